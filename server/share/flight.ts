import { EventEmitter } from "node:events";
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { AnswerSink } from "./answer-sink.ts";
import type { ReadIdentity } from "./read-key.ts";

export interface FlightLimits {
  /** Bytes a browser may have waiting unsent; past it that browser alone is cut. */
  viewerBufferBytes: number;
  /** Body bytes kept for late joiners and reuse; a longer answer is passed on but not kept. */
  retainBytes: number;
}

/** The one who keeps the open flights: told when a flight can take no one else any more. */
export interface FlightHost {
  settled(flight: Flight): void;
}

type Head = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/**
 * One request to the service answering every browser that asked the same at the same time. The
 * proxy writes the service's answer here as it would to one browser; each browser gets it as it
 * came (status, headers, body, or the proxy's own 502/504). Writing never says "wait": a browser
 * that reads slowly gets its bytes buffered up to `viewerBufferBytes`, then is cut alone. When the
 * last browser leaves, "close" tells the proxy to cancel the request.
 */
export class Flight extends EventEmitter implements AnswerSink {
  readonly viewers = new Set<ServerResponse>();
  status = 0;
  head: Head;
  /** The body so far, while it fits in `retainBytes` (`retained`). */
  chunks: Buffer[] = [];
  retained = true;
  headersSent = false;
  destroyed = false;
  ended = false;
  private retainedBytes = 0;
  private keepAlive = true;
  private readonly onViewerClose: (this: ServerResponse) => void;
  private readonly onViewerDrain: () => void;

  constructor(
    readonly identity: ReadIdentity,
    /** Write generation of its key when it started: a write since makes its answer unfit for reuse. */
    readonly generation: number,
    /** Its answer may be given again for SHARE_TTL_MS (a reusable route, not a long poll). */
    readonly reusable: boolean,
    private readonly limits: FlightLimits,
    private readonly host: FlightHost,
  ) {
    super();
    const flight = this;
    this.onViewerClose = function (this: ServerResponse) {
      flight.leave(this);
    };
    // Any browser with room again lets the proxy read on (it listens for "drain" once it was told to wait).
    this.onViewerDrain = () => this.emit("drain");
  }

  get shouldKeepAlive(): boolean {
    return this.keepAlive;
  }

  set shouldKeepAlive(value: boolean) {
    this.keepAlive = value;
    for (const viewer of this.viewers) viewer.shouldKeepAlive = value;
  }

  /** Adds a browser, catching it up on what has arrived; false when the answer can no longer be given whole. */
  join(res: ServerResponse): boolean {
    if (this.ended || this.destroyed || (this.headersSent && !this.retained)) return false;
    this.viewers.add(res);
    res.on("close", this.onViewerClose);
    res.on("drain", this.onViewerDrain);
    if (!this.keepAlive) res.shouldKeepAlive = false;
    if (this.headersSent) {
      res.writeHead(this.status, this.head);
      for (const chunk of this.chunks) this.pass(res, chunk);
    }
    return true;
  }

  writeHead(status: number, head?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    // A header node will not send throws here for the first browser alike: the proxy then answers 502.
    for (const viewer of this.viewers) viewer.writeHead(status, head);
    this.status = status;
    this.head = head;
    this.headersSent = true;
    return this;
  }

  /**
   * "Wait" only when no browser has room: the service is read at the pace of the fastest, so one
   * slow browser never holds back the others (it is cut at its bound instead), and a lone one gets
   * the usual backpressure.
   */
  write(chunk: Buffer): boolean {
    this.keep(chunk);
    let room = this.viewers.size === 0;
    for (const viewer of this.viewers) room = this.pass(viewer, chunk) || room;
    return room;
  }

  end(chunk?: Buffer | string): this {
    if (this.ended || this.destroyed) return this;
    const last = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    if (last) this.keep(last);
    this.ended = true;
    for (const viewer of this.viewers) {
      if (last) viewer.end(last);
      else viewer.end();
    }
    this.host.settled(this);
    this.emit("close");
    return this;
  }

  /** The answer broke mid-way: every browser's connection breaks too, or it would take a cut body as whole. */
  destroy(): this {
    if (this.destroyed || this.ended) return this;
    this.destroyed = true;
    for (const viewer of this.viewers) viewer.destroy();
    this.host.settled(this);
    this.emit("close");
    return this;
  }

  /** The whole body, when it was kept. */
  body(): Buffer | null {
    return this.retained ? Buffer.concat(this.chunks) : null;
  }

  private keep(chunk: Buffer): void {
    if (!this.retained) return;
    this.retainedBytes += chunk.length;
    if (this.retainedBytes > this.limits.retainBytes) {
      this.retained = false;
      this.chunks = [];
      // Too long to replay: later browsers get a request of their own.
      this.host.settled(this);
      return;
    }
    this.chunks.push(chunk);
  }

  /** Writes to one browser; true when it has room for more. */
  private pass(viewer: ServerResponse, chunk: Buffer): boolean {
    if (viewer.write(chunk)) return true;
    if (viewer.writableLength > this.limits.viewerBufferBytes) {
      this.viewers.delete(viewer);
      viewer.destroy();
      if (this.viewers.size === 0) this.abandon();
    }
    return false;
  }

  private leave(viewer: ServerResponse): void {
    if (!this.viewers.delete(viewer) || this.ended || this.destroyed) return;
    if (this.viewers.size === 0) this.abandon();
  }

  /** Nobody waits any more: the proxy cancels the request to the service. */
  private abandon(): void {
    this.destroyed = true;
    this.host.settled(this);
    this.emit("close");
  }
}
