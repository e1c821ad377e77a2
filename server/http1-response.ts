/**
 * A strict, incremental HTTP/1.1 response reader for the proxy's upstream connections (RFC 9112).
 * Bytes go in as they arrive, in any split; out come the head (status and headers as received, one
 * flat [name, value, …] list) and the body's bytes without the chunked framing. Anything ambiguous
 * is refused rather than guessed at: both Content-Length and Transfer-Encoding, differing lengths,
 * any Transfer-Encoding but one `chunked` (`chunked, chunked` included), Transfer-Encoding on an
 * HTTP/1.0 answer, folded or malformed header lines, control characters, bare LF (found as soon as
 * it arrives, not when the head ends), an oversized head, more than MAX_INTERIM 1xx answers before
 * the real one. One reader per connection, `reset()` per request. How long a head may take to
 * arrive is the proxy's to bound (its timeout sweep), not the reader's.
 */
export interface ResponseHead {
  status: number;
  /** Header lines as received: [name, value, name, value, …]. */
  headers: string[];
  /** The connection may carry another request after this answer. */
  keepAlive: boolean;
  /** The service's `Keep-Alive: timeout=N` hint, in seconds. */
  keepAliveS: number | null;
}

export interface ResponseSink {
  head(head: ResponseHead): void;
  body(chunk: Buffer): void;
}

/** "more": keep feeding; "done": the answer is complete; "error": see `error`. */
export type ReadState = "more" | "done" | "error";

export const MAX_HEAD_BYTES = 64 * 1024;
/** Interim answers (100 Continue, 103 Early Hints…) skipped before the real one; more is an endless stream. */
export const MAX_INTERIM = 10;
const MAX_LINE_BYTES = 8 * 1024;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: [^\r\n]*)?$/;
/** Controls other than HTAB (obs-text, 0x80–0xff, is allowed in values). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}
/** A LF not preceded by CR: a head framed by bare LFs would otherwise wait for a CRLFCRLF that never comes. */
function hasBareLf(data: Buffer): boolean {
  for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) {
    if (i === 0 || data[i - 1] !== 13) return true;
  }
  return false;
}
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})[ \t]*(?:;.*)?$/;

const Phase = {
  Head: 0,
  Length: 1,
  ChunkSize: 2,
  ChunkData: 3,
  ChunkEnd: 4,
  Trailers: 5,
  UntilClose: 6,
  Done: 7,
  Failed: 8,
} as const;
type Phase = (typeof Phase)[keyof typeof Phase];

export class ResponseReader {
  error = "";
  /** Bytes that arrived after the answer was complete (a protocol error on a kept connection). */
  leftover = 0;
  private phase: Phase = Phase.Head;
  private noBody = false;
  private pendingHead: Buffer | null = null;
  private line = "";
  private remaining = 0;
  private crlf = 0;
  private trailerBytes = 0;
  private interim = 0;

  constructor(private readonly sink: ResponseSink) {}

  /** Before each request: HEAD answers never have a body. */
  reset(method: string): void {
    this.phase = Phase.Head;
    this.noBody = method === "HEAD";
    this.pendingHead = null;
    this.line = "";
    this.error = "";
    this.leftover = 0;
    this.trailerBytes = 0;
    this.interim = 0;
  }

  push(chunk: Buffer): ReadState {
    let buf = chunk;
    let pos = 0;
    while (pos < buf.length) {
      switch (this.phase) {
        case Phase.Head: {
          const data = this.pendingHead ? Buffer.concat([this.pendingHead, buf.subarray(pos)]) : buf.subarray(pos);
          const end = data.indexOf("\r\n\r\n");
          if (end === -1) {
            if (data.length > MAX_HEAD_BYTES) return this.fail("head too large");
            if (hasBareLf(data)) return this.fail("bare LF");
            this.pendingHead = data;
            return "more";
          }
          if (end > MAX_HEAD_BYTES) return this.fail("head too large");
          this.pendingHead = null;
          buf = data;
          pos = end + 4;
          if (!this.readHead(data.toString("latin1", 0, end))) return "error";
          break;
        }
        case Phase.Length: {
          const n = Math.min(this.remaining, buf.length - pos);
          this.sink.body(buf.subarray(pos, pos + n));
          pos += n;
          this.remaining -= n;
          if (this.remaining === 0) this.phase = Phase.Done;
          break;
        }
        case Phase.ChunkData: {
          const n = Math.min(this.remaining, buf.length - pos);
          this.sink.body(buf.subarray(pos, pos + n));
          pos += n;
          this.remaining -= n;
          if (this.remaining === 0) {
            this.phase = Phase.ChunkEnd;
            this.crlf = 0;
          }
          break;
        }
        case Phase.ChunkEnd: {
          if (buf[pos] !== (this.crlf === 0 ? 13 : 10)) return this.fail("chunk not followed by CRLF");
          pos += 1;
          this.crlf += 1;
          if (this.crlf === 2) this.phase = Phase.ChunkSize;
          break;
        }
        case Phase.ChunkSize:
        case Phase.Trailers: {
          const next = this.readLine(buf, pos);
          if (next === -2) return "error";
          if (next === -1) return "more";
          pos = next;
          if (!this.lineRead()) return "error";
          break;
        }
        case Phase.UntilClose:
          this.sink.body(buf.subarray(pos));
          pos = buf.length;
          break;
        case Phase.Done:
          this.leftover += buf.length - pos;
          return "done";
        case Phase.Failed:
          return "error";
      }
    }
    return this.phase === Phase.Done ? "done" : "more";
  }

