import { ApiError } from "@/api/errors";
import type { EventsPage, SessionEvent } from "@/api/types";
import { makeSession, ParkedWaits } from "./fake-feed.test-util";
import type { EventsFetcher } from "./feed-types";
import { sleep } from "./fetch-with-retry";
import { systemClock } from "./system-clock";

/**
 * An events endpoint written from the spec alone (§4.3, §6), for feed tests under fake timers: a log
 * of versions with unique, possibly sparse seqs; debug-only entries a reader cannot see (they still
 * move next_seq); streamed ids re-appended with a higher seq, their older version either dropped
 * (like the simulator) or kept; random latency per request and injected 500s and 429s.
 */
export interface LogEntry {
  seq: number;
  id: string;
  text: string;
  visible: boolean;
}

export interface FakeServiceOptions {
  /** Drop an id's older version when it is re-appended (the simulator does). */
  dropOldVersions?: boolean;
  /** next_seq = the last seq scanned (the simulator) or the last item returned. */
  nextSeqScanned?: boolean;
  latencyMs?: (request: number) => number;
  /** Per request: "ok", a 500, or a 429 with Retry-After 1 (keep it finite: faults must end). */
  fault?: (request: number) => "ok" | "500" | "429";
}

export class FakeService {
  readonly log: LogEntry[] = [];
  status: "running" | "exit" = "exit";
  requests = 0;
  private readonly dropped = new Set<number>();
  private readonly parked = new ParkedWaits();

  constructor(private readonly options: FakeServiceOptions = {}) {}

  get lastSeq(): number {
    return this.log[this.log.length - 1]?.seq ?? -1;
  }

  append(id: string, text: string, visible = true, gap = 1): void {
    const seq = this.lastSeq + gap;
    if (this.options.dropOldVersions) {
      for (const entry of this.log) if (entry.id === id) this.dropped.add(entry.seq);
    }
    this.log.push({ seq, id, text, visible });
    this.parked.wakeAll();
  }

  /** The spec's "one clean forward pass" over the log as it is now, written independently of the app. */
  cleanPass(): { id: string; seq: number; text: string }[] {
    const latest = new Map<string, LogEntry>();
    const order: string[] = [];
    for (const entry of this.log) {
      if (!entry.visible || this.dropped.has(entry.seq)) continue;
      if (!latest.has(entry.id)) order.push(entry.id);
      latest.set(entry.id, entry);
    }
    return order.map((id) => {
      const e = latest.get(id) as LogEntry;
      return { id, seq: e.seq, text: e.text };
    });
  }

  readonly fetch: EventsFetcher = async ({ afterSeq, limit, waitMs, signal }) => {
    const n = this.requests++;
    await sleep(this.options.latencyMs?.(n) ?? 0, systemClock, signal);
    const fault = this.options.fault?.(n) ?? "ok";
    if (fault === "500") throw new ApiError(500, "internal", "boom", null, null);
    if (fault === "429") throw new ApiError(429, "rate_limited", "slow down", null, 1);
    if (waitMs > 0 && this.status === "running" && this.lastSeq <= afterSeq) {
      await this.parked.park(waitMs, signal);
    }
    return this.page(afterSeq, limit);
  };

  private page(afterSeq: number, limit: number): EventsPage {
    const items: SessionEvent[] = [];
    let next = afterSeq;
    let lo = 0;
    let hi = this.log.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.log[mid] as LogEntry).seq <= afterSeq) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.log.length; i++) {
      const entry = this.log[i] as LogEntry;
      if (items.length >= limit) break;
      if (this.options.nextSeqScanned) next = entry.seq;
      if (!entry.visible || this.dropped.has(entry.seq)) continue;
      next = entry.seq;
      items.push({
        seq: entry.seq,
        id: entry.id,
        type: "assistant",
        text: entry.text,
        data: null,
        created_at: "2026-10-01T00:00:00Z",
      });
    }
    return { session: makeSession(this.status), items, next_seq: next };
  }
}
