import { Button, DataList, Dialog, Flex, Table } from "@radix-ui/themes";
import { formatCount } from "@/ui";
import type { ScalingHint } from "../../insight/scaling-hint";
import { hintSum } from "../../insight/scaling-hint-sum";

/** The sum behind the hint, step by step with its inputs as used, one click from the hint. */
export function HintSumDialog({ hint }: { hint: Extract<ScalingHint, { kind: "hint" }> }) {
  const sum = hintSum(hint);
  const rows = (lines: { label: string; value: string }[]) => (
    <DataList.Root size="1" orientation={{ initial: "vertical", sm: "horizontal" }}>
      {lines.map((line) => (
        <DataList.Item key={line.label}>
          <DataList.Label>{line.label}</DataList.Label>
          <DataList.Value>{line.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button size="1" variant="soft" style={{ alignSelf: "flex-start" }}>
          Show the sum
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>How the hint is worked out</Dialog.Title>
        <Dialog.Description size="2">
          The inputs as used, then Erlang C for each worker count tried, then the step from workers online to workers
          enrolled.
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          {rows(sum.inputs)}
          <Table.Root size="1" aria-label="Erlang C for each worker count tried">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Workers online c</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>P(wait) = C(c, a)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>p95 wait = ln(C ÷ 0.05) ÷ (c ÷ S − λ)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Meets the target</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sum.tries.map((t) => (
                <Table.Row key={t.workers}>
                  <Table.RowHeaderCell>{formatCount(t.workers)}</Table.RowHeaderCell>
                  <Table.Cell>{t.pWait}</Table.Cell>
                  <Table.Cell>{t.p95}</Table.Cell>
                  <Table.Cell>{t.meets ? "yes" : "no"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {rows(sum.result)}
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
