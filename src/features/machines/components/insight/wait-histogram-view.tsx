import { Box, Flex, Table, Text } from "@radix-ui/themes";
import { formatCount } from "@/ui";
import type { WaitBucket } from "../../insight/wait-histogram";

/**
 * The wait histogram: one horizontal bar per bucket (hidden from assistive technology) and the same
 * numbers as a table, which is what screen readers and narrow screens read.
 */
export function WaitHistogramView({ buckets }: { buckets: readonly WaitBucket[] }) {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <Flex direction="column" gap="2">
      <Box aria-hidden style={{ display: "grid", gridTemplateColumns: "auto 1fr auto", gap: "4px 8px" }}>
        {buckets.map((b) => (
          <Flex key={b.label} asChild align="center" style={{ display: "contents" }}>
            <div>
              <Text size="1" color="gray">
                {b.label}
              </Text>
              <Box
                style={{
                  height: 12,
                  width: `${(b.count / max) * 100}%`,
                  minWidth: b.count > 0 ? 2 : 0,
                  background: "var(--accent-9)",
                  borderRadius: "var(--radius-1)",
                }}
              />
              <Text size="1" style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatCount(b.count)}
              </Text>
            </div>
          </Flex>
        ))}
      </Box>
      <details>
        <summary>
          <Text size="2">Histogram as a table</Text>
        </summary>
        <Table.Root size="1" variant="surface">
          <caption style={{ textAlign: "start", padding: "var(--space-2)" }}>
            <Text size="1" color="gray">
              Sessions by how long they waited (or have waited so far)
            </Text>
          </caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Wait</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Sessions</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Still waiting</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {buckets.map((b) => (
              <Table.Row key={b.label}>
                <Table.RowHeaderCell>{b.label}</Table.RowHeaderCell>
                <Table.Cell>{formatCount(b.count)}</Table.Cell>
                <Table.Cell>{formatCount(b.waiting)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </details>
    </Flex>
  );
}
