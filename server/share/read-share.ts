import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { ProxyMetrics } from "../metrics.ts";
import { statusClass } from "../metrics.ts";
import type { AnswerSink } from "./answer-sink.ts";
import { Flight, type FlightHost, type FlightLimits } from "./flight.ts";
import { type ReadIdentity, readIdentity } from "./read-key.ts";
import { isLongPoll, type Route, routeOf } from "./routes.ts";

export interface ShareOptions {
  /** Identical GETs in flight at once become one request to the service. */
  enabled: boolean;
  /** How old a reused answer may be (self, sessions list, Machines, a session); 0: no reuse. */
  ttlMs: number;
  /** The upstream's base path, in front of every proxied path. */
  basePath: string;
  metrics: ProxyMetrics;
  limits?: Partial<FlightLimits>;
  now?: () => number;
}

/** One proxied request as the proxy is about to send it. */
export interface ProxiedRequest {
  res: ServerResponse;
  method: string;
  /** As sent upstream: base path, API path, query. */
  path: string;
  /** The request head exactly as it goes upstream. */
  head: string;
  hasBody: boolean;
}

/** Starts one request to the service, writing its answer to `sink`. */
export type StartUpstream = (sink: AnswerSink) => void;

interface Stored {
  at: number;
  status: number;
  head: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
  body: Buffer;
}

const DEFAULT_LIMITS: FlightLimits = { viewerBufferBytes: 1 << 20, retainBytes: 4 << 20 };
/** Reused answers kept at most (they expire within SHARE_TTL_MS anyway). */
const MAX_STORED = 5_000;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The proxy's reads, shared (issue 45): a GET that is already in flight with the same identity
 * (read-key.ts) joins it; a recent answer to a reusable read (routes.ts) is given again for up to
 * `ttlMs`. Never across keys; a write with a key drops that key's reused answers and lets its
 * next reads start afresh, so the writer sees the change at once. Counts what it does (metrics.ts).
 */
export class ReadShare implements FlightHost {
  private readonly flights = new Map<string, Flight>();
  /** Reused answers by Authorization, then by identity. */
  private readonly stored = new Map<string, Map<string, Stored>>();
  private storedCount = 0;
  private readonly writes = new Map<string, number>();
  private readonly limits: FlightLimits;
  private readonly now: () => number;

  constructor(private readonly options: ShareOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.now = options.now ?? (() => performance.now());
  }

  handle(r: ProxiedRequest, start: StartUpstream): void {
    const q = r.path.indexOf("?");
    const route = routeOf(r.path.slice(this.options.basePath.length, q === -1 ? undefined : q));
    const longPoll = r.method === "GET" && q !== -1 && isLongPoll(r.path.slice(q));
    const id = readIdentity(r.head);
    const shareable = this.options.enabled && r.method === "GET" && !r.hasBody;
    this.observe(r.res, route, longPoll, !shareable);
    if (!shareable) {
      if (WRITES.has(r.method)) {
        // Before (reads racing it start afresh) and after (reads that began meanwhile are not kept).
        this.wrote(id.auth);
        r.res.once("close", () => this.wrote(id.auth));
      }
      start(r.res);
      return;
    }
    const stored = this.fresh(id, route);
    if (stored) {
      this.options.metrics.sharedRequests.inc({ route: route.template, how: "reused" });
      r.res.writeHead(stored.status, stored.head);
      r.res.end(stored.body);
      return;
    }
    if (this.flights.get(id.key)?.join(r.res)) {
      this.options.metrics.sharedRequests.inc({ route: route.template, how: "joined" });
      return;
    }
    const flight = new Flight(id, this.writes.get(id.auth) ?? 0, route.reuse && !longPoll, this.limits, this);
    this.flights.set(id.key, flight);
    flight.join(r.res);
    this.upstream(flight, route, longPoll);
    start(flight);
  }

