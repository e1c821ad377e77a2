import { createServer, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMetrics, type ProxyMetrics, serveMetrics } from "../metrics";
import { createProxy } from "../proxy";
import { raw, testServerConfig } from "../test-upstream";
import type { FlightLimits } from "./flight";
import { ReadShare } from "./read-share";
import { HUGE, type ShareUpstream, startShareUpstream } from "./share-upstream";

let upstream: ShareUpstream;
const open: Array<() => Promise<void>> = [];

beforeAll(async () => {
  upstream = await startShareUpstream();
});
afterEach(async () => {
  upstream.release();
  await Promise.all(open.splice(0).map((close) => close()));
  upstream.seen.length = 0;
});
afterAll(() => upstream.close());

interface Served {
  base: string;
  share: ReadShare;
  metrics: ProxyMetrics;
  /** The reuse clock, moved by hand. */
  clock: { now: number };
}

/** The real proxy with a share in front of it, as prod.ts wires them; reuse on a hand-moved clock. */
async function serve(options: { enabled?: boolean; ttlMs?: number; limits?: Partial<FlightLimits> } = {}) {
  const metrics = createMetrics();
  const clock = { now: 0 };
  const share = new ReadShare({
    enabled: options.enabled ?? true,
    ttlMs: options.ttlMs ?? 1_000,
    basePath: "",
    metrics,
    limits: options.limits,
    now: () => clock.now,
  });
  const proxy = createProxy(testServerConfig(upstream.url, "/nowhere"), () => undefined, { share });
  const server: Server = createServer((req, res) => {
    if (req.url === "/metrics") serveMetrics(metrics, req, res);
    else proxy.handle(req, res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  open.push(
    () =>
      new Promise<void>((done) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, share, metrics, clock } as Served;
}

const EVENTS = "/api/v3/organizations/demo/sessions/ses_1/events?after_seq=4&wait_ms=20000";
const SELF = "/api/v3/self";
const LIST = "/api/v3/organizations/demo/sessions";
const key = (k: string) => ({ authorization: `Bearer ${k}` });
const upstreamCount = () => upstream.seen.length;

/** A request the test can abandon midway (the browser navigating away). */
function abortable(base: string, path: string, headers: Record<string, string>) {
  const url = new URL(base);
  const req = request({ hostname: url.hostname, port: url.port, path, headers, agent: false });
  req.on("error", () => undefined);
  req.end();
  return req;
}

describe("shared in-flight reads", () => {
  it("gives one held long poll's answer, status, headers and body, to every viewer with the key", async () => {
    const { base, share } = await serve();
    const viewers = Array.from({ length: 5 }, () => raw(base, EVENTS, { headers: key("svc_a") }));
    await expect.poll(() => share.waiting).toBe(5);
    upstream.release();
    const answers = await Promise.all(viewers);
    expect(upstream.seen).toHaveLength(1);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers["x-answer"]).toBe("1");
      expect(JSON.parse(a.text)).toEqual({ n: 1, url: EVENTS.slice(4), auth: "Bearer svc_a" });
    }
  });

  it("never shares across keys: each key's viewers get the answer to their own key", async () => {
    const { base } = await serve();
    const a = raw(base, EVENTS, { headers: key("svc_a") });
    const b = raw(base, EVENTS, { headers: key("svc_b") });
    await expect.poll(upstreamCount).toBe(2);
    upstream.release();
    expect(JSON.parse((await a).text).auth).toBe("Bearer svc_a");
    expect(JSON.parse((await b).text).auth).toBe("Bearer svc_b");
    expect(upstream.seen.map((s) => s.auth).sort()).toEqual(["Bearer svc_a", "Bearer svc_b"]);
  });

  it("does not share different cursors or different read headers", async () => {
    const { base } = await serve();
    const other = EVENTS.replace("after_seq=4", "after_seq=5");
    const all = [
      raw(base, EVENTS, { headers: key("svc_a") }),
      raw(base, other, { headers: key("svc_a") }),
      raw(base, EVENTS, { headers: { ...key("svc_a"), accept: "text/plain" } }),
    ];
    await expect.poll(upstreamCount).toBe(3);
    upstream.release();
    await Promise.all(all);
  });

  it("keeps a shared read for those still waiting when one viewer leaves, and cancels it when the last leaves", async () => {
    const { base, share } = await serve();
    const leaving = abortable(base, EVENTS, key("svc_a"));
    const staying = raw(base, EVENTS, { headers: key("svc_a") });
    await expect.poll(() => share.waiting).toBe(2);
    leaving.destroy();
    // The leaver's connection is gone before the service answers; the read must still be open.
    await expect.poll(() => share.waiting).toBe(1);
    expect(upstream.seen[0]?.closed).toBe(false);
    upstream.release();
    expect((await staying).status).toBe(200);

    const both = [abortable(base, `${EVENTS}&x=1`, key("svc_a")), abortable(base, `${EVENTS}&x=1`, key("svc_a"))];
    await expect.poll(() => share.waiting).toBe(2);
    for (const req of both) req.destroy();
    await expect.poll(() => upstream.seen[1]?.closed).toBe(true);
  });

  it("cuts a viewer that does not read past its bound, alone, while the others get the whole answer", async () => {
    const { base, share } = await serve({ limits: { viewerBufferBytes: 256 << 10, retainBytes: 1 << 10 } });
    const url = new URL(base);
    // A browser that asks and then never reads its socket.
    const slow = connect({ host: url.hostname, port: Number(url.port) });
    let slowClosed = false;
    slow.on("close", () => {
      slowClosed = true;
    });
    slow.on("error", () => undefined);
    slow.write(`GET /api/v3/hold/huge HTTP/1.1\r\nhost: x\r\nauthorization: Bearer svc_a\r\n\r\n`);
    slow.pause();
    await expect.poll(upstreamCount).toBe(1);
    const fast = raw(base, "/api/v3/hold/huge", { headers: key("svc_a") });
    await expect.poll(() => share.waiting).toBe(2);
    upstream.release();
    const whole = await fast;
    expect(whole.status).toBe(200);
    expect(whole.body.equals(HUGE)).toBe(true);
    expect(upstream.seen).toHaveLength(1);
    slow.resume();
    await expect.poll(() => slowClosed).toBe(true);
  });

  it("shares an error answer as it came: a 429 with its Retry-After, a 503", async () => {
    const { base, share } = await serve();
    for (const path of ["/api/v3/hold/limited", "/api/v3/hold/broken"]) {
      upstream.seen.length = 0;
      const viewers = Array.from({ length: 3 }, () => raw(base, path, { headers: key("svc_a") }));
      await expect.poll(() => share.waiting).toBe(3);
      upstream.release();
      const answers = await Promise.all(viewers);
      expect(upstream.seen).toHaveLength(1);
      for (const a of answers) {
        expect(a.status).toBe(path.endsWith("limited") ? 429 : 503);
        if (path.endsWith("limited")) expect(a.headers["retry-after"]).toBe("7");
      }
    }
  });

  it("sends every request on its own with sharing off", async () => {
    const { base } = await serve({ enabled: false });
    const viewers = Array.from({ length: 3 }, () => raw(base, EVENTS, { headers: key("svc_a") }));
    await expect.poll(upstreamCount).toBe(3);
    upstream.release();
    await Promise.all(viewers);
  });
});

describe("short reuse", () => {
  it("answers /v3/self again within SHARE_TTL_MS, per key, and not after", async () => {
    const { base, clock } = await serve({ ttlMs: 1_000 });
    const first = await raw(base, SELF, { headers: key("svc_a") });
    clock.now = 1_000;
    const again = await raw(base, SELF, { headers: key("svc_a") });
    expect(again.text).toBe(first.text);
    const otherKey = await raw(base, SELF, { headers: key("svc_b") });
    expect(JSON.parse(otherKey.text).auth).toBe("Bearer svc_b");
    clock.now = 1_001;
    const stale = await raw(base, SELF, { headers: key("svc_a") });
    expect(JSON.parse(stale.text).n).not.toBe(JSON.parse(first.text).n);
    expect(upstream.seen.map((s) => s.url)).toEqual(["/v3/self", "/v3/self", "/v3/self"]);
  });

  it("drops a key's reused answers on a write with that key, and only that key's", async () => {
    const { base } = await serve();
    await raw(base, LIST, { headers: key("svc_a") });
    await raw(base, LIST, { headers: key("svc_b") });
    await raw(base, `${LIST}`, { method: "POST", headers: key("svc_a"), body: "{}" });
    const mine = await raw(base, LIST, { headers: key("svc_a") });
    expect(JSON.parse(mine.text).n).toBe(4);
    await raw(base, LIST, { headers: key("svc_b") });
    expect(upstream.seen.map((s) => `${s.method} ${s.auth}`)).toEqual([
      "GET Bearer svc_a",
      "GET Bearer svc_b",
      "POST Bearer svc_a",
      "GET Bearer svc_a",
    ]);
  });

  it("does not let a read that was in flight during a write answer the writer's next read", async () => {
    const { base } = await serve();
    const snapshot = "/api/v3/organizations/demo/sessions/ses_1?hold=1";
    const before = raw(base, snapshot, { headers: key("svc_a") });
    await expect.poll(upstreamCount).toBe(1);
    await raw(base, "/api/v3/organizations/demo/sessions/ses_1/messages", {
      method: "POST",
      headers: key("svc_a"),
      body: "{}",
    });
    const after = raw(base, snapshot, { headers: key("svc_a") });
    await expect.poll(upstreamCount).toBe(3);
    upstream.release();
    await Promise.all([before, after]);
    // And the answer that began before the write is not kept for reuse.
    await raw(base, snapshot.replace("?hold=1", ""), { headers: key("svc_a") });
    expect(upstream.seen).toHaveLength(4);
  });

  it("never reuses a long poll's answer, nor anything with SHARE_TTL_MS=0", async () => {
    const { base } = await serve({ ttlMs: 0 });
    await raw(base, SELF, { headers: key("svc_a") });
    await raw(base, SELF, { headers: key("svc_a") });
    expect(upstream.seen).toHaveLength(2);
    const { base: reusing } = await serve();
    for (let i = 0; i < 2; i += 1) {
      const poll = raw(reusing, EVENTS, { headers: key("svc_a") });
      await expect.poll(upstreamCount).toBe(3 + i);
      upstream.release();
      await poll;
    }
  });
});

describe("/metrics", () => {
  it("counts upstream requests, joined and reused ones, held polls and answers, labelled by route only", async () => {
    const { base, share } = await serve();
    const secretKey = "svc_0123456789abcdef";
    const viewers = Array.from({ length: 3 }, () => raw(base, EVENTS, { headers: key(secretKey) }));
    await expect.poll(() => share.waiting).toBe(3);
    const held = await raw(base, "/metrics");
    expect(held.text).toMatch(/proxy_held_long_polls\{side="viewer"\} 3/);
    expect(held.text).toMatch(/proxy_held_long_polls\{side="upstream"\} 1/);
    upstream.release();
    await Promise.all(viewers);
    await raw(base, SELF, { headers: key(secretKey) });
    await raw(base, SELF, { headers: key(secretKey) });
    const text = (await raw(base, "/metrics")).text;
    const events = 'route="/v3/organizations/{orgId}/sessions/{sessionId}/events"';
    expect(text).toContain(`proxy_upstream_requests_total{${events},method="GET"} 1`);
    expect(text).toContain(`proxy_shared_requests_total{${events},how="joined"} 2`);
    expect(text).toContain('proxy_shared_requests_total{route="/v3/self",how="reused"} 1');
    expect(text).toContain(`proxy_answers_total{${events},class="2xx"} 3`);
    expect(text).toMatch(/proxy_held_long_polls\{side="viewer"\} 0/);
    expect(text).toContain("proxy_answer_seconds_bucket");
    expect(text).toContain("proxy_upstream_seconds_bucket");
    expect(text).toContain("process_resident_memory_bytes");
    for (const secret of [secretKey, "ses_1", "demo", "after_seq", "wait_ms"]) expect(text).not.toContain(secret);
  });
});
