import { connect, isIP, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { ResponseReader, type ResponseSink } from "./http1-response.ts";

/**
 * Kept-alive connections to the service, reused last-in first-out (like nginx's `keepalive`):
 * a held long poll owns one while it waits, and gives it back when its answer is through.
 */
export interface Connection<X> {
  pool: UpstreamPool<X>;
  socket: Socket;
  /** Reads this connection's answers; reset for every request. */
  reader: ResponseReader;
  /** The request it carries, or null while idle in the pool. */
  exchange: X | null;
  /** It carried an earlier request: a reuse can meet a close the service sent meanwhile. */
  reused: boolean;
  /** The last socket error's code (the `close` that follows reports it). */
  lastError: string | null;
  idleSince: number;
  idleLimitMs: number;
}

export interface PoolOptions<X> {
  upstream: URL;
  /** Idle connections kept at most; more are closed. */
  maxIdle: number;
  /** Longest idle time; the service's `Keep-Alive: timeout` shortens it. */
  idleTimeoutMs: number;
  /** Once per new connection: attach its socket's event handlers. */
  wire(socket: Socket): void;
  /** Where its reader sends heads and body bytes. */
  sink(conn: Connection<X>): ResponseSink;
}

const CONNECTION = Symbol("connection");

export function connectionOf<X>(socket: Socket): Connection<X> {
  return (socket as Socket & { [CONNECTION]: Connection<X> })[CONNECTION];
}

export class UpstreamPool<X> {
  private readonly idle: Connection<X>[] = [];
  private readonly host: string;
  private readonly port: number;
  private readonly tls: boolean;

  constructor(private readonly options: PoolOptions<X>) {
    const { upstream } = options;
    this.tls = upstream.protocol === "https:";
    this.host = upstream.hostname.replace(/^\[|\]$/g, "");
    this.port = Number(upstream.port) || (this.tls ? 443 : 80);
  }

  get idleCount(): number {
    return this.idle.length;
  }

  /**
   * The newest idle connection still within its idle limit, or a new one. `fresh`: always a new one
   * (a retry after a reused connection failed: the others idle since the same burst may be as stale).
   */
  acquire(exchange: X, fresh = false): Connection<X> {
    const now = fresh || this.idle.length === 0 ? 0 : performance.now();
    for (let conn = fresh ? undefined : this.idle.pop(); conn; conn = this.idle.pop()) {
      // One the service has half-closed in the meantime is no use, nor one past its idle limit that
      // the sweep has not reached yet (on a busy machine timers run late; the service does not wait).
      if (conn.socket.destroyed || !conn.socket.writable || now - conn.idleSince >= conn.idleLimitMs) {
        conn.socket.destroy();
        continue;
      }
      conn.reused = true;
      conn.exchange = exchange;
      return conn;
    }
    const conn = this.open();
    conn.exchange = exchange;
    return conn;
  }

  /** Back to the pool after a complete answer, or closed when the pool is full or the service said so. */
  release(conn: Connection<X>, keepAliveS: number | null): void {
    conn.exchange = null;
    const limit =
      keepAliveS === null ? this.options.idleTimeoutMs : Math.min(this.options.idleTimeoutMs, keepAliveS * 1000 - 1000);
    if (limit <= 0 || this.idle.length >= this.options.maxIdle || conn.socket.destroyed) {
      conn.socket.destroy();
      return;
    }
    conn.idleLimitMs = limit;
    conn.idleSince = performance.now();
    this.idle.push(conn);
  }

  /** Closes a connection, idle or not; it is never handed out again. */
  destroy(conn: Connection<X>): void {
    conn.exchange = null;
    const at = this.idle.indexOf(conn);
    if (at !== -1) this.idle.splice(at, 1);
    conn.socket.destroy();
  }

  /** Closes connections idle past their limit (called by the proxy's sweep). */
  expire(now: number): void {
    for (let i = this.idle.length - 1; i >= 0; i -= 1) {
      const conn = this.idle[i] as Connection<X>;
      if (now - conn.idleSince >= conn.idleLimitMs) {
        this.idle.splice(i, 1);
        conn.socket.destroy();
      }
    }
  }

  destroyAll(): void {
    for (const conn of this.idle.splice(0)) conn.socket.destroy();
  }

  private open(): Connection<X> {
    const socket = this.tls
      ? tlsConnect({
          host: this.host,
          port: this.port,
          servername: isIP(this.host) ? undefined : this.host,
          ALPNProtocols: ["http/1.1"],
        })
      : connect({ host: this.host, port: this.port });
    // No TCP keep-alive probes: the proxy's timeout sweep ends a request the service stays silent on,
    // and idle connections are closed after IDLE_TIMEOUT_MS (each option is a syscall per connection).
    socket.setNoDelay(true);
    const conn: Connection<X> = {
      pool: this,
      socket,
      reader: null as unknown as ResponseReader,
      exchange: null,
      reused: false,
      lastError: null,
      idleSince: 0,
      idleLimitMs: 0,
    };
    conn.reader = new ResponseReader(this.options.sink(conn));
    (socket as Socket & { [CONNECTION]: Connection<X> })[CONNECTION] = conn;
    this.options.wire(socket);
    return conn;
  }
}
