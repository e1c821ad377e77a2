import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningIdp, startIdp } from "../../scripts/idp";
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_ROLE_KEYS } from "../../scripts/idp-people";
import type { ServerConfig } from "../config";
import { type RunningServer, startServer } from "../prod";
import { makeTestDist, startTestUpstream, type TestUpstream, testServerConfig } from "../test-upstream";
import type { AuditEvent } from "./audit";
import { parseRoleKeys } from "./roles";

/** The whole code flow against a real OpenID provider (scripts/idp.ts), through the production server. */
let distDir = "";
let upstream: TestUpstream;
let idp: RunningIdp;
const running: RunningServer[] = [];
const audits: AuditEvent[] = [];
const logs: string[] = [];

beforeAll(async () => {
  distDir = makeTestDist();
  upstream = await startTestUpstream();
  idp = await startIdp({ port: 0 });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.shutdown(0)));
  audits.length = 0;
  logs.length = 0;
});
afterAll(async () => {
  await Promise.all([upstream.close(), idp.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

function authConfig(issuer: string): NonNullable<ServerConfig["auth"]> {
  return {
    issuer: new URL(issuer),
    clientId: DEMO_CLIENT.id,
    clientSecret: DEMO_CLIENT.secret,
    scopes: "openid profile email",
    groupsClaim: "groups",
    roles: parseRoleKeys(DEMO_ROLE_KEYS, []),
    secret: "test-secret-test-secret-test-secret-!",
    absoluteS: 3600,
    idleS: 600,
    publicUrl: null,
  };
}

async function serve(issuer = idp.url): Promise<string> {
  upstream.seen.length = 0;
  const config = testServerConfig(upstream.url, distDir, { auth: authConfig(issuer) });
  const server = await startServer(config, (line) => logs.push(line), { audit: (e) => audits.push(e) });
  running.push(server);
  return server.url;
}

/** A browser in miniature: one cookie jar per host, redirects followed by hand so each hop is seen. */
class Browser {
  jar = new Map<string, Map<string, string>>();
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = this.jar.get(target.host) ?? new Map<string, string>();
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(target, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(target.host, cookies);
    return res;
  }
  /** Follows redirects from `url`; stops at the provider's login form or any non-redirect. */
  async follow(url: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
    let current = url;
    let res = await this.go(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops += 1) {
      current = new URL(res.headers.get("location") as string, current).href;
      res = await this.go(current);
    }
    return { res, url: current };
  }
  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }
}

/** From a page of the dashboard, through the provider's login form, back to the dashboard. */
async function signIn(browser: Browser, base: string, path: string, email: string) {
  const form = await browser.follow(`${base}${path}`);
  expect(form.url).toContain(idp.url);
  const action = /action="([^"]+)"/.exec(await form.res.text())?.[1] as string;
  return browser.follow(new URL(action, idp.url).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
}

describe("sign-in through the OpenID provider", () => {
  it("sends a page to sign-in and back to the same page, then the role's key upstream", async () => {
    const base = await serve();
    const host = new URL(base).host;
    const browser = new Browser();
    const first = await browser.go(`${base}/o/org_demo/sessions?status=running`);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(
      `/auth/sign-in?return=${encodeURIComponent("/o/org_demo/sessions?status=running")}`,
    );
    const done = await signIn(browser, base, "/o/org_demo/sessions?status=running", "adam@example.com");
    expect(done.url).toBe(`${base}/o/org_demo/sessions?status=running`);
    expect(done.res.status).toBe(200);
    expect(browser.cookie(host, "sc_signin")).toBeUndefined();
    const session = browser.cookie(host, "sc_session") as string;
    expect(session).toBeTruthy();
    expect(Buffer.from(session, "base64url").toString("latin1")).not.toContain("svc_");

    const api = await browser.go(`${base}/api/v3/self`, { headers: { authorization: "Bearer svc_forged_by_browser" } });
    expect(api.status).toBe(200);
    expect(upstream.seen.at(-1)?.headers.authorization).toBe("Bearer svc_0d0e0000000000000000000000000002");
    expect(upstream.seen.at(-1)?.headers.cookie).toBeUndefined();
    const me = await (await browser.go(`${base}/auth/me`)).json();
    expect(me).toEqual({ subject: "u-admin", name: "Adam Admin", email: "adam@example.com", group: "admins" });
    expect(audits.find((a) => a.event === "sign_in")).toMatchObject({ email: "adam@example.com", group: "admins" });
  });

  it("records a write with who made it, never its body, key or cookie", async () => {
    const base = await serve();
    const browser = new Browser();
    await signIn(browser, base, "/", "olivia@example.com");
    const res = await browser.go(`${base}/api/v3/organizations/org_demo/secrets/DEPLOY_TOKEN`, {
      method: "PUT",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ value: "s3cret-value" }),
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const write = audits.find((a) => a.event === "write");
    expect(write).toMatchObject({
      email: "olivia@example.com",
      group: "owners",
      method: "PUT",
      path: "/api/v3/organizations/org_demo/secrets/DEPLOY_TOKEN",
      status: 200,
    });
    expect(write?.request_id).toBe(upstream.seen.at(-1)?.headers["x-request-id"]);
    expect(JSON.stringify(audits)).not.toMatch(/s3cret|svc_0d0e|sc_session/);
  });

  it("answers /api without a session with 401 sign_in_required, and refuses a tampered cookie", async () => {
    const base = await serve();
    const none = await fetch(`${base}/api/v3/self`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: "sign_in_required", message: "Sign in to use this dashboard." });
    const browser = new Browser();
    await signIn(browser, base, "/", "victor@example.com");
    const host = new URL(base).host;
    const value = browser.cookie(host, "sc_session") as string;
    browser.jar.get(host)?.set("sc_session", `${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`);
    expect((await browser.go(`${base}/api/v3/self`)).status).toBe(401);
    expect(audits.filter((a) => a.event === "refused").map((a) => a.reason)).toEqual(["none", "invalid"]);
    expect(upstream.seen).toHaveLength(0);
  });

  it("tells a person in no group who they are and that no role here is theirs", async () => {
    const base = await serve();
    const browser = new Browser();
    const done = await signIn(browser, base, "/", "nora@example.com");
    expect(done.res.status).toBe(403);
    const text = await done.res.text();
    expect(text).toContain("Nora Nogroup (nora@example.com)");
    expect(text).toContain("No role here is yours");
    expect(browser.cookie(new URL(base).host, "sc_session")).toBeUndefined();
    expect(audits.at(-1)).toMatchObject({ event: "sign_in_refused", email: "nora@example.com", reason: "no_role" });
  });

  it("checks state: a callback that is not this browser's sign-in is refused", async () => {
    const base = await serve();
    const browser = new Browser();
    const start = await browser.go(`${base}/auth/sign-in`);
    const authorize = new URL(start.headers.get("location") as string);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    const forged = await browser.go(
      `${base}/auth/callback?code=abc&state=not-the-state&iss=${encodeURIComponent(idp.url)}`,
    );
    expect(forged.status).toBe(400);
    expect(audits.at(-1)).toMatchObject({ event: "sign_in_refused", reason: "provider_answer" });
    const stranger = await new Browser().go(`${base}/auth/callback?code=abc&state=x`);
    expect(stranger.status).toBe(400);
  });

  it("returns only to paths on this origin", async () => {
    const base = await serve();
    const browser = new Browser();
    const done = await signIn(browser, base, "/auth/sign-in?return=%2F%2Fevil.example%2F", "erin@example.com");
    expect(done.url).toBe(`${base}/`);
  });

  it("signs out through the provider's end-session endpoint and clears the cookie", async () => {
    const base = await serve();
    const browser = new Browser();
    await signIn(browser, base, "/", "erin@example.com");
    const out = await browser.go(`${base}/auth/sign-out`);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toContain(`${idp.url}/session/end`);
    expect(browser.cookie(new URL(base).host, "sc_session")).toBeUndefined();
    expect(audits.at(-1)).toMatchObject({ event: "sign_out", email: "erin@example.com" });
  });

  it("says so when the provider cannot be reached, while /healthz answers", async () => {
    const down = await startIdp({ port: 0 });
    await down.close();
    const base = await serve(down.url);
    const page = await fetch(`${base}/auth/sign-in`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("cannot be reached");
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
