import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProdApp } from "./prod";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let distDir = "";
let upstream: Server;
let upstreamUrl = "";
let seen: Seen[] = [];
let releaseStream: (() => void) | null = null;

function route(req: Seen, res: ServerResponse): void {
  if (req.url.startsWith("/v3/limited")) {
    res.writeHead(429, { "content-type": "application/json", "retry-after": "7" });
    res.end(JSON.stringify({ error: { type: "rate_limited", message: "slow down" } }));
  } else if (req.url.startsWith("/v3/stream")) {
    // Sends one chunk, then holds the response open until the test has read that chunk.
    res.writeHead(200, { "content-type": "text/plain" });
    res.write("first;");
    releaseStream = () => res.end("second");
  } else {
    res.writeHead(200, {
      "content-type": "application/json",
      "set-cookie": "session=abc; HttpOnly",
      "x-request-id": "req_1",
    });
    res.end(JSON.stringify({ ok: true, echo: req.body }));
  }
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "prod-dist-"));
  mkdirSync(join(distDir, "assets"));
  writeFileSync(
    join(distDir, "index.html"),
    "<!doctype html><html><head><title>Session Control</title></head><body></body></html>",
  );
  writeFileSync(join(distDir, "assets", "app-123.js"), "console.info(1)");
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      route(entry, res);
    });
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  releaseStream?.();
  await new Promise<void>((done) => upstream.close(() => done()));
  rmSync(distDir, { recursive: true, force: true });
});

function app(extra: { apiKey?: string; direct?: boolean; upstream?: string | null } = {}) {
  seen = [];
  return createProdApp({ distDir, upstream: upstreamUrl, ...extra });
}

describe("static files and security headers", () => {
  it("serves index.html with a strict CSP and no-referrer/nosniff", async () => {
    const res = await app().request("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Session Control");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("falls back to index.html for client routes but 404s missing assets", async () => {
    const a = app();
    const page = await a.request("/o/demo/sessions/ses_live_stream?tab=timeline");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Session Control");
    expect((await a.request("/assets/missing-1.js")).status).toBe(404);
    const asset = await a.request("/assets/app-123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("adds the upstream origin to connect-src only when direct calls are allowed", async () => {
    const direct = await app({ direct: true }).request("/");
    expect(direct.headers.get("content-security-policy")).toContain(`connect-src 'self' ${upstreamUrl}`);
  });
});

describe("/api proxy", () => {
  it("forwards path, query and body, injects the server key and strips cookies both ways", async () => {
    const res = await app({ apiKey: "svc_server_key" }).request("/api/v3/organizations/demo/echo?after_seq=5", {
      method: "POST",
      headers: { cookie: "tracker=1", "content-type": "application/json" },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, echo: '{"message":"hi"}' });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("x-request-id")).toBe("req_1");
    const [req] = seen;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe("/v3/organizations/demo/echo?after_seq=5");
    expect(req?.headers.authorization).toBe("Bearer svc_server_key");
    expect(req?.headers.cookie).toBeUndefined();
  });

  it("keeps the browser's own key and injects nothing without SVC_API_KEY", async () => {
    await app({ apiKey: "svc_server_key" }).request("/api/v3/self", { headers: { authorization: "Bearer browser" } });
    expect(seen[0]?.headers.authorization).toBe("Bearer browser");
    await app().request("/api/v3/self");
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it("passes 429 through with Retry-After", async () => {
    const res = await app().request("/api/v3/limited");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(await res.json()).toEqual({ error: { type: "rate_limited", message: "slow down" } });
  });

  it("streams the body instead of buffering it", async () => {
    const res = await app().request("/api/v3/stream");
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    // The upstream has not finished: this read resolves only if the proxy streams.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("first;");
    releaseStream?.();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe("second");
  });

  it("answers 502 without upstream details when the service is down", async () => {
    const res = await app({ upstream: "http://127.0.0.1:9" }).request("/api/v3/self");
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "upstream_unavailable", message: "The service could not be reached." });
  });
});

describe("live config in the page", () => {
  const configOf = async (res: Response) => {
    const html = await res.text();
    const match = /<meta name="session-control-config" content="([^"]*)"/.exec(html);
    return match ? JSON.parse((match[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")) : null;
  };

  it("tells the SPA to use the proxy and whether the server holds the key", async () => {
    expect(await configOf(await app({ apiKey: "k" }).request("/"))).toEqual({
      mode: "live",
      baseUrl: "/api",
      serverKey: true,
    });
    expect(await configOf(await app().request("/o/org_demo/sessions"))).toEqual({
      mode: "live",
      baseUrl: "/api",
      serverKey: false,
    });
  });

  it("leaves the page alone without an upstream, and never puts the key in it", async () => {
    expect(await configOf(await app({ upstream: null }).request("/"))).toBeNull();
    expect(await (await app({ apiKey: "svc_secret_value" }).request("/")).text()).not.toContain("svc_secret_value");
  });
});