  /** The connection ended: completes an answer delimited by the close, or says what was cut. */
  end(): ReadState {
    if (this.phase === Phase.UntilClose || this.phase === Phase.Done) {
      this.phase = Phase.Done;
      return "done";
    }
    return this.fail(this.phase === Phase.Head && !this.pendingHead ? "closed before answering" : "answer cut short");
  }

  private fail(reason: string): "error" {
    this.phase = Phase.Failed;
    this.error = reason;
    return "error";
  }

  private refuse(reason: string): false {
    this.fail(reason);
    return false;
  }

  /** Collects one CRLF-terminated line across chunks into `this.line`: the index after it, -1 for more, -2 when too long. */
  private readLine(buf: Buffer, pos: number): number {
    const lf = buf.indexOf(10, pos);
    const upTo = lf === -1 ? buf.length : lf;
    this.line += buf.toString("latin1", pos, upTo);
    if (this.line.length > MAX_LINE_BYTES) {
      this.fail("line too long");
      return -2;
    }
    return lf === -1 ? -1 : lf + 1;
  }

  private lineRead(): boolean {
    const line = this.line;
    this.line = "";
    if (!line.endsWith("\r")) return this.refuse("bare LF");
    const text = line.slice(0, -1);
    if (this.phase === Phase.ChunkSize) {
      const size = CHUNK_SIZE.exec(text);
      if (!size || hasControl(text)) return this.refuse("bad chunk size");
      this.remaining = Number.parseInt(size[1] as string, 16);
      this.phase = this.remaining === 0 ? Phase.Trailers : Phase.ChunkData;
      return true;
    }
    // Trailer fields are read and dropped (the proxy never forwards trailers).
    if (text === "") {
      this.phase = Phase.Done;
      return true;
    }
    this.trailerBytes += line.length;
    if (this.trailerBytes > MAX_HEAD_BYTES || !/^[^:]+:/.test(text) || hasControl(text)) {
      return this.refuse("bad trailer");
    }
    return true;
  }

  private readHead(text: string): boolean {
    const lines = text.split("\r\n");
    const statusLine = STATUS_LINE.exec(lines[0] as string);
    if (!statusLine || hasControl(lines[0] as string)) return this.refuse("bad status line");
    const status = Number(statusLine[2]);
    const headers: string[] = [];
    let keepAlive = statusLine[1] === "1";
    let keepAliveS: number | null = null;
    let length: string | null = null;
    /** Every coding of every Transfer-Encoding line, in order. */
    const codings: string[] = [];
    for (let i = 1; i < lines.length; i += 1) {
      const line = lines[i] as string;
      const colon = line.indexOf(":");
      if (colon <= 0 || hasControl(line)) return this.refuse("bad header line");
      const name = line.slice(0, colon);
      if (!TOKEN.test(name)) return this.refuse("bad header name");
      const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, "");
      headers.push(name, value);
      const lower = name.toLowerCase();
      if (lower === "content-length") {
        for (const part of value.split(",")) {
          const n = part.trim();
          if (!/^\d{1,15}$/.test(n) || (length !== null && length !== n)) {
            return this.refuse("bad Content-Length");
          }
          length = n;
        }
      } else if (lower === "transfer-encoding") {
        for (const coding of value.split(",")) codings.push(coding.trim().toLowerCase());
      } else if (lower === "connection") {
        if (/(^|,)\s*close\s*(,|$)/i.test(value)) keepAlive = false;
      } else if (lower === "keep-alive") {
        const hint = /(?:^|,)\s*timeout\s*=\s*(\d+)/i.exec(value);
        if (hint) keepAliveS = Number(hint[1]);
      }
    }
    if (status < 200) {
      // 100 Continue, 103 Early Hints…: interim, the real answer follows. 101 would switch protocols.
      if (status === 101) return this.refuse("protocol switch");
      this.interim += 1;
      if (this.interim > MAX_INTERIM) return this.refuse("too many interim answers");
      this.phase = Phase.Head;
      return true;
    }
    const chunked = codings.length > 0;
    if (chunked && length !== null) return this.refuse("both Content-Length and Transfer-Encoding");
    // RFC 9112 §6.1: chunked must be the final coding, and applied once; an HTTP/1.0 answer has no framing by it.
    if (chunked && (codings.length !== 1 || codings[0] !== "chunked")) {
      return this.refuse("a transfer coding other than one chunked");
    }
    if (chunked && statusLine[1] === "0") return this.refuse("Transfer-Encoding on an HTTP/1.0 answer");
    const head: ResponseHead = { status, headers, keepAlive, keepAliveS };
    if (this.noBody || status === 204 || status === 304) this.phase = Phase.Done;
    else if (chunked) this.phase = Phase.ChunkSize;
    else if (length !== null) {
      this.remaining = Number(length);
      this.phase = this.remaining === 0 ? Phase.Done : Phase.Length;
    } else {
      head.keepAlive = false;
      this.phase = Phase.UntilClose;
    }
    this.sink.head(head);
    return true;
  }
}
