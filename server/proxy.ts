import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { roleBearerOf } from "./auth/request-role.ts";
import { basePathOf, type ServerConfig } from "./config.ts";
import type { ResponseHead } from "./http1-response.ts";
import { admit, headersObject, sendError } from "./proxy-gate.ts";
import { type BodyFraming, requestHead, requestIdOf, responseHeaders } from "./proxy-headers.ts";
import type { AnswerSink } from "./share/answer-sink.ts";
import type { ReadShare } from "./share/read-share.ts";
import { type Connection, connectionOf, UpstreamPool } from "./upstream-pool.ts";

/**
 * `/api/* → SVC_BASE_URL/*`: bodies stream both ways without buffering, so a held long poll costs
 * two sockets and a few kilobytes. Failures answer in the API's own error shape (spec §7) so the app
 * explains them like any other service error.
 *
 * Built for thousands of held long polls in one process (`npm run bench:proxy`): the upstream side
 * is a pool of kept-alive sockets read by a strict HTTP/1.1 reader (http1-response.ts) rather than
 * node's http client, which cost twice the server side's CPU per request and most of its memory;
 * socket events go to shared handlers wired once per connection, headers go out as one string or
 * one flat list, and one sweep a second enforces the upstream timeout instead of a timer per request.
 * undici 7 (`Pool` + `dispatch`) was measured in its place (bench/proxy-undici.ts, docs/operations.md
 * "Benchmarks"): more CPU and memory per held poll, and it let `Transfer-Encoding: chunked, chunked` through.
 */
export type ProxyConfig = Pick<ServerConfig, "upstream" | "apiKey" | "orgId" | "upstreamTimeoutMs" | "trustProxy">;

export interface ProxyOptions {
  /** Sent on every proxied answer (security headers); the service cannot override them. */
  headers?: Readonly<Record<string, string>>;
  /** True once shutdown began: answers then close their connection instead of keeping it. */
  draining?: () => boolean;
  /** Identical reads shared and reused (server/share/); without it every request goes upstream on its own. */
  share?: ReadShare;
}

export interface ApiProxy {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Closes pooled upstream connections and stops the timeout sweep (at shutdown). */
  close(): void;
}

/** Upstream connections kept idle at most, like nginx's `keepalive 1024`. */
const MAX_IDLE = 1024;
const IDLE_TIMEOUT_MS = 30_000;

/** One proxied request; the shared handlers below find it through its socket or its response. */
interface Exchange {
  proxy: ProxyState;
  req: IncomingMessage;
  /** The browser's response, or a shared read passing the answer on to several (server/share/flight.ts). */
  res: AnswerSink;
  conn: Connection<Exchange> | null;
  method: string;
  path: string;
  /** The request head, kept for the one retry a reused connection may need. */
  head: string;
  body: BodyFraming;
  requestId: string;
  /** The answer's connection may carry the next request, and for how long the service keeps it. */
  keepAlive: boolean;
  keepAliveS: number | null;
  requestSent: boolean;
  /** The latest body bytes, held back until it is known whether they end the answer (then one write with end). */
  pending: Buffer | null;
  received: boolean;
  finished: boolean;
  retried: boolean;
  timedOut: boolean;
  bodyPaused: boolean;
  drainWired: boolean;
  /** When the service last sent something for it (or it was sent), on the sweep's coarse clock. */
  quietSince: number;
  /** The answer's head (after any 1xx) has arrived. */
  headRead: boolean;
  /** When the request was through (its body included): the head must be complete within the timeout of it. */
  sentAt: number;
}

interface ProxyState {
  pool: UpstreamPool<Exchange>;
  timeoutMs: number;
  /** performance.now() at the last sweep: precise enough for a timeout of many seconds, and free to read. */
  clock: number;
  /** Security headers as a flat list, and their names. */
  fixed: string[];
  fixedNames: Set<string>;
  draining: () => boolean;
  log: (line: string) => void;
  active: Set<Exchange>;
}

