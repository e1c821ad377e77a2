import { Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Machine } from "@/api/types";
import { RelativeTime, StatusBadge } from "@/ui";
import { describeCapacity } from "../capacity";

export function MachinesTable({ orgId, items }: { orgId: string; items: readonly Machine[] }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Machine</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Platform</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Workers online</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Busy</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Queued</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Running</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Capacity</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((machine) => {
          const capacity = describeCapacity(machine);
          return (
            <Table.Row key={machine.id} align="center">
              <Table.RowHeaderCell style={{ whiteSpace: "nowrap" }}>
                <RadixLink asChild weight="medium">
                  <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: machine.name }}>
                    {machine.name}
                  </Link>
                </RadixLink>
              </Table.RowHeaderCell>
              <Table.Cell>{machine.platform}</Table.Cell>
              <Table.Cell justify="end">
                {machine.workers.online} / {machine.workers.total}
              </Table.Cell>
              <Table.Cell justify="end">{machine.workers.busy}</Table.Cell>
              <Table.Cell justify="end">{machine.sessions.queued}</Table.Cell>
              <Table.Cell justify="end">{machine.sessions.running}</Table.Cell>
              <Table.Cell>
                <StatusBadge value={capacity.label} tone={capacity.tone} />
                <Text as="span" size="1" color="gray" className="hide-narrow">
                  {" "}
                  {capacity.summary}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={machine.updated_at} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