  /** A flight takes no one else (answered, broken, abandoned or too long to replay); keeps a reusable answer. */
  settled(flight: Flight): void {
    const { key, auth } = flight.identity;
    if (this.flights.get(key) === flight) this.flights.delete(key);
    if (!flight.reusable || !flight.ended || flight.status !== 200 || this.options.ttlMs <= 0) return;
    if ((this.writes.get(auth) ?? 0) !== flight.generation) return;
    const body = flight.body();
    if (!body) return;
    this.store(auth, key, { at: this.now(), status: flight.status, head: flight.head, body });
  }

  /** Browsers waiting on open flights (for tests). */
  get waiting(): number {
    let n = 0;
    for (const flight of this.flights.values()) n += flight.viewers.size;
    return n;
  }

  private wrote(auth: string): void {
    this.writes.set(auth, (this.writes.get(auth) ?? 0) + 1);
    const mine = this.stored.get(auth);
    if (mine) {
      this.storedCount -= mine.size;
      this.stored.delete(auth);
    }
    for (const [key, flight] of this.flights) if (flight.identity.auth === auth) this.flights.delete(key);
  }

  private fresh(id: ReadIdentity, route: Route): Stored | undefined {
    if (!route.reuse || this.options.ttlMs <= 0) return undefined;
    const mine = this.stored.get(id.auth);
    const hit = mine?.get(id.key);
    if (!hit) return undefined;
    if (this.now() - hit.at <= this.options.ttlMs) return hit;
    mine?.delete(id.key);
    this.storedCount -= 1;
    return undefined;
  }

  private store(auth: string, key: string, answer: Stored): void {
    if (this.storedCount >= MAX_STORED) this.prune();
    let mine = this.stored.get(auth);
    if (!mine) {
      mine = new Map();
      this.stored.set(auth, mine);
    }
    if (!mine.has(key)) this.storedCount += 1;
    mine.set(key, answer);
  }

  /** Drops expired answers; everything when that is not enough (a burst of distinct reads). */
  private prune(): void {
    const now = this.now();
    for (const [auth, mine] of this.stored) {
      for (const [key, answer] of mine) {
        if (now - answer.at > this.options.ttlMs) {
          mine.delete(key);
          this.storedCount -= 1;
        }
      }
      if (mine.size === 0) this.stored.delete(auth);
    }
    if (this.storedCount >= MAX_STORED) {
      this.stored.clear();
      this.storedCount = 0;
    }
  }

  /** One request to the service: counted, timed, and held while it is a long poll. */
  private upstream(sink: Flight, route: Route, longPoll: boolean): void {
    const m = this.options.metrics;
    const began = this.now();
    m.upstreamRequests.inc({ route: route.template, method: "GET" });
    if (longPoll) m.heldLongPolls.inc({ side: "upstream" });
    sink.once("close", () => {
      if (longPoll) m.heldLongPolls.dec({ side: "upstream" });
      m.upstreamSeconds.observe({ route: route.template }, (this.now() - began) / 1000);
    });
  }

  /** A browser's request: its answer's class and time; `direct`: it is also a request of its own to the service. */
  private observe(res: ServerResponse, route: Route, longPoll: boolean, direct: boolean): void {
    const m = this.options.metrics;
    const began = this.now();
    if (longPoll) m.heldLongPolls.inc({ side: "viewer" });
    if (direct) {
      m.upstreamRequests.inc({ route: route.template, method: res.req.method ?? "GET" });
      if (longPoll) m.heldLongPolls.inc({ side: "upstream" });
    }
    res.once("close", () => {
      const seconds = (this.now() - began) / 1000;
      if (longPoll) m.heldLongPolls.dec({ side: "viewer" });
      if (direct) {
        if (longPoll) m.heldLongPolls.dec({ side: "upstream" });
        m.upstreamSeconds.observe({ route: route.template }, seconds);
      }
      m.answers.inc({ route: route.template, class: statusClass(res.statusCode, res.writableFinished) });
      m.answerSeconds.observe({ route: route.template }, seconds);
    });
  }
}
