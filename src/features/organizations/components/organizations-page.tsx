import { CheckIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Code, Flex, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Organization } from "@/api/types";
import { EmptyState, PageHeader, QueryState, RelativeTime } from "@/ui";
import { organizationsQueryOptions } from "../queries";
import { RetiredSection } from "./retired-section";

export function OrganizationsPage({ orgId }: { orgId: string }) {
  const query = useQuery(organizationsQueryOptions());
  return (
    <>
      <PageHeader
        title="Organizations"
        description="Every organization this key can reach. Switching keeps you on the same kind of page."
      />
      <Flex direction="column" gap="6">
        <QueryState
          query={query}
          loadingLabel="Loading organizations"
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title="No organizations" description="This key cannot reach any organization." />}
        >
          {(data) => (
            <Box>
              <OrganizationsTable items={data.items} total={data.total} currentOrgId={orgId} />
            </Box>
          )}
        </QueryState>
        <RetiredSection orgId={orgId} />
      </Flex>
    </>
  );
}

function OrganizationsTable({
  items,
  total,
  currentOrgId,
}: {
  items: readonly Organization[];
  total: number;
  currentOrgId: string;
}) {
  return (
    <>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Id / slug</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Plan</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((org) => {
            const current = org.org_id === currentOrgId || org.slug === currentOrgId;
            return (
              <Table.Row key={org.org_id} align="center">
                <Table.RowHeaderCell>
                  <Text weight="medium">{org.name}</Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Code variant="ghost">{org.org_id}</Code> <Text color="gray">/ {org.slug}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="soft" color="gray">
                    {org.plan}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <RelativeTime value={org.created_at} />
                </Table.Cell>
                <Table.Cell>
                  {current ? (
                    <Badge color="green" variant="soft" highContrast>
                      <CheckIcon aria-hidden /> Current
                    </Badge>
                  ) : (
                    <Button asChild size="1" variant="soft">
                      <Link
                        to="/o/$orgId/organizations"
                        params={{ orgId: org.org_id }}
                        aria-label={`Switch to ${org.name}`}
                      >
                        Switch
                      </Link>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="1" color="gray" mt="2">
        {total} {total === 1 ? "organization" : "organizations"} in total.
      </Text>
    </>
  );
}
