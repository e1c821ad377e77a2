import { Card, Flex, Heading, SegmentedControl, Text } from "@radix-ui/themes";
import { useId, useMemo } from "react";
import { useNow } from "@/ui";
import { SERIES, summarizeHistory } from "../history";
import { HISTORY_RANGES, type HistoryRange, RANGE_SPEC } from "../history/history-range";
import { historyView } from "../history/history-view";
import { describeGaps, describeKeeping } from "../history/history-words";
import type { CapacityHistory } from "../hooks/use-capacity-history";
import { GAP_FILL, HistoryPlot, SERIES_STYLE } from "./history-plot";
import { HistoryTable } from "./history-table";

function clockFor(range: HistoryRange): (at: number) => string {
  const seconds = range === "15m";
  return (at) =>
    new Date(at).toLocaleTimeString([], {
      hour: "2-digit",
      minute: "2-digit",
      ...(seconds ? { second: "2-digit" } : {}),
    });
}

function Swatch({ stroke, dash }: { stroke: string; dash?: string }) {
  return (
    <svg width="28" height="8" aria-hidden="true">
      <line x1="0" y1="4" x2="28" y2="4" stroke={stroke} strokeWidth="3" strokeDasharray={dash} />
    </svg>
  );
}

/**
 * Workers online, busy and the queue over the chosen range (kept in this browser for 24 h), as SVG
 * with the same facts in words and, on request, as a table. Gaps where the page was closed are
 * shaded, never bridged by a line.
 */
export function HistoryChart({
  history,
  total,
  range,
  onRangeChange,
}: {
  history: CapacityHistory;
  total: number;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
}) {
  const summaryId = useId();
  const { samples } = history;
  const spec = RANGE_SPEC[range];
  const now = useNow({ everyMs: 10_000 });
  const to = Math.max(now, samples[samples.length - 1]?.at ?? 0);
  const from = to - spec.ms;
  const view = useMemo(() => historyView(samples, { from, to, bucketMs: spec.bucketMs }), [samples, from, to, spec]);
  const clock = clockFor(range);
  const last = view.samples[view.samples.length - 1];
  const top = Math.max(
    1,
    total,
    ...view.runs.flatMap((r) => r.points.map((s) => Math.max(s.online, s.busy, s.queued))),
  );
  const words = history.loaded || samples.length > 0 ? summarizeHistory(view.samples) : "Reading the kept history…";
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="3">
            History
          </Heading>
          <SegmentedControl.Root
            size="1"
            value={range}
            onValueChange={(value) => onRangeChange(value as HistoryRange)}
            aria-label="History range"
          >
            {HISTORY_RANGES.map((r) => (
              <SegmentedControl.Item key={r} value={r} aria-label={`Last ${RANGE_SPEC[r].label}`}>
                {RANGE_SPEC[r].label}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Flex>
        <Flex asChild gap="4" wrap="wrap">
          <ul aria-label="Legend" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {SERIES.map(({ key, label }) => (
              <Flex asChild key={key} align="center" gap="2">
                <li>
                  <Swatch {...SERIES_STYLE[key]} />
                  <Text size="2">
                    {label}
                    {last ? <strong> {last[key]}</strong> : null}
                  </Text>
                </li>
              </Flex>
            ))}
            <Flex asChild align="center" gap="2">
              <li>
                <svg width="16" height="12" aria-hidden="true">
                  <rect width="16" height="12" fill={GAP_FILL} />
                </svg>
                <Text size="2">No samples</Text>
              </li>
            </Flex>
          </ul>
        </Flex>
        <HistoryPlot view={view} top={top} describedBy={summaryId} clock={clock} />
        <Text as="p" size="2" id={summaryId}>
          {words} {describeGaps(view, clock)}
        </Text>
        <Text as="p" size="1" color="gray">
          {describeKeeping(history.keeping)} Each step shows the worst reading of its{" "}
          {spec.bucketMs < 60_000 ? `${spec.bucketMs / 1000} s` : `${spec.bucketMs / 60_000} min`}: the fewest workers
          online, the most busy, the longest queue.
        </Text>
        <HistoryTable samples={samples} from={from} to={to} rowMs={spec.rowMs} clock={clock} />
      </Flex>
    </Card>
  );
}
