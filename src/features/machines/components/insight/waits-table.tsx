import { Table, Text } from "@radix-ui/themes";
import { RelativeTime } from "@/ui";
import { longestFirst, type SessionWait } from "../../insight/wait-analytics";
import { formatWait } from "../../insight/why-waiting";
import { SessionLink } from "./session-link";

export const WAITS_SHOWN = 50;

/** The sessions behind the wait figures, longest wait first. */
export function WaitsTable({
  orgId,
  waits,
  titles,
}: {
  orgId: string;
  waits: readonly SessionWait[];
  titles: ReadonlyMap<string, string>;
}) {
  const rows = longestFirst(waits, WAITS_SHOWN);
  return (
    <Table.Root size="1" variant="surface">
      <caption style={{ textAlign: "start", padding: "var(--space-2)" }}>
        <Text size="1" color="gray">
          {waits.length > WAITS_SHOWN
            ? `The ${WAITS_SHOWN} longest of ${waits.length} waits behind these figures`
            : `All ${waits.length} waits behind these figures`}
        </Text>
      </caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Wait</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="hide-narrow">Enqueued</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((w) => (
          <Table.Row key={w.sessionId}>
            <Table.RowHeaderCell style={{ overflowWrap: "anywhere" }}>
              <SessionLink orgId={orgId} sessionId={w.sessionId}>
                {titles.get(w.sessionId) ?? w.sessionId}
              </SessionLink>
            </Table.RowHeaderCell>
            <Table.Cell>
              {formatWait(w.waitMs)}
              {w.waiting ? (w.position === null ? ", still waiting" : `, waiting (position ${w.position})`) : ""}
            </Table.Cell>
            <Table.Cell className="hide-narrow">
              <RelativeTime value={new Date(w.enqueuedAt).toISOString()} size="1" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
