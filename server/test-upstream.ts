import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerConfig } from "./config";

/** Test helpers for the production server: a recording upstream, a small build, raw HTTP requests. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The proxy's side of the connection: the same port means a reused connection. */
  port: number;
  /** The connection has closed since. */
  closed: boolean;
}

export interface TestUpstream {
  server: Server;
  url: string;
  seen: Seen[];
  /** Ends every `/v3/hold` request still waiting. */
  release(): void;
  close(): Promise<void>;
}

/** Every byte value once, then UTF-8 text: a small answer that must arrive byte for byte. */
export const ALL_BYTES = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from("ü → 🚀")]);

/** 8 MB that is not one repeated byte, so a reordered or dropped chunk shows. */
export const BIG_BODY = Buffer.from(Array.from({ length: 8 << 20 }, (_, i) => (i * 7 + (i >> 12)) & 0xff));

/**
 * `/v3/flaky` closes a reused connection without answering (fine on a fresh one); `/v3/garbage` an
 * ambiguous answer (both framings); `/v3/close` answers with `Connection: close`;
 * `/v3/big` an 8 MB body (BIG_BODY); `/v3/bytes` ALL_BYTES; `/v3/limited` 429 + Retry-After; `/v3/stream` one chunk, then the rest on release(); `/v3/hold` a
 * long poll answered on release(); `/v3/hang` never answered; anything else echoes with a cookie, a weak Referrer-Policy,
 * a request id, CORS grants and per-hop headers the proxy must drop.
 */
export async function startTestUpstream(): Promise<TestUpstream> {
  const seen: Seen[] = [];
  const waiting: Holding = [];
  const served = new WeakSet<object>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry: Seen = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        port: req.socket.remotePort ?? 0,
        closed: false,
      };
      seen.push(entry);
      req.socket.once("close", () => {
        entry.closed = true;
      });
      const reused = served.has(req.socket);
      served.add(req.socket);
      if (entry.url.startsWith("/v3/flaky") && reused) {
        // As when the service closes an idle kept-alive connection just as the proxy reuses it.
        req.socket.destroy();
      } else if (entry.url.startsWith("/v3/garbage")) {
        req.socket.end("HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
      } else if (entry.url.startsWith("/v3/close")) {
        res.writeHead(200, { "content-type": "application/json", connection: "close" });
        res.end("{}");
      } else if (entry.url.startsWith("/v3/limited")) {
        res.writeHead(429, { "content-type": "application/json", "retry-after": "7", "x-request-id": "req_limited" });
        res.end(JSON.stringify({ error: { type: "rate_limited", message: "slow down", request_id: "req_limited" } }));
      } else if (entry.url.startsWith("/v3/stream")) {
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("first;");
        waiting.push(() => res.end("second"));
      } else if (entry.url.startsWith("/v3/big")) {
        res.writeHead(200, { "content-type": "application/octet-stream", "content-length": BIG_BODY.length });
        res.end(BIG_BODY);
      } else if (entry.url.startsWith("/v3/bytes")) {
        res.writeHead(200, { "content-type": "application/octet-stream", "content-length": ALL_BYTES.length });
        res.end(ALL_BYTES);
      } else if (entry.url.startsWith("/v3/hold")) {
        waiting.push(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ items: [], next_seq: 1 }));
        });
      } else if (entry.url.startsWith("/v3/hang")) {
        // Never answers.
      } else {
        res.writeHead(200, {
          "content-type": "application/json",
          "set-cookie": "session=abc; HttpOnly",
          "access-control-allow-origin": "*",
          "x-request-id": "req_1",
          // A header the proxy sets itself: its own value must win.
          "referrer-policy": "unsafe-url",
          "keep-alive": "timeout=5",
          connection: "x-upstream-hop",
          "x-upstream-hop": "1",
        });
        res.end(JSON.stringify({ ok: true, echo: entry.body }));
      }
    });
  });
  return { server, seen, ...(await listenHolding(server, waiting)) };
}

/** Answers a test holds back until it calls release(). */
export type Holding = Array<() => void>;

/** Listens on a loopback port; release() sends every held answer, close() too before closing. */
export async function listenHolding(
  server: Server,
  waiting: Holding,
): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const release = () => {
    for (const fn of waiting.splice(0)) fn();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () =>
      new Promise<void>((done) => {
        release();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A build with an entry script, a hashed asset (with compressed twins written by the test) and a public file. */
export function makeTestDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "prod-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head><title>Session Control</title><script type="module" crossorigin src="/assets/app-123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, "assets", "app-123.js"), `console.info(${JSON.stringify("x".repeat(4000))});\n`);
  writeFileSync(join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** node:http, not fetch: the path goes out byte for byte (fetch would normalize `..`), any header allowed. */
export function raw(
  baseUrl: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: opts.method ?? "GET",
        headers: opts.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A server config for tests: loopback, an ephemeral port, the given upstream and dist, short waits. */
export function testServerConfig(
  upstreamUrl: string,
  distDir: string,
  extra: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    distDir,
    upstream: new URL(upstreamUrl),
    apiKey: null,
    orgId: null,
    upstreamTimeoutMs: 30_000,
    readyTimeoutMs: 2_000,
    shutdownGraceMs: 1_000,
    trustProxy: false,
    hstsMaxAgeS: 0,
    allowedHosts: [],
    connectSrc: [],
    direct: false,
    fdReserve: 0,
    auth: null,
    anonymousAccess: false,
    shareReads: true,
    shareTtlMs: 1_000,
    ...extra,
  };
}
