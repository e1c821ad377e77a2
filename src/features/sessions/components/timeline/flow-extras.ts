import type { SessionMessage } from "@/api/types";
import { msOf } from "@/ui/time";
import type { HistoryStatus } from "../../feed/history-backfill";
import type { OutboxMessage } from "../../outbox/outbox";
import type { SeqList } from "../../timeline-model/seq-list";
import type { TimelineEntry } from "../../timeline-model/timeline-entries";

/**
 * What the timeline shows besides events, placed by seq (see ItemLayout):
 * - "gap": the history still loading behind a long session's tail, where it will appear;
 * - "outbox": a follow-up sent from this tab, after the newest event on screen when it was sent;
 * - "remote": one sent elsewhere (GET …/messages, when offered), after the last event older than it.
 *
 * API: flowExtras({ history, outbox, remote, entries }) → FlowExtra[] · anchorByTime(list, iso)
 */
export type FlowExtra =
  | { readonly kind: "gap"; readonly key: string; readonly anchorSeq: number; readonly history: HistoryStatus }
  | { readonly kind: "outbox"; readonly key: string; readonly anchorSeq: number; readonly message: OutboxMessage }
  | { readonly kind: "remote"; readonly key: string; readonly anchorSeq: number; readonly message: SessionMessage };

/** The firstSeq of the last entry created at or before `iso` (−1 when none): where a message sent then belongs. */
export function anchorByTime(list: SeqList<TimelineEntry>, iso: string): number {
  const at = msOf(iso);
  if (at === null) return list.last()?.firstSeq ?? -1;
  let lo = 0;
  let hi = list.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const created = msOf(list.get(mid)?.event.created_at) ?? Number.NaN;
    if (created <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? -1 : (list.get(lo - 1)?.firstSeq ?? -1);
}

export function flowExtras(input: {
  history: HistoryStatus | null;
  outbox: readonly OutboxMessage[];
  remote: readonly SessionMessage[];
  entries: SeqList<TimelineEntry>;
}): FlowExtra[] {
  const extras: FlowExtra[] = [];
  const { history } = input;
  if (history && history.phase !== "done") {
    extras.push({ kind: "gap", key: "history-gap", anchorSeq: history.gapAfter, history });
  }
  for (const message of input.outbox) {
    extras.push({ kind: "outbox", key: `out:${message.localId}`, anchorSeq: message.anchorSeq, message });
  }
  const ours = new Set(input.outbox.map((m) => m.clientMessageId));
  for (const message of input.remote) {
    if (message.role !== "user" || (message.client_message_id !== null && ours.has(message.client_message_id)))
      continue;
    extras.push({
      kind: "remote",
      key: `msg:${message.message_id}`,
      anchorSeq: anchorByTime(input.entries, message.created_at),
      message,
    });
  }
  return extras;
}