const EXCHANGE = Symbol("exchange");
type Carrier = { [EXCHANGE]?: Exchange };
const exchangeOf = (carrier: object): Exchange => (carrier as Carrier)[EXCHANGE] as Exchange;

function send(ex: Exchange): void {
  const conn = ex.proxy.pool.acquire(ex, ex.retried);
  ex.conn = conn;
  ex.received = false;
  ex.quietSince = performance.now();
  ex.headRead = false;
  conn.reader.reset(ex.method);
  conn.socket.write(ex.head, "latin1");
  if (ex.body === "none") sent(ex);
}

function sent(ex: Exchange): void {
  ex.requestSent = true;
  ex.sentAt = performance.now();
}

function onHead(ex: Exchange, head: ResponseHead): void {
  const { res, proxy } = ex;
  ex.headRead = true;
  ex.keepAlive = head.keepAlive;
  ex.keepAliveS = head.keepAliveS;
  // During shutdown a held poll's answer also closes its connection, so the drain ends with it.
  if (proxy.draining()) res.shouldKeepAlive = false;
  const headers = responseHeaders(proxy.fixed, proxy.fixedNames, head.headers, ex.requestId);
  try {
    res.writeHead(head.status, headers as unknown as OutgoingHttpHeaders);
  } catch (error) {
    // A header value node will not send: the answer cannot be passed on as it is.
    if (ex.conn) broken(ex, ex.conn, `unsendable header (${(error as Error).message})`);
  }
}

function onBody(ex: Exchange, chunk: Buffer): void {
  flush(ex);
  ex.pending = chunk;
}

/** Writes held-back body bytes; stops reading the service while the browser's socket is full. */
function flush(ex: Exchange): void {
  const chunk = ex.pending;
  if (!chunk) return;
  ex.pending = null;
  if (ex.res.write(chunk) || !ex.conn) return;
  ex.conn.socket.pause();
  if (!ex.drainWired) {
    ex.drainWired = true;
    ex.res.on("drain", onClientDrain);
  }
}

function onClientDrain(this: AnswerSink): void {
  exchangeOf(this).conn?.socket.resume();
}

/** The whole answer is through: the connection goes back to the pool if it can carry another request. */
function complete(ex: Exchange, conn: Connection<Exchange>): void {
  ex.finished = true;
  ex.conn = null;
  ex.proxy.active.delete(ex);
  if (ex.keepAlive && ex.requestSent && conn.reader.leftover === 0) ex.proxy.pool.release(conn, ex.keepAliveS);
  else ex.proxy.pool.destroy(conn);
  // A small answer arrives in one read: head and body then leave in one write.
  const last = ex.pending;
  ex.pending = null;
  if (last) ex.res.end(last);
  else ex.res.end();
}

/** The connection failed this request: once more on another for a read that got nothing back, else an error answer. */
function broken(ex: Exchange, conn: Connection<Exchange>, reason: string): void {
  ex.conn = null;
  ex.proxy.pool.destroy(conn);
  if (ex.finished) return;
  // A pooled connection the service closed just as it was reused: the request never reached it.
  const safe = ex.method === "GET" || ex.method === "HEAD";
  if (safe && ex.body === "none" && conn.reused && !ex.received && !ex.retried && !ex.timedOut) {
    ex.retried = true;
    send(ex);
    return;
  }
  ex.finished = true;
  ex.proxy.active.delete(ex);
  const { res } = ex;
  if (res.headersSent || res.destroyed) {
    // Mid-answer: the browser's connection breaks too, or it would take a cut body as whole.
    res.destroy();
    return;
  }
  const status = ex.timedOut ? 504 : 502;
  ex.proxy.log(`proxy: ${status} ${ex.method} ${ex.path.split("?")[0]} (${reason}) request_id=${ex.requestId}`);
  const headers = { ...headersObject(ex.proxy.fixed), "x-request-id": ex.requestId };
  if (ex.timedOut) sendError(res, 504, "upstream_timeout", "The service did not answer in time.", headers);
  // No upstream detail in the body: it may name internal hosts.
  else sendError(res, 502, "upstream_unavailable", "The service could not be reached.", headers);
}

