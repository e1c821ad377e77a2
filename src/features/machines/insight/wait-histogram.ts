import type { SessionWait } from "./wait-analytics";

/**
 * Waits grouped into fixed, human-sized buckets (under 1 min … an hour or more) for the Machine page's
 * histogram and its text table; each bucket keeps its sessions so the bar leads to them.
 *
 * API: WAIT_BUCKETS · WaitBucket · waitHistogram(waits) → WaitBucket[] (every bucket, empty ones too)
 */
const MIN = 60_000;
export const WAIT_BUCKETS = [
  { label: "under 1 min", upTo: MIN },
  { label: "1–2 min", upTo: 2 * MIN },
  { label: "2–5 min", upTo: 5 * MIN },
  { label: "5–10 min", upTo: 10 * MIN },
  { label: "10–30 min", upTo: 30 * MIN },
  { label: "30–60 min", upTo: 60 * MIN },
  { label: "an hour or more", upTo: Number.POSITIVE_INFINITY },
] as const;

export interface WaitBucket {
  label: string;
  count: number;
  waiting: number;
  sessionIds: string[];
}

export function waitHistogram(waits: readonly SessionWait[]): WaitBucket[] {
  const buckets: WaitBucket[] = WAIT_BUCKETS.map((b) => ({ label: b.label, count: 0, waiting: 0, sessionIds: [] }));
  for (const w of waits) {
    const index = WAIT_BUCKETS.findIndex((b) => w.waitMs < b.upTo);
    const bucket = buckets[index === -1 ? buckets.length - 1 : index];
    if (!bucket) continue;
    bucket.count += 1;
    if (w.waiting) bucket.waiting += 1;
    bucket.sessionIds.push(w.sessionId);
  }
  return buckets;
}
