import { Badge, Code, Flex, Table, Text } from "@radix-ui/themes";
import type { SecretMeta } from "@/api/types";
import { RelativeTime, RowBoundary } from "@/ui";
import { presentText } from "@/ui/readable";
import { scopeLabel } from "../secret-form-model";

/**
 * Metadata only: the list never carries values, and neither does this table. The note sits under
 * the name rather than in a column of its own, so three columns fit a phone screen.
 */
export function SecretsTable({ items }: { items: readonly SecretMeta[] }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell width="60%">Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Scope</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((secret, i) => (
          <RowBoundary
            key={secret ? `${secret.scope}:${secret.name}` : `#${i}`}
            what={`secret ${presentText(secret?.name) ?? i + 1}`}
            columns={3}
          >
            <SecretRow secret={secret} />
          </RowBoundary>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SecretRow({ secret }: { secret: SecretMeta }) {
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1">
          <Code variant="ghost" weight="medium" style={{ overflowWrap: "anywhere" }}>
            {secret.name}
          </Code>
          {secret.note ? (
            <Text size="2" color="gray" style={{ maxWidth: "60ch" }}>
              {secret.note}
            </Text>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge variant="soft" color={secret.scope === "organization" ? "indigo" : "gray"}>
          {scopeLabel(secret.scope)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <RelativeTime value={secret.updated_at} />
      </Table.Cell>
    </Table.Row>
  );
}