// Socket handlers, wired once per upstream connection.

function onSocketData(this: Socket, chunk: Buffer): void {
  const conn = connectionOf<Exchange>(this);
  const ex = conn.exchange;
  if (!ex) {
    // The service spoke on an idle connection: nothing can be trusted on it any more.
    exchangeLessClose(conn);
    return;
  }
  ex.received = true;
  ex.quietSince = ex.proxy.clock;
  const state = conn.reader.push(chunk);
  // The head may already have ended this exchange (a header node would not send).
  if (conn.exchange !== ex) return;
  if (state === "done") complete(ex, conn);
  else if (state === "error") broken(ex, conn, `bad answer: ${conn.reader.error}`);
  else flush(ex);
}

function onSocketEnd(this: Socket): void {
  const conn = connectionOf<Exchange>(this);
  if (!conn.exchange) exchangeLessClose(conn);
}

function onSocketError(this: Socket, error: NodeJS.ErrnoException): void {
  connectionOf<Exchange>(this).lastError = error.code ?? error.message;
}

function onSocketClose(this: Socket): void {
  const conn = connectionOf<Exchange>(this);
  const ex = conn.exchange;
  if (!ex) {
    exchangeLessClose(conn);
    return;
  }
  if (conn.reader.end() === "done") complete(ex, conn);
  else broken(ex, conn, ex.timedOut ? "timeout" : (conn.lastError ?? conn.reader.error));
}

function onSocketDrain(this: Socket): void {
  const ex = connectionOf<Exchange>(this).exchange;
  if (ex?.bodyPaused) {
    ex.bodyPaused = false;
    ex.req.resume();
  }
}

/** An idle connection the service closed or spoke on: out of the pool. */
function exchangeLessClose(conn: Connection<Exchange>): void {
  conn.pool.destroy(conn);
}

function wire(socket: Socket): void {
  socket.on("data", onSocketData);
  socket.on("end", onSocketEnd);
  socket.on("error", onSocketError);
  socket.on("close", onSocketClose);
  socket.on("drain", onSocketDrain);
}

// Browser-side handlers, wired per request on objects node creates per request anyway.

function onRequestData(this: IncomingMessage, chunk: Buffer): void {
  const ex = exchangeOf(this);
  const socket = ex.conn?.socket;
  if (!socket || ex.finished) return;
  let flushed: boolean;
  if (ex.body === "chunked") {
    socket.cork();
    socket.write(`${chunk.length.toString(16)}\r\n`);
    socket.write(chunk);
    flushed = socket.write("\r\n");
    socket.uncork();
  } else flushed = socket.write(chunk);
  if (!flushed) {
    ex.bodyPaused = true;
    this.pause();
  }
}

function onRequestEnd(this: IncomingMessage): void {
  const ex = exchangeOf(this);
  if (ex.finished || !ex.conn) return;
  if (ex.body === "chunked") ex.conn.socket.write("0\r\n\r\n");
  sent(ex);
}

/** The browser gave up (navigated away, aborted a poll), or the answer is done. */
function onClientClose(this: AnswerSink): void {
  const ex = exchangeOf(this);
  ex.proxy.active.delete(ex);
  if (ex.finished) return;
  ex.finished = true;
  if (ex.conn) {
    const conn = ex.conn;
    ex.conn = null;
    ex.proxy.pool.destroy(conn);
  }
}

/**
 * The upstream timeout is silence, not total time: a long poll streams nothing until it answers,
 * then its body flows. Arriving bytes stamp their exchange with the sweep's clock; one sweep then
 * compares stamps instead of a timer per request. The head, though, must be whole within the
 * timeout of the request being sent, however its bytes trickle in (one a second, or 1xx after 1xx),
 * or the service could hold an exchange forever. A timeout fires between `timeoutMs` and
 * `timeoutMs` + two sweep intervals.
 */
