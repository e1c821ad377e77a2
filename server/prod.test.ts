import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { CSP_PRELUDE_PATH } from "./csp-prelude";
import { precompress } from "./precompress";
import { liveConfigOf, type RunningServer, startServer } from "./prod";
import { RADIX_STYLE_HASHES } from "./security-headers";
import { makeTestDist, raw, startTestUpstream, type TestUpstream, testServerConfig } from "./test-upstream";

let distDir = "";
let upstream: TestUpstream;
const running: RunningServer[] = [];

beforeAll(async () => {
  distDir = makeTestDist();
  await precompress(distDir);
  upstream = await startTestUpstream();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.shutdown(0)));
});

afterAll(async () => {
  await upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function serve(extra: Partial<ServerConfig> = {}): Promise<string> {
  upstream.seen.length = 0;
  const config = testServerConfig(upstream.url, distDir, extra);
  const server = await startServer(config, () => {});
  running.push(server);
  return server.url;
}

const json = (text: string): unknown => JSON.parse(text);

describe("static files", () => {
  it("serves the page with a per-response style nonce and the CSP prelude ahead of the app", async () => {
    const base = await serve({ upstream: null });
    const [a, b] = [await raw(base, "/"), await raw(base, "/")];
    expect(a.status).toBe(200);
    expect(a.headers["cache-control"]).toBe("no-cache");
    expect(a.headers.etag).toBeUndefined();
    const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(html)?.[1];
    const nonce = nonceOf(a.text);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(b.text)).not.toBe(nonce);
    expect(a.headers["content-security-policy"]).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
    expect(a.text.indexOf(`<script defer src="${CSP_PRELUDE_PATH}">`)).toBeLessThan(a.text.indexOf('type="module"'));
    const prelude = await raw(base, CSP_PRELUDE_PATH);
    expect(prelude.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(prelude.text).toContain("jitless: true");
  });

  it("sends precompressed twins by preference, with their own length and ETag", async () => {
    const base = await serve();
    const original = readFileSync(join(distDir, "assets", "app-123.js"));
    const br = await raw(base, "/assets/app-123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.headers.vary).toBe("accept-encoding");
    const gz = await raw(base, "/assets/app-123.js", { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await raw(base, "/assets/app-123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("caches hashed assets for good, revalidates the rest, and answers 304 to a matching ETag", async () => {
    const base = await serve();
    const asset = await raw(base, "/assets/app-123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    const again = await raw(base, "/assets/app-123.js", { headers: { "if-none-match": asset.headers.etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const icon = await raw(base, "/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("no-cache");
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
  });

  it("answers deep links with the page, and missing files with 404", async () => {
    const base = await serve();
    const deep = await raw(base, "/o/org_demo/sessions/ses_live_stream?tab=timeline");
    expect(deep.status).toBe(200);
    expect(deep.text).toContain("<title>Session Control</title>");
    const dotted = await raw(base, "/o/org_demo/machines/build.fleet", { headers: { accept: "text/html" } });
    expect(dotted.status).toBe(200);
    expect((await raw(base, "/assets/app-999.js")).status).toBe(404);
    expect((await raw(base, "/robots.txt")).status).toBe(404);
    expect((await raw(base, "/assets/app-123.js.br")).status).toBe(404);
    // Only files of the build are reachable, whatever the path says.
    expect((await raw(base, "/../package.json")).status).toBe(404);
    expect((await raw(base, "/%2e%2e/package.json")).status).toBe(404);
    const post = await raw(base, "/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it("answers HEAD with headers only", async () => {
    const base = await serve();
    const head = await raw(base, "/assets/app-123.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(4000);
    expect(head.body.length).toBe(0);
  });
});

describe("security headers", () => {
  it("sends a CSP without inline script or style elements, and the rest of the set", async () => {
    const base = await serve({ hstsMaxAgeS: 0 });
    const res = await raw(base, "/assets/app-123.js");
    const csp = String(res.headers["content-security-policy"] ?? "");
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self';",
      "style-src-attr 'unsafe-inline'",
      "connect-src 'self';",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d] as const));
    for (const name of ["script-src", "style-src", "style-src-elem"]) {
      expect(directives.get(name), name).not.toMatch(/unsafe-(inline|eval)/);
    }
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when configured behind TLS, and the upstream origin only for direct calls", async () => {
    const base = await serve({ hstsMaxAgeS: 31_536_000, direct: true });
    const res = await raw(base, "/healthz");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(res.headers["content-security-policy"]).toContain(`connect-src 'self' ${upstream.url};`);
  });

  it("allows by hash exactly the fixed <style> texts the installed Radix renders", () => {
    for (const [pkg, hash] of Object.entries(RADIX_STYLE_HASHES)) {
      const source = readFileSync(join("node_modules", pkg, "dist", "index.mjs"), "utf8");
      const text = /__html: `([^`]+)`/.exec(source)?.[1] ?? "";
      expect(`sha256-${createHash("sha256").update(text).digest("base64")}`, pkg).toBe(hash);
    }
  });

  it("relies on zod adopting a global config that the prelude sets before it loads", () => {
    const core = readFileSync(join("node_modules", "zod", "v4", "core", "core.js"), "utf8");
    expect(core).toContain("export const globalConfig = globalThis.__zod_globalConfig;");
  });

  it("answers only the configured host names when ALLOWED_HOSTS is set", async () => {
    const base = await serve({ allowedHosts: ["dash.example.com"] });
    expect((await raw(base, "/", { headers: { host: "dash.example.com" } })).status).toBe(200);
    const other = await raw(base, "/", { headers: { host: "rebound.attacker.example" } });
    expect(other.status).toBe(421);
    expect(json(other.text)).toMatchObject({ error: "unknown_host" });
  });
});

describe("live config in the page", () => {
  const configOf = (html: string) => {
    const match = /<meta name="session-control-config" content="([^"]*)"/.exec(html);
    return match ? JSON.parse((match[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")) : null;
  };

  it("tells the app to use the proxy and whether the server holds the key, never the key", async () => {
    const withKey = await raw(await serve({ apiKey: "svc_secret_value" }), "/");
    const open = { signIn: false, openDoor: false };
    expect(configOf(withKey.text)).toEqual({ mode: "live", baseUrl: "/api", serverKey: true, ...open });
    expect(withKey.text).not.toContain("svc_secret_value");
    expect(configOf((await raw(await serve(), "/o/org_demo/sessions")).text)).toEqual({
      mode: "live",
      baseUrl: "/api",
      serverKey: false,
      ...open,
    });
    expect(configOf((await raw(await serve({ upstream: null }), "/")).text)).toBeNull();
    // A meant open door (ANONYMOUS_ACCESS=1 on a reachable HOST) is said in the page, so the header can say it.
    const meant = { upstream: new URL("http://svc"), apiKey: "k", auth: null, anonymousAccess: true };
    expect(JSON.parse(liveConfigOf({ ...meant, host: "0.0.0.0" }) ?? "")).toMatchObject({ openDoor: true });
    expect(JSON.parse(liveConfigOf({ ...meant, host: "127.0.0.1" }) ?? "")).toMatchObject({ openDoor: false });
  });
});

describe("health", () => {
  it("/healthz is up while the process is; /readyz follows the upstream", async () => {
    const base = await serve();
    expect(json((await raw(base, "/healthz")).text)).toEqual({ status: "ok" });
    const ready = await raw(base, "/readyz");
    expect(ready.status).toBe(200);
    expect(upstream.seen.at(-1)).toMatchObject({ url: "/v3/self" });
    expect(upstream.seen.at(-1)?.headers.authorization).toBeUndefined();
    const down = await serve({ upstream: new URL("http://127.0.0.1:9") });
    const unready = await raw(down, "/readyz");
    expect(unready.status).toBe(503);
    expect(json(unready.text)).toEqual({ status: "unready", reason: "upstream_unreachable" });
  });
});

describe("/metrics", () => {
  it("counts what the proxy did, in Prometheus text, and reuses a read only while SHARE_TTL_MS allows", async () => {
    const base = await serve({ apiKey: "svc_server_key" });
    await raw(base, "/api/v3/self");
    await raw(base, "/api/v3/self");
    const metrics = await raw(base, "/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.headers["content-type"]).toMatch(/^text\/plain/);
    expect(metrics.text).toContain('proxy_upstream_requests_total{route="/v3/self",method="GET"} 1');
    expect(metrics.text).toContain('proxy_shared_requests_total{route="/v3/self",how="reused"} 1');
    expect(metrics.text).not.toContain("svc_server_key");
    const off = await serve({ shareTtlMs: 0 });
    await raw(off, "/api/v3/self");
    await raw(off, "/api/v3/self");
    expect(upstream.seen.filter((s) => s.url === "/v3/self")).toHaveLength(2);
  });
});
