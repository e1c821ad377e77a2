import { describe, expect, it } from "vitest";
import { MAX_HEAD_BYTES, MAX_INTERIM, type ReadState, type ResponseHead, ResponseReader } from "./http1-response";

interface Read {
  heads: ResponseHead[];
  body: string;
  state: ReadState;
  error: string;
  leftover: number;
}

/** Feeds `pieces` to a fresh reader (then the connection's end when `close`), collecting what comes out. */
function read(pieces: Array<string | Buffer>, opts: { method?: string; close?: boolean } = {}): Read {
  const heads: ResponseHead[] = [];
  const body: Buffer[] = [];
  const reader = new ResponseReader({ head: (h) => heads.push(h), body: (c) => body.push(Buffer.from(c)) });
  reader.reset(opts.method ?? "GET");
  let state: ReadState = "more";
  for (const piece of pieces) {
    state = reader.push(typeof piece === "string" ? Buffer.from(piece, "latin1") : piece);
    if (state === "error") break;
  }
  if (opts.close && state === "more") state = reader.end();
  return { heads, body: Buffer.concat(body).toString("latin1"), state, error: reader.error, leftover: reader.leftover };
}

/** Every way to cut the text in two, and byte by byte: the reader must not care where reads split. */
function everySplit(text: string, opts: { method?: string; close?: boolean } = {}): Read[] {
  const runs = [read([text], opts), read([...text], opts)];
  for (let i = 1; i < text.length; i += 1) runs.push(read([text.slice(0, i), text.slice(i)], opts));
  return runs;
}

function expectSame(runs: Read[]): Read {
  const [first, ...rest] = runs;
  for (const run of rest) expect(run).toEqual(first);
  return first as Read;
}

