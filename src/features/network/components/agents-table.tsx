import { Badge, Code, Table, Text } from "@radix-ui/themes";
import type { AgentNetworkAgent } from "@/api/types";
import { RelativeTime, StatusBadge } from "@/ui";
import { sinceToIso } from "../queries";

export function AgentsTable({ items }: { items: readonly AgentNetworkAgent[] }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Agent</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Person · computer</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Repository</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Doing</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Since</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((agent) => (
          <Table.Row key={agent.address} align="center">
            <Table.RowHeaderCell>
              <Text weight="medium">{agent.agent}</Text>{" "}
              {agent.worker ? (
                <Badge size="1" variant="outline" color="gray">
                  worker
                </Badge>
              ) : null}
              <Text as="div" size="1" color="gray">
                <Code variant="ghost" size="1">
                  {agent.address}
                </Code>
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              {agent.person} · {agent.machine}
            </Table.Cell>
            <Table.Cell>
              <Code variant="ghost">{agent.repo}</Code>
              <Text as="div" size="1" color="gray">
                {agent.branch}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <StatusBadge value={agent.status} />
            </Table.Cell>
            <Table.Cell style={{ maxWidth: "36ch" }}>
              <Text size="2">{agent.doing}</Text>
            </Table.Cell>
            <Table.Cell>
              <RelativeTime value={sinceToIso(agent.since)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
