import { Agent, request } from "node:http";
import { networkError } from "../src/api/errors.ts";
import type { EventsPage, SessionEvent } from "../src/api/types.ts";
import type { EventsRequest } from "../src/features/sessions/feed/feed-types.ts";
import { EventPoller } from "../src/features/sessions/feed/poller.ts";

/**
 * One load generator of `npm run bench:fanout` (forked by bench/fanout-run.ts): browsers, each with
 * its own kept-alive connection and the app's own EventPoller (catch-up pages, then long polls,
 * early empty answers asked again then padded, the retry policy), each at its own pace.
 */
export interface ViewerSpec {
  sessionId: string;
  /** The only viewer of its session: the baseline the crowd is compared with. */
  lone: boolean;
}

export interface StartMessage {
  kind: "start";
  base: string;
  key: string;
  viewers: ViewerSpec[];
  waitMs: number;
  rampMs: number;
  /** Up to this many ms of a browser's own work before each request. */
  thinkMs: number;
}

export interface ViewerResults {
  kind: "results";
  crowdAdded: number[];
  loneAdded: number[];
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  /** Per viewer: its session and the events it holds, as `seq:id` in order. */
  seen: Array<{ sessionId: string; events: string }>;
}

type Message = StartMessage | { kind: "measure" } | { kind: "stop" };

interface Viewer {
  spec: ViewerSpec;
  agent: Agent;
  events: Map<number, string>;
  poller: EventPoller | null;
  live: boolean;
}

const results: ViewerResults = {
  kind: "results",
  crowdAdded: [],
  loneAdded: [],
  requests: 0,
  errors: 0,
  errorKinds: {},
  seen: [],
};
let measuring = false;
let live = 0;
const viewers: Viewer[] = [];
const now = () => performance.timeOrigin + performance.now();

function fail(kind: string): never {
  results.errors += 1;
  results.errorKinds[kind] = (results.errorKinds[kind] ?? 0) + 1;
  throw networkError(new Error(kind));
}

function fetchPage(viewer: Viewer, start: StartMessage, r: EventsRequest): Promise<EventsPage> {
  const query = `after_seq=${r.afterSeq}&limit=${r.limit}${r.waitMs > 0 ? `&wait_ms=${r.waitMs}` : ""}`;
  const path = `${start.base}/v3/organizations/bench/sessions/${viewer.spec.sessionId}/events?${query}`;
  const url = new URL(path);
  return new Promise<EventsPage>((done, reject) => {
    const send = () => {
      if (r.signal.aborted) {
        reject(networkError(new Error("aborted")));
        return;
      }
      results.requests += 1;
      const req = request(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          agent: viewer.agent,
          headers: { authorization: `Bearer ${start.key}`, accept: "application/json" },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const added = now() - Number(res.headers["x-sent-at"]);
            if (measuring && Number.isFinite(added)) {
              (viewer.spec.lone ? results.loneAdded : results.crowdAdded).push(added);
            }
            try {
              if (res.statusCode !== 200) fail(`status ${res.statusCode}`);
              done(JSON.parse(Buffer.concat(chunks).toString()) as EventsPage);
            } catch (error) {
              reject(error);
            }
          });
          res.on("error", () => reject(networkError(new Error("aborted"))));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (r.signal.aborted) reject(networkError(error));
        else {
          try {
            fail(error.code ?? "network");
          } catch (e) {
            reject(e);
          }
        }
      });
      r.signal.addEventListener("abort", () => req.destroy(), { once: true });
      req.end();
    };
    setTimeout(send, Math.random() * start.thinkMs);
  });
}

function begin(start: StartMessage): void {
  for (const spec of start.viewers) {
    const viewer: Viewer = {
      spec,
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
      events: new Map(),
      poller: null,
      live: false,
    };
    viewers.push(viewer);
    setTimeout(() => {
      viewer.poller = new EventPoller({
        fetchPage: (r) => fetchPage(viewer, start, r),
        onItems: (items: readonly SessionEvent[]) => {
          for (const e of items) viewer.events.set(e.seq, e.id);
        },
        waitMs: start.waitMs,
        onStatus: (status) => {
          if (status.phase !== "live" || viewer.live) return;
          viewer.live = true;
          live += 1;
          // Every viewer here has caught up and long-polls: the runner starts its clock from the last generator's word.
          if (live === viewers.length) process.send?.({ kind: "live" });
        },
      });
      viewer.poller.start();
    }, Math.random() * start.rampMs);
  }
}

function end(): void {
  for (const viewer of viewers) {
    viewer.poller?.dispose();
    viewer.agent.destroy();
    const events = [...viewer.events.entries()].sort((a, b) => a[0] - b[0]).map(([seq, id]) => `${seq}:${id}`);
    results.seen.push({ sessionId: viewer.spec.sessionId, events: events.join(",") });
  }
  process.send?.(results, () => process.exit(0));
}

process.send?.({ kind: "ready" });
process.on("message", (message: Message) => {
  if (message.kind === "start") begin(message);
  else if (message.kind === "measure") measuring = true;
  else end();
});
