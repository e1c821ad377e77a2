import { Button, Table, Text } from "@radix-ui/themes";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { formatCount, NOT_REPORTED, RelativeTime } from "@/ui";
import { durationText } from "@/ui/time";
import { longestFirst, type SessionWait } from "../../insight/wait-analytics";
import { SessionLink } from "../../parts/session-link";

/** Rows drawn at first: the page stays light on a busy Machine; the rest are one click away. */
export const WAITS_SHOWN = 50;

/** The sessions behind the wait figures, longest wait first; past WAITS_SHOWN, the rest on request. */
export function WaitsTable({
  orgId,
  waits,
  titles,
}: {
  orgId: string;
  waits: readonly SessionWait[];
  titles: ReadonlyMap<string, string>;
}) {
  const [all, setAll] = useState(false);
  const body = useRef<HTMLTableSectionElement>(null);
  const cut = !all && waits.length > WAITS_SHOWN;
  const rows = longestFirst(waits, cut ? WAITS_SHOWN : waits.length);
  const showAll = () => {
    // The button goes with the click: focus moves to the first row it brought, where reading goes on.
    flushSync(() => setAll(true));
    body.current?.children[WAITS_SHOWN]?.querySelector("a")?.focus();
  };
  return (
    <>
      <Table.Root size="1" variant="surface">
        <caption style={{ textAlign: "start", padding: "var(--space-2)" }}>
          <Text size="1" color="gray">
            {cut
              ? `The ${formatCount(WAITS_SHOWN)} longest of ${formatCount(waits.length)} waits behind these figures`
              : `All ${formatCount(waits.length)} waits behind these figures`}
          </Text>
        </caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Wait</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="hide-narrow">Enqueued</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body ref={body}>
          {rows.map((w) => (
            <Table.Row key={w.sessionId}>
              <Table.RowHeaderCell style={{ overflowWrap: "anywhere" }}>
                <SessionLink orgId={orgId} sessionId={w.sessionId}>
                  {titles.get(w.sessionId) ?? w.sessionId}
                </SessionLink>
              </Table.RowHeaderCell>
              <Table.Cell>
                {durationText(w.waitMs, "wait", NOT_REPORTED)}
                {w.waiting
                  ? w.position === null
                    ? ", still waiting"
                    : `, waiting (position ${formatCount(w.position)})`
                  : ""}
              </Table.Cell>
              <Table.Cell className="hide-narrow">
                <RelativeTime value={new Date(w.enqueuedAt).toISOString()} size="1" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {cut ? (
        <Button variant="soft" size="2" onClick={showAll} style={{ alignSelf: "start" }}>
          Show all {formatCount(waits.length)} waits
        </Button>
      ) : null}
    </>
  );
}
