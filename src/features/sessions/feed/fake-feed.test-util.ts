import { ApiError } from "@/api/errors";
import type { EventsPage, Session, SessionEvent } from "@/api/types";
import type { EventsFetcher, EventsRequest } from "./feed-types";

/**
 * A fake events endpoint for poller/registry tests (fake timers): holds events, honours limit and
 * wait_ms (answers when an event arrives or the wait ends), records every request, can inject failures.
 */
export function makeSession(status: Session["status"]): Session {
  return {
    session_id: "ses_test",
    status,
    created_at: "2026-10-01T00:00:00Z",
    started_at: null,
    finished_at: null,
    session_policy: {
      version: 1,
      mode: "standard",
      components: {
        memoryRead: true,
        memoryWrite: true,
        skills: true,
        inheritedInstructions: true,
        integrations: true,
        secretInjection: true,
      },
      workspaceOwnership: "managed",
    },
    error_class: null,
    duration_ms: 0,
    cost_usd: null,
    usage: { input_tokens: null, output_tokens: null, total_tokens: null },
  };
}

export function makeEvent(seq: number, id = `ev_${seq}`): SessionEvent {
  return { seq, id, type: "assistant", text: `t${seq}`, data: null, created_at: "2026-10-01T00:00:00Z" };
}

export class FakeFeed {
  readonly requests: EventsRequest[] = [];
  readonly signals: AbortSignal[] = [];
  events: SessionEvent[] = [];
  status: Session["status"] = "running";
  /** Next calls fail with these errors, in order. */
  failures: Error[] = [];
  private readonly parked = new ParkedWaits();

  constructor(count = 0) {
    this.events = Array.from({ length: count }, (_, i) => makeEvent(i));
  }

  push(...events: SessionEvent[]): void {
    this.events.push(...events);
    this.parked.wakeAll();
  }

  setStatus(status: Session["status"]): void {
    this.status = status;
    this.parked.wakeAll();
  }

  readonly fetch: EventsFetcher = async (request) => {
    this.requests.push(request);
    this.signals.push(request.signal);
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (request.waitMs > 0 && this.status === "running" && !this.hasAfter(request.afterSeq)) {
      await this.parked.park(request.waitMs, request.signal);
    }
    return this.page(request);
  };

  private hasAfter(afterSeq: number): boolean {
    return this.events.some((e) => e.seq > afterSeq);
  }

  private page({ afterSeq, limit }: EventsRequest): EventsPage {
    const items = this.events.filter((e) => e.seq > afterSeq).slice(0, limit);
    const last = items[items.length - 1];
    return { session: makeSession(this.status), items, next_seq: last ? last.seq : afterSeq };
  }
}

export function apiError(status: number, code: string, retryAfterS: number | null = null): ApiError {
  return new ApiError(status, code, code, null, retryAfterS);
}

/** Long polls held by a fake service: each resolves when woken (new events) or after its wait, and rejects when aborted. */
export class ParkedWaits {
  private readonly waiters = new Set<() => void>();

  park(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        reject(new DOMException("Aborted", "AbortError"));
      });
    });
  }

  wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