function sweep(proxy: ProxyState): void {
  const now = performance.now();
  proxy.clock = now;
  for (const ex of proxy.active) {
    const conn = ex.conn;
    if (!conn) continue;
    if (now - ex.quietSince >= proxy.timeoutMs) {
      ex.timedOut = true;
      broken(ex, conn, "timeout");
    } else if (!ex.headRead && ex.requestSent && now - ex.sentAt >= proxy.timeoutMs) {
      ex.timedOut = true;
      broken(ex, conn, "head not complete in time");
    }
  }
  proxy.pool.expire(now);
}

/** One request to the service, its answer written to `sink` (a browser's response or a shared read). */
function start(
  proxy: ProxyState,
  req: IncomingMessage,
  res: AnswerSink,
  request: Pick<Exchange, "method" | "path" | "head" | "body" | "requestId">,
): void {
  const { body } = request;
  const ex: Exchange = {
    proxy,
    req,
    res,
    conn: null,
    method: request.method,
    path: request.path,
    head: request.head,
    body,
    requestId: request.requestId,
    keepAlive: false,
    keepAliveS: null,
    requestSent: false,
    pending: null,
    received: false,
    finished: false,
    retried: false,
    timedOut: false,
    bodyPaused: false,
    drainWired: false,
    quietSince: 0,
    headRead: false,
    sentAt: 0,
  };
  (res as Carrier)[EXCHANGE] = ex;
  res.on("close", onClientClose);
  proxy.active.add(ex);
  if (body !== "none") {
    (req as Carrier)[EXCHANGE] = ex;
    req.on("data", onRequestData);
    req.on("end", onRequestEnd);
  }
  send(ex);
}

export function createProxy(config: ProxyConfig, log: (line: string) => void, options: ProxyOptions = {}): ApiProxy {
  const upstream = config.upstream;
  const refuse = (res: ServerResponse, status: number, error: string, message: string) =>
    sendError(res, status, error, message, { ...options.headers });
  if (!upstream) {
    return {
      handle: (_req, res) =>
        refuse(res, 404, "not_configured", "This dashboard has no service configured (SVC_BASE_URL)."),
      close: () => {},
    };
  }
  const fixedEntries = Object.entries(options.headers ?? {});
  const pool = new UpstreamPool<Exchange>({
    upstream,
    maxIdle: MAX_IDLE,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    wire,
    sink: (conn) => ({
      head: (head) => {
        if (conn.exchange) onHead(conn.exchange, head);
      },
      body: (chunk) => {
        if (conn.exchange) onBody(conn.exchange, chunk);
      },
    }),
  });
  const proxy: ProxyState = {
    pool,
    timeoutMs: config.upstreamTimeoutMs,
    clock: performance.now(),
    fixed: fixedEntries.flat(),
    fixedNames: new Set(fixedEntries.map(([name]) => name.toLowerCase())),
    draining: options.draining ?? (() => false),
    log,
    active: new Set(),
  };
  const timer = setInterval(() => sweep(proxy), Math.min(1_000, Math.max(50, config.upstreamTimeoutMs / 4)));
  timer.unref();
  const basePath = basePathOf(upstream);
  const bearer = config.apiKey ? `Bearer ${config.apiKey}` : null;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const admitted = admit(req, res, config, basePath, options.headers);
    if (!admitted) return;
    const { method, path } = admitted;
    const requestId = requestIdOf(req);
    // Signed in (server/auth): the role's key, and only it, whatever the browser sent.
    const roleBearer = roleBearerOf(req);
    const own = roleBearer
      ? { host: upstream.host, requestId, bearer: roleBearer, replaceAuthorization: true }
      : { host: upstream.host, requestId, bearer };
    const { head, body } = requestHead(req, method, path, own);
    const forward = (sink: AnswerSink) => start(proxy, req, sink, { method, path, head, body, requestId });
    if (options.share) options.share.handle({ res, method, path, head, hasBody: body !== "none" }, forward);
    else forward(res);
  };

  return {
    handle,
    close: () => {
      clearInterval(timer);
      pool.destroyAll();
    },
  };
}
