import { rmSync } from "node:fs";
import { request } from "node:http";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./prod";
import { makeTestDist, testServerConfig } from "./test-upstream";

/**
 * The proxy in front of a service that answers badly, on purpose: a raw TCP server writing exactly
 * the bytes each case names. Every bad answer is refused — a 502 (504 for a head that never
 * completes), or a cut connection when the head had already gone to the browser — within the stated
 * time, and never poisons the pool: the next request gets its own answer on a connection no bad
 * answer used. Timeouts are shortened through the config (UPSTREAM_TIMEOUT_MS), not waited out.
 */
const UPSTREAM_TIMEOUT_MS = 2_500;
/** Each case's stated time: refusals of what arrived are immediate; a head that never completes waits the timeout. */
const PROMPT_MS = 5_000;
const HEAD_DEADLINE_MS = UPSTREAM_TIMEOUT_MS + 5_000;

const OK_BODY = "fine";
const ok = `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${OK_BODY.length}\r\n\r\n${OK_BODY}`;

/** What each path answers; a function may keep writing (dribble, endless 1xx) until the socket closes. */
const ANSWERS: Record<string, string | ((socket: Socket) => void)> = {
  "/v3/ok": ok,
  "/v3/te-and-cl": "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  "/v3/two-lengths": "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok!",
  "/v3/chunked-twice": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
  "/v3/chunked-two-lines":
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  "/v3/chunked-not-last": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n",
  "/v3/obs-fold": "HTTP/1.1 200 OK\r\nX-Folded: one\r\n two\r\nContent-Length: 2\r\n\r\nok",
  // Framed by bare LFs only: no CRLFCRLF ever comes, and the connection stays open.
  "/v3/bare-lf": "HTTP/1.1 200 OK\nContent-Length: 2\n\nok",
  "/v3/big-head": `HTTP/1.1 200 OK\r\nX-Big: ${"a".repeat(70 * 1024)}\r\nContent-Length: 2\r\n\r\nok`,
  "/v3/dribble": (socket) => {
    const head = Buffer.from(ok);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < head.length && !socket.destroyed) socket.write(head.subarray(sent, ++sent));
    }, 1_000);
    socket.once("close", () => clearInterval(timer));
  },
  "/v3/endless-100": (socket) => {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write("HTTP/1.1 100 Continue\r\n\r\n");
    }, 5);
    socket.once("close", () => clearInterval(timer));
  },
  "/v3/cut-mid-body": (socket) => {
    socket.end("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly part of it");
  },
  // A complete answer, then the start of another nobody asked for: it must not answer the next request.
  "/v3/extra-bytes": `${ok}HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nsmuggled!`,
};

interface Served {
  path: string;
  connection: number;
}

/** A raw HTTP/1.1 service that keeps connections alive and answers each request head as ANSWERS says. */
async function startHostile(): Promise<{ server: Server; url: string; served: Served[] }> {
  const served: Served[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    const connection = ++connections;
    let buffered = "";
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (let end = buffered.indexOf("\r\n\r\n"); end !== -1; end = buffered.indexOf("\r\n\r\n")) {
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const path = head.split(" ")[1] ?? "";
        served.push({ path, connection });
        const answer = ANSWERS[path] ?? "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n";
        if (typeof answer === "string") socket.write(answer);
        else answer(socket);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served };
}

interface Outcome {
  status: number;
  body: string;
  /** The browser's connection broke before the answer was whole. */
  cut: boolean;
}

function get(baseUrl: string, path: string): Promise<Outcome> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let status = 0;
    let body = "";
    const req = request({ hostname: url.hostname, port: url.port, path, agent: false }, (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding("latin1");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status, body, cut: false }));
      res.on("error", () => resolve({ status, body, cut: true }));
    });
    req.on("error", () => resolve({ status, body, cut: true }));
    req.end();
  });
}