describe("ResponseReader", () => {
  it("reads a Content-Length body, in any split, with headers as received", () => {
    const text =
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Request-Id: req_1\r\nContent-Length: 11\r\n\r\n{"items":1}';
    const run = expectSame(everySplit(text));
    expect(run.state).toBe("done");
    expect(run.body).toBe('{"items":1}');
    expect(run.heads).toEqual([
      {
        status: 200,
        headers: ["Content-Type", "application/json", "X-Request-Id", "req_1", "Content-Length", "11"],
        keepAlive: true,
        keepAliveS: null,
      },
    ]);
  });

  it("trims spaces and tabs around header values, never inside them", () => {
    const text = "HTTP/1.1 200 OK\r\nX-Note: \t a  b \t\r\nX-Empty:\t \r\nContent-Length:  2 \t\r\n\r\nok";
    const run = expectSame(everySplit(text));
    expect(run.state).toBe("done");
    expect(run.body).toBe("ok");
    expect(run.heads[0]?.headers).toEqual(["X-Note", "a  b", "X-Empty", "", "Content-Length", "2"]);
  });

  it("removes the chunked framing, extensions and trailers, in any split", () => {
    const text =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n1\r\n \r\nA\r\n0123456789\r\n0\r\nX-Trailer: t\r\n\r\n";
    const run = expectSame(everySplit(text));
    expect(run.state).toBe("done");
    expect(run.body).toBe("hello 0123456789");
    expect(run.leftover).toBe(0);
  });

  it("reads no body after HEAD, 204 and 304, whatever their headers say", () => {
    expect(read(["HTTP/1.1 200 OK\r\nContent-Length: 42\r\n\r\n"], { method: "HEAD" })).toMatchObject({
      state: "done",
      body: "",
    });
    expect(read(["HTTP/1.1 204 No Content\r\n\r\n"]).state).toBe("done");
    expect(read(["HTTP/1.1 304 Not Modified\r\nContent-Length: 9\r\n\r\n"]).state).toBe("done");
    expect(read(["HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"]).state).toBe("done");
  });

  it("reads a body delimited by the connection's close, and never keeps that connection", () => {
    const runs = everySplit("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end", { close: true });
    const run = expectSame(runs);
    expect(run).toMatchObject({ state: "done", body: "until the end" });
    expect(run.heads[0]?.keepAlive).toBe(false);
  });

  it("skips interim answers (100, 103) and refuses a protocol switch", () => {
    const run = expectSame(
      everySplit("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"),
    );
    expect(run.heads.map((h) => h.status)).toEqual([201]);
    expect(run.body).toBe("ok");
    expect(read(["HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n"])).toMatchObject({
      state: "error",
      error: "protocol switch",
    });
  });

  it("says whether the connection can be kept, and the service's keep-alive hint", () => {
    const head = (text: string) => read([text]).heads[0];
    expect(head("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")?.keepAlive).toBe(false);
    expect(head("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")?.keepAlive).toBe(false);
    expect(head("HTTP/1.1 200 OK\r\nKeep-Alive: timeout=5, max=100\r\nContent-Length: 0\r\n\r\n")).toMatchObject({
      keepAlive: true,
      keepAliveS: 5,
    });
  });

  it.each([
    ["both framings (request smuggling)", "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"],
    ["differing lengths", "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabc"],
    ["a length that is not a number", "HTTP/1.1 200 OK\r\nContent-Length: 3x\r\n\r\nabc"],
    ["a coding it cannot undo", "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n"],
    ["chunked twice", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n"],
    [
      "chunked on two lines",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ],
    ["chunked not last", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n"],
    ["an empty coding", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked,\r\n\r\n0\r\n\r\n"],
    ["chunked on an HTTP/1.0 answer", "HTTP/1.0 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"],
    ["a folded header line", "HTTP/1.1 200 OK\r\nX-A: 1\r\n  folded\r\nContent-Length: 0\r\n\r\n"],
    ["a bare LF in the head", "HTTP/1.1 200 OK\nContent-Length: 0\r\n\r\n"],
    ["a control character in a value", "HTTP/1.1 200 OK\r\nX-A: a\x00b\r\nContent-Length: 0\r\n\r\n"],
    ["a header name that is not a token", "HTTP/1.1 200 OK\r\nX A: 1\r\nContent-Length: 0\r\n\r\n"],
    ["a status line that is not HTTP/1.x", "HTTP/2 200\r\nContent-Length: 0\r\n\r\n"],
    ["a chunk size that is not hex", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
    ["a chunk without its CRLF", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabXY"],
    ["a bare LF after a chunk size", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\nab\r\n"],
  ])("refuses %s", (_what, text) => {
    for (const run of everySplit(text)) expect(run.state).toBe("error");
  });

  it("refuses a head framed by bare LFs as soon as one arrives, without waiting for a CRLFCRLF that never comes", () => {
    for (const run of everySplit("HTTP/1.1 200 OK\nContent-Length: 2\n\nok")) {
      expect(run).toMatchObject({ state: "error", error: "bare LF", heads: [] });
    }
  });

  it(`skips up to ${MAX_INTERIM} interim answers, and refuses an endless stream of them`, () => {
    const interim = "HTTP/1.1 100 Continue\r\n\r\n";
    const answer = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";
    expect(read([interim.repeat(MAX_INTERIM) + answer])).toMatchObject({ state: "done", body: "ok" });
    expect(read([interim.repeat(MAX_INTERIM + 1) + answer])).toMatchObject({
      state: "error",
      error: "too many interim answers",
    });
    // Counted per answer: the next request on the connection starts again.
    const reader = new ResponseReader({ head: () => {}, body: () => {} });
    for (let i = 0; i < 3; i += 1) {
      reader.reset("GET");
      expect(reader.push(Buffer.from(interim.repeat(MAX_INTERIM) + answer))).toBe("done");
    }
  });

  it("refuses a head larger than it will hold", () => {
    const big = `HTTP/1.1 200 OK\r\nX-Big: ${"a".repeat(MAX_HEAD_BYTES)}\r\n`;
    expect(read([big])).toMatchObject({ state: "error", error: "head too large" });
  });

  it("tells a cut answer from a complete one when the connection ends", () => {
    expect(read(["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"], { close: true })).toMatchObject({
      state: "error",
      error: "answer cut short",
    });
    expect(read([], { close: true })).toMatchObject({ state: "error", error: "closed before answering" });
    expect(read(["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nab"], { close: true }).state).toBe("error");
  });

  it("counts bytes after a complete answer (the connection cannot be kept)", () => {
    expect(read(["HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1"])).toMatchObject({
      state: "done",
      body: "ok",
      leftover: 8,
    });
  });

  it("reads the next answer on the same connection after reset()", () => {
    const heads: number[] = [];
    const reader = new ResponseReader({ head: (h) => heads.push(h.status), body: () => {} });
    reader.reset("GET");
    expect(reader.push(Buffer.from("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\na"))).toBe("done");
    reader.reset("GET");
    expect(reader.push(Buffer.from("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"))).toBe("done");
    expect(heads).toEqual([200, 404]);
  });
});
