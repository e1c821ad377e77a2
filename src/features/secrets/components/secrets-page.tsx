import { InfoCircledIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { Badge, Callout, Code, Flex, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { SecretMeta } from "@/api/types";
import { EmptyState, PageHeader, QueryState, RelativeTime } from "@/ui";
import { secretsQueryOptions } from "../queries";

export function SecretsPage({ orgId }: { orgId: string }) {
  const query = useQuery(secretsQueryOptions(orgId));
  return (
    <>
      <PageHeader title="Secrets" description="Encrypted values injected into sessions by name." />
      <Flex direction="column" gap="4">
        <Callout.Root variant="surface" color="gray">
          <Callout.Icon>
            <InfoCircledIcon aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            Secrets are write-only: a value can be set or replaced, never read back, by anyone. This page shows names
            and notes only. Changes to shared secrets reach live sessions.
          </Callout.Text>
        </Callout.Root>
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
              description="The API only lets you create or update a secret by name (POST secrets); it never lists names or returns values. Setting a secret with an existing name replaces it."
            />
          }
        >
          {(data) => <SecretsTable items={data.items} />}
        </QueryState>
      </Flex>
    </>
  );
}

function SecretsTable({ items }: { items: readonly SecretMeta[] }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Scope</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Note</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((secret) => (
          <Table.Row key={`${secret.scope}:${secret.name}`}>
            <Table.RowHeaderCell>
              <Code variant="ghost" weight="medium">
                {secret.name}
              </Code>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Badge variant="soft" color={secret.scope === "organization" ? "indigo" : "gray"}>
                {secret.scope === "organization" ? "organization" : "personal"}
              </Badge>
            </Table.Cell>
            <Table.Cell style={{ maxWidth: "48ch" }}>
              <Text size="2" color="gray">
                {secret.note || "—"}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <RelativeTime value={secret.updated_at} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
