import { Code, Text } from "@radix-ui/themes";
import { type ResponsiveColumn, ResponsiveTable } from "@/ui/responsive-table";
import type { FeedRead } from "../../feed/feed-reads";
import { readOutcome, readRowText } from "./feed-read-text";

const TONE_COLOR = { ok: "green", failed: "red", neutral: "gray" } as const;
/** Figures line up by their digits. */
const NUMERIC = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

const COLUMNS: readonly ResponsiveColumn<FeedRead>[] = [
  {
    id: "time",
    header: "Time",
    rowHeader: true,
    cell: (read) => <span style={NUMERIC}>{readRowText(read).time}</span>,
  },
  {
    id: "kind",
    header: "Kind",
    cell: (read) => {
      const text = readRowText(read);
      // One block: on a card the value is a flex row, and the two lines must stay one above the other.
      return (
        <div>
          <Text as="div">{text.kind}</Text>
          {/* Breaks at its separators only: "after_seq 7" stays whole. */}
          <Text as="div" size="1" color="gray" style={{ fontFamily: "var(--code-font-family)" }}>
            {text.params}
          </Text>
        </div>
      );
    },
  },
  {
    id: "outcome",
    header: "Outcome",
    cell: (read) => {
      const outcome = readOutcome(read);
      return (
        <div>
          <Text as="div" color={TONE_COLOR[outcome.tone]} highContrast={outcome.tone !== "neutral"}>
            {outcome.text}
          </Text>
          {outcome.code !== null && (
            <Code size="1" variant="ghost" color="red">
              {outcome.code}
            </Code>
          )}
        </div>
      );
    },
  },
  { id: "events", header: "Events", cell: (read) => <span style={NUMERIC}>{readRowText(read).events}</span> },
  { id: "duration", header: "Duration", cell: (read) => <span style={NUMERIC}>{readRowText(read).duration}</span> },
];

/**
 * The feed's reads, newest first: when each started, what it asked, how it ended, what it brought and how long
 * it took. A table where the dialog is wide; on a phone each read is a small card (the five columns do not fit).
 */
export function FeedRequestsTable({ reads }: { reads: readonly FeedRead[] }) {
  return (
    <ResponsiveTable
      caption="Event feed requests, newest first"
      columns={COLUMNS}
      rows={reads}
      rowKey={(read) => String(read.number)}
      rowWhat={(read) => `request ${read.number}`}
      cardsBelow={560}
      size="1"
    />
  );
}
