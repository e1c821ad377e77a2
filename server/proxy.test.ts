import { rmSync } from "node:fs";
import { request } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { type RunningServer, startServer } from "./prod";
import {
  ALL_BYTES,
  BIG_BODY,
  makeTestDist,
  raw,
  startTestUpstream,
  type TestUpstream,
  testServerConfig,
} from "./test-upstream";

let distDir = "";
let upstream: TestUpstream;
const running: RunningServer[] = [];
const logs: string[] = [];

beforeAll(async () => {
  distDir = makeTestDist();
  upstream = await startTestUpstream();
});

afterEach(async () => {
  upstream.release();
  await Promise.all(running.splice(0).map((r) => r.shutdown(0)));
});

afterAll(async () => {
  await upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function serve(extra: Partial<ServerConfig> = {}): Promise<string> {
  upstream.seen.length = 0;
  logs.length = 0;
  const server = await startServer(testServerConfig(upstream.url, distDir, extra), (line) => logs.push(line));
  running.push(server);
  return server.url;
}

const json = (text: string): unknown => JSON.parse(text);

describe("/api proxy", () => {
  it("forwards method, path, query and body, adds the server key, strips cookies and per-hop headers both ways", async () => {
    const base = await serve({ apiKey: "svc_server_key" });
    const res = await raw(base, "/api/v3/organizations/demo/echo?after_seq=5", {
      method: "POST",
      headers: {
        cookie: "tracker=1",
        "content-type": "application/json",
        connection: "keep-alive, x-client-hop",
        "x-client-hop": "1",
        "proxy-authorization": "Basic eA==",
        "x-forwarded-for": "10.0.0.1",
        te: "trailers",
      },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(res.status).toBe(200);
    expect(json(res.text)).toEqual({ ok: true, echo: '{"message":"hi"}' });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["x-upstream-hop"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const [seen] = upstream.seen;
    expect(seen?.method).toBe("POST");
    expect(seen?.url).toBe("/v3/organizations/demo/echo?after_seq=5");
    expect(seen?.headers.authorization).toBe("Bearer svc_server_key");
    expect(seen?.headers.host).toBe(new URL(upstream.url).host);
    for (const name of ["cookie", "x-client-hop", "proxy-authorization", "x-forwarded-for", "te"]) {
      expect(seen?.headers[name], name).toBeUndefined();
    }
  });

  it("keeps the browser's own key, and adds none without SVC_API_KEY", async () => {
    await raw(await serve({ apiKey: "svc_server_key" }), "/api/v3/self", {
      headers: { authorization: "Bearer svc_browser" },
    });
    expect(upstream.seen[0]?.headers.authorization).toBe("Bearer svc_browser");
    await raw(await serve(), "/api/v3/self");
    expect(upstream.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("forwards the status, Retry-After and the service's request id", async () => {
    const res = await raw(await serve(), "/api/v3/limited");
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBe("7");
    expect(res.headers["x-request-id"]).toBe("req_limited");
    expect(json(res.text)).toEqual({
      error: { type: "rate_limited", message: "slow down", request_id: "req_limited" },
    });
  });

  it("passes the browser's request id upstream, or makes one up", async () => {
    const base = await serve();
    await raw(base, "/api/v3/limited", { headers: { "x-request-id": "req_from_browser" } });
    expect(upstream.seen[0]?.headers["x-request-id"]).toBe("req_from_browser");
    await raw(base, "/api/v3/limited", { headers: { "x-request-id": "bad id\twith controls" } });
    expect(upstream.seen[1]?.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("streams the body instead of buffering it", async () => {
    const base = await serve();
    const res = await fetch(`${base}/api/v3/stream`);
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    // The upstream has not finished: this read resolves only if the proxy streams.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("first;");
    upstream.release();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe("second");
  });

  it("forwards a large body intact and in order", async () => {
    const res = await raw(await serve(), "/api/v3/big");
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBe(BIG_BODY.length);
    expect(res.body.equals(BIG_BODY)).toBe(true);
  });

  it("forwards a small answer byte for byte, whatever its bytes", async () => {
    const res = await raw(await serve(), "/api/v3/bytes");
    expect(res.status).toBe(200);
    expect(res.body.equals(ALL_BYTES)).toBe(true);
  });

  it("cuts an answer whose body goes silent past the timeout, so the browser cannot take it as whole", async () => {
    const base = await serve({ upstreamTimeoutMs: 300 });
    await expect(raw(base, "/api/v3/stream")).rejects.toThrow(/aborted|ECONNRESET|socket hang up/);
  });

  it("sends an API's security headers on proxied answers, where the service cannot override them", async () => {
    const res = await raw(await serve({ hstsMaxAgeS: 600 }), "/api/v3/echo");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toBe("max-age=600");
    const refused = await raw(await serve(), "/api/v3/../x");
    expect(refused.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("keeps the upstream connection for the next request, unless the service closes it", async () => {
    const base = await serve();
    await raw(base, "/api/v3/echo");
    await raw(base, "/api/v3/echo");
    expect(upstream.seen[1]?.port).toBe(upstream.seen[0]?.port);
    await raw(base, "/api/v3/close");
    await raw(base, "/api/v3/echo");
    expect(upstream.seen[2]?.port).toBe(upstream.seen[0]?.port);
    expect(upstream.seen[3]?.port).not.toBe(upstream.seen[2]?.port);
  });

  it("sends a read once more on a new connection when the service closed the reused one unanswered", async () => {
    const base = await serve();
    await raw(base, "/api/v3/echo");
    const res = await raw(base, "/api/v3/flaky");
    expect(res.status).toBe(200);
    expect(upstream.seen.map((s) => s.url)).toEqual(["/v3/echo", "/v3/flaky", "/v3/flaky"]);
    expect(upstream.seen[2]?.port).not.toBe(upstream.seen[1]?.port);
  });

  it("sends that read once more on a new connection even when other idle ones wait, as stale as the first", async () => {
    // Two identical reads at once would be one shared request (server/share/): this is about connections.
    const base = await serve({ shareReads: false });
    // Two connections idle since the same moment, as after a page's first burst of requests.
    const held = [raw(base, "/api/v3/hold"), raw(base, "/api/v3/hold")];
    await expect.poll(() => upstream.seen.length).toBe(2);
    upstream.release();
    await Promise.all(held);
    const res = await raw(base, "/api/v3/flaky");
    expect(res.status).toBe(200);
    const ports = upstream.seen.map((s) => s.port);
    expect(upstream.seen.map((s) => s.url)).toEqual(["/v3/hold", "/v3/hold", "/v3/flaky", "/v3/flaky"]);
    expect(ports.slice(0, 2)).toContain(ports[2]);
    expect(ports.slice(0, 3)).not.toContain(ports[3]);
  });

  it("does not send a write twice: a reused connection closed unanswered is a 502", async () => {
    const base = await serve();
    await raw(base, "/api/v3/echo");
    const res = await raw(base, "/api/v3/flaky", { method: "POST", body: "{}" });
    expect(res.status).toBe(502);
    expect(upstream.seen.filter((s) => s.url === "/v3/flaky")).toHaveLength(1);
  });

  it("forwards a body the browser streams without a length, re-framed as chunked", async () => {
    const base = new URL(await serve());
    const answer = await new Promise<string>((done, fail) => {
      const req = request(
        { hostname: base.hostname, port: base.port, path: "/api/v3/echo", method: "POST", agent: false },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => {
            text += c.toString();
          });
          res.on("end", () => done(text));
        },
      );
      req.on("error", fail);
      req.setHeader("transfer-encoding", "chunked");
      req.write("part one, ");
      setTimeout(() => req.end("part two"), 20);
    });
    expect(json(answer)).toEqual({ ok: true, echo: "part one, part two" });
    expect(upstream.seen[0]?.headers["transfer-encoding"]).toBe("chunked");
  });

  it("answers HEAD with the service's headers and no body, and the connection stays usable", async () => {
    const base = await serve();
    const head = await raw(base, "/api/v3/echo", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await raw(base, "/api/v3/echo")).status).toBe(200);
    expect(upstream.seen[1]?.port).toBe(upstream.seen[0]?.port);
  });

  it("answers 502 to an answer it cannot read unambiguously, and drops that connection", async () => {
    const base = await serve();
    const res = await raw(base, "/api/v3/garbage");
    expect(res.status).toBe(502);
    expect(json(res.text)).toMatchObject({ error: "upstream_unavailable" });
    expect(logs.join("\n")).toMatch(
      /proxy: 502 GET \/v3\/garbage \(bad answer: both Content-Length and Transfer-Encoding\)/,
    );
  });

  it("closes the upstream request when the browser gives up on a held poll", async () => {
    const base = new URL(await serve());
    const req = request({ hostname: base.hostname, port: base.port, path: "/api/v3/hold", agent: false });
    req.on("error", () => {});
    req.end();
    await expect.poll(() => upstream.seen.length).toBe(1);
    req.destroy();
    await expect.poll(() => upstream.seen[0]?.closed).toBe(true);
  });

  it.each([
    ["/api/v3/../internal"],
    ["/api/v3/%2e%2e/internal"],
    ["/api/v3/organizations%2Fdemo"],
    ["/api/v3\\..\\internal"],
    ["/api//evil.example/v3/self"],
  ])("refuses %s without calling the service", async (path) => {
    const res = await raw(await serve(), path);
    expect(res.status).toBe(400);
    expect(json(res.text)).toMatchObject({ error: "invalid_path" });
    expect(upstream.seen).toEqual([]);
  });

  it("never proxies an absolute-form request target", async () => {
    const res = await raw(await serve(), "http://evil.example/api/v3/self");
    expect(res.status).toBe(404);
    expect(upstream.seen).toEqual([]);
  });

  it("refuses cross-site calls, so other pages cannot use a server-held key", async () => {
    const base = await serve({ apiKey: "svc_server_key" });
    const crossSite = await raw(base, "/api/v3/self", { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(json(crossSite.text)).toMatchObject({ error: "cross_site_request" });
    const foreignOrigin = await raw(base, "/api/v3/self", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(foreignOrigin.status).toBe(403);
    expect(upstream.seen).toEqual([]);
    const own = await raw(base, "/api/v3/self", { headers: { "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
  });

  it("refuses other organizations when SVC_ORG_ID is set", async () => {
    const res = await raw(await serve({ orgId: "org_demo" }), "/api/v3/organizations/org_lab/sessions");
    expect(res.status).toBe(403);
    expect(json(res.text)).toMatchObject({ error: "organization_not_allowed" });
  });

  it("answers 502 in the API's error shape, without upstream details, when the service is down", async () => {
    const res = await raw(await serve({ upstream: new URL("http://127.0.0.1:9") }), "/api/v3/self");
    expect(res.status).toBe(502);
    expect(json(res.text)).toEqual({ error: "upstream_unavailable", message: "The service could not be reached." });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.join("\n")).toMatch(/proxy: 502 GET \/v3\/self \(ECONNREFUSED\)/);
  });

  it("answers 504 when the service stays silent past the timeout", async () => {
    const res = await raw(await serve({ upstreamTimeoutMs: 300 }), "/api/v3/hang");
    expect(res.status).toBe(504);
    expect(json(res.text)).toEqual({ error: "upstream_timeout", message: "The service did not answer in time." });
  });

  it("times out only the silent ones among many held requests, each once", async () => {
    const base = await serve({ upstreamTimeoutMs: 1_000, shareReads: false });
    // Interleaved, so exchanges leave the sweep's list from its middle as well as its end.
    const paths = Array.from({ length: 12 }, (_, i) => (i % 3 === 1 ? "/api/v3/hold" : "/api/v3/hang"));
    const answers = Promise.all(paths.map((path) => raw(base, path)));
    await expect.poll(() => upstream.seen.filter((seen) => seen.url === "/v3/hold").length).toBe(4);
    upstream.release();
    const statuses = (await answers).map((res) => res.status);
    expect(statuses).toEqual(paths.map((path) => (path.endsWith("hold") ? 200 : 504)));
    expect(logs.filter((line) => line.startsWith("proxy: 504"))).toHaveLength(8);
  });

  it("answers 404 in the API's shape when no service is configured", async () => {
    const res = await raw(await serve({ upstream: null }), "/api/v3/self");
    expect(res.status).toBe(404);
    expect(json(res.text)).toMatchObject({ error: "not_configured" });
  });

  it("does not forward methods the API has no use for", async () => {
    const res = await raw(await serve(), "/api/v3/self", { method: "TRACE" });
    expect(res.status).toBe(405);
    expect(upstream.seen).toEqual([]);
  });
});