let distDir = "";
let hostile: Awaited<ReturnType<typeof startHostile>>;
let proxy: RunningServer;
const logs: string[] = [];

beforeAll(async () => {
  distDir = makeTestDist();
  hostile = await startHostile();
  // One proxy, so one pool, for the whole suite: every case must leave it healthy for the next.
  proxy = await startServer(
    testServerConfig(hostile.url, distDir, { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS }),
    (line) => logs.push(line),
  );
});

afterAll(async () => {
  await proxy.shutdown(0);
  hostile.server.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The next request through the same pool gets its own answer, on a connection no bad answer used. */
async function expectPoolHealthy(): Promise<void> {
  const next = await get(proxy.url, "/api/v3/ok");
  expect(next).toEqual({ status: 200, body: OK_BODY, cut: false });
  const bad = new Set(hostile.served.filter((s) => s.path !== "/v3/ok").map((s) => s.connection));
  const last = hostile.served.at(-1);
  expect(last?.path).toBe("/v3/ok");
  expect(bad.has(last?.connection ?? -1), "the good answer came on a connection a bad one used").toBe(false);
}

describe("the proxy against a hostile upstream", () => {
  it.each([
    ["Transfer-Encoding with Content-Length", "/v3/te-and-cl", "both Content-Length and Transfer-Encoding"],
    ["two differing Content-Lengths", "/v3/two-lengths", "bad Content-Length"],
    ["Transfer-Encoding: chunked, chunked", "/v3/chunked-twice", "a transfer coding other than one chunked"],
    ["chunked on two Transfer-Encoding lines", "/v3/chunked-two-lines", "a transfer coding other than one chunked"],
    ["chunked that is not the final coding", "/v3/chunked-not-last", "a transfer coding other than one chunked"],
    ["an obs-fold header line", "/v3/obs-fold", "bad header line"],
    ["a head framed by bare LFs", "/v3/bare-lf", "bare LF"],
    ["a 70 KiB head", "/v3/big-head", "head too large"],
    ["endless 100 Continue answers", "/v3/endless-100", "too many interim answers"],
  ])(
    "answers 502 to %s at once, and the pool stays healthy",
    async (_what, path, reason) => {
      logs.length = 0;
      const outcome = await get(proxy.url, `/api${path}`);
      expect(outcome.status).toBe(502);
      expect(JSON.parse(outcome.body)).toMatchObject({ error: "upstream_unavailable" });
      expect(logs.join("\n")).toContain(`proxy: 502 GET ${path} (bad answer: ${reason})`);
      await expectPoolHealthy();
    },
    PROMPT_MS,
  );

  it(
    "answers 504 to a head dribbled one byte a second, once the timeout has passed since the request went",
    async () => {
      logs.length = 0;
      const outcome = await get(proxy.url, "/api/v3/dribble");
      expect(outcome.status).toBe(504);
      expect(JSON.parse(outcome.body)).toMatchObject({ error: "upstream_timeout" });
      // Never silent for the timeout (a byte every second): the head's own deadline ended it.
      expect(logs.join("\n")).toContain("proxy: 504 GET /v3/dribble (head not complete in time)");
      await expectPoolHealthy();
    },
    HEAD_DEADLINE_MS,
  );

  it(
    "cuts the browser's connection when the service closes mid-body, so a cut body is never taken as whole",
    async () => {
      const outcome = await get(proxy.url, "/api/v3/cut-mid-body");
      expect(outcome).toMatchObject({ status: 200, cut: true });
      await expectPoolHealthy();
    },
    PROMPT_MS,
  );

  it(
    "passes on a complete answer followed by extra bytes, and never reads those bytes as the next answer",
    async () => {
      const outcome = await get(proxy.url, "/api/v3/extra-bytes");
      expect(outcome).toEqual({ status: 200, body: OK_BODY, cut: false });
      await expectPoolHealthy();
    },
    PROMPT_MS,
  );
});
