import { Badge, Card, Code, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { ErrorPanel, LoadingState, PanelBoundary, toneFor } from "@/ui";
import { selfQueryOptions } from "../queries";

/** GET /v3/self, shown as it is: the key's user, role, kind and every scope it holds. */
export function WhoYouAreCard() {
  const query = useQuery(selfQueryOptions());
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        Who you are
      </Heading>
      {query.isPending ? <LoadingState label="Loading who you are" rows={3} /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <PanelBoundary what="who you are" onRetry={() => void query.refetch()} resetKeys={[query.dataUpdatedAt]}>
          <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
            <DataList.Item>
              <DataList.Label>User</DataList.Label>
              <DataList.Value>
                <Code variant="ghost">{query.data.user_id}</Code>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Email</DataList.Label>
              <DataList.Value>{query.data.email}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Organization</DataList.Label>
              <DataList.Value>
                <Code variant="ghost">{query.data.org_id}</Code>&nbsp;({query.data.org_slug})
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Role</DataList.Label>
              <DataList.Value>
                <Badge color={toneFor(query.data.role)} highContrast>
                  {query.data.role}
                </Badge>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Key kind</DataList.Label>
              <DataList.Value>{query.data.key_kind === "machine_token" ? "Machine token" : "API key"}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Scopes</DataList.Label>
              <DataList.Value>
                {Array.isArray(query.data.scopes) ? (
                  <Flex gap="1" wrap="wrap" role="list" aria-label="Scopes">
                    {query.data.scopes.map((scope) => (
                      <Badge key={scope} variant="surface" color="gray" role="listitem">
                        {scope}
                      </Badge>
                    ))}
                  </Flex>
                ) : (
                  <Text color="amber" highContrast>
                    Not readable: the service's answer has no list of scopes.
                  </Text>
                )}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </PanelBoundary>
      ) : null}
    </Card>
  );
}
