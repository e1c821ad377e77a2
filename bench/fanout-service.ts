import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The service side of `npm run bench:fanout`: running sessions that each hold a history and add an
 * event now and then, answering the events long poll as spec §4.3 says (after_seq, limit, wait_ms
 * held in real milliseconds: the bench runs the app's pattern sped up). Every answer carries
 * `x-sent-at` (epoch ms) so a viewer can tell the time the proxy added; requests are counted per session.
 */
export interface FanoutService {
  url: string;
  /** Events requests per session, with when they arrived (performance.now()). */
  requests: Map<string, number[]>;
  /** The whole event list of a session, as a lone viewer reading straight from the service gets it. */
  events(sessionId: string): string;
  close(): Promise<void>;
}

interface BenchEvent {
  seq: number;
  id: string;
  type: string;
  text: string;
  data: null;
  created_at: string;
}

interface Session {
  id: string;
  events: BenchEvent[];
  waiters: Set<() => void>;
}

export interface ServiceOptions {
  sessionIds: readonly string[];
  history: number;
  /** Mean real ms between a session's new events (each session at its own offset). */
  eventEveryMs: number;
  /** No new events after this many real ms, so every viewer can reach the end. */
  emitForMs: number;
  seed: number;
}

/** A small deterministic generator: the same schedule every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sentAt = () => (performance.timeOrigin + performance.now()).toFixed(3);

function add(session: Session, text: string): void {
  const seq = session.events.length;
  session.events.push({
    seq,
    id: `evt_${session.id}_${seq}`,
    type: "assistant",
    text,
    data: null,
    created_at: "2026-11-28T06:00:00.000Z",
  });
  for (const wake of [...session.waiters]) wake();
}

function page(session: Session, after: number, limit: number) {
  const items = session.events.filter((e) => e.seq > after).slice(0, limit);
  const next = items.length > 0 ? (items[items.length - 1] as BenchEvent).seq : after;
  return JSON.stringify({ session: { id: session.id, status: "running" }, items, next_seq: next });
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "application/json", "x-sent-at": sentAt() });
  res.end(body);
}

const EVENTS = /^\/v3\/organizations\/[^/]+\/sessions\/([^/]+)\/events$/;

export async function startFanoutService(o: ServiceOptions): Promise<FanoutService> {
  const random = mulberry32(o.seed);
  const sessions = new Map<string, Session>();
  const requests = new Map<string, number[]>();
  const timers: NodeJS.Timeout[] = [];
  const started = performance.now();
  for (const id of o.sessionIds) {
    const session: Session = { id, events: [], waiters: new Set() };
    for (let k = 0; k < o.history; k += 1) add(session, `history ${k}`);
    sessions.set(id, session);
    requests.set(id, []);
    // Each session at its own pace: a random first offset, then about every eventEveryMs.
    const tick = (at: number) => {
      if (at > o.emitForMs) return;
      timers.push(
        setTimeout(
          () => {
            add(session, `live at ${Math.round(at)}`);
            tick(at + o.eventEveryMs * (0.5 + random()));
          },
          Math.max(0, started + at - performance.now()),
        ),
      );
    };
    tick(o.eventEveryMs * random());
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://service");
    const id = EVENTS.exec(url.pathname)?.[1];
    const session = id ? sessions.get(id) : undefined;
    if (!session) {
      answer(res, 404, JSON.stringify({ error: { type: "session_not_found", message: "no such session" } }));
      return;
    }
    requests.get(session.id)?.push(performance.now());
    const after = Number(url.searchParams.get("after_seq") ?? "-1");
    const limit = Math.min(1_000, Number(url.searchParams.get("limit") ?? "200"));
    const waitMs = Math.min(20_000, Number(url.searchParams.get("wait_ms") ?? "0"));
    if (waitMs <= 0 || session.events.length - 1 > after) {
      answer(res, 200, page(session, after, limit));
      return;
    }
    const done = () => {
      clearTimeout(timer);
      session.waiters.delete(done);
      if (!res.destroyed) answer(res, 200, page(session, after, limit));
    };
    const timer = setTimeout(done, waitMs);
    session.waiters.add(done);
    res.on("close", () => {
      clearTimeout(timer);
      session.waiters.delete(done);
    });
  };

  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => handle(req, res));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen({ port: 0, host: "127.0.0.1", backlog: 4096 }, done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events: (sessionId) => (sessions.get(sessionId)?.events ?? []).map((e) => `${e.seq}:${e.id}`).join(","),
    close: () =>
      new Promise<void>((done) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sessions.values()) for (const wake of [...s.waiters]) wake();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
