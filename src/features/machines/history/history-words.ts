/**
 * The chart's facts in words, for its text equivalent: where it has no samples (a gap: the page was
 * closed, hidden or offline) and how long this browser keeps them. Times come through `clock`, so
 * the words follow the reader's locale and the tests stay independent of it.
 *
 * API: describeGaps(view, clock) · describeKeeping(keeping)
 */
import { formatCount } from "@/ui/format-count";
import { durationText } from "@/ui/time";
import type { HistoryKeeping } from "./browser-store";
import type { HistoryView } from "./history-view";

export function describeGaps(view: Pick<HistoryView, "from" | "gaps" | "runs">, clock: (at: number) => string): string {
  const { gaps, runs } = view;
  const first = runs[0];
  if (!first) return "";
  const start = first.from > view.from ? `The first sample in this range is from ${clock(first.from)}.` : "";
  if (gaps.length === 0) return start;
  const longest = gaps.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
  const where = `${clock(longest.from)} to ${clock(longest.to)}`;
  const gapsText =
    gaps.length === 1
      ? `No samples from ${where} (${durationText(longest.to - longest.from, "gap", "—")}): the page was closed, hidden or offline.`
      : `${formatCount(gaps.length)} gaps with no samples (the page was closed, hidden or offline), the longest ${durationText(longest.to - longest.from, "gap", "—")} from ${where}.`;
  return `${start} ${gapsText}`.trim();
}

export function describeKeeping(keeping: HistoryKeeping): string {
  return keeping === "browser"
    ? "Taken while this page is open and kept in this browser for 24 h."
    : "This browser does not allow keeping samples, so the history covers only the time this tab has been open.";
}
