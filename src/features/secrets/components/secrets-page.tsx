import { InfoCircledIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { Callout, Flex, Heading } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { secretsQueryOptions } from "../queries";
import { SecretForm } from "./secret-form";
import { SecretsTable } from "./secrets-table";

export function SecretsPage({ orgId }: { orgId: string }) {
  const query = useQuery(secretsQueryOptions(orgId));
  return (
    <>
      <PageHeader title="Secrets" description="Encrypted values injected into sessions by name." />
      <Flex direction="column" gap="5">
        <Callout.Root variant="surface" color="gray">
          <Callout.Icon>
            <InfoCircledIcon aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            Secrets are write-only: set a value with the form below; nobody can read it back, not even you. Saving a
            name that exists replaces its value. Changes to organization secrets reach live sessions.
          </Callout.Text>
        </Callout.Root>
        <SecretForm orgId={orgId} />
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="secrets-list-title">
            <Heading as="h2" size="4" id="secrets-list-title">
              Secrets this key can see
            </Heading>
            <QueryState
              query={query}
              loadingLabel="Loading secrets"
              isEmpty={(data) => data.items.length === 0}
              empty={
                <EmptyState
                  icon={<LockClosedIcon width={24} height={24} />}
                  title="No secrets yet"
                  description="Once a secret is set, its name, scope and note appear here (never its value)."
                />
              }
              unsupported={
                <EmptyState
                  icon={<LockClosedIcon width={24} height={24} />}
                  title="This service does not list secrets"
                  description="The API only creates or replaces a secret by name; it never lists names or returns values. The form above still works: saving a name that exists replaces it."
                />
              }
            >
              {(data) => <SecretsTable items={data.items} />}
            </QueryState>
          </section>
        </Flex>
      </Flex>
    </>
  );
}
