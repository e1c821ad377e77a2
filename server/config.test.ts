import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config";

const distDir = mkdtempSync(join(tmpdir(), "config-dist-"));
writeFileSync(join(distDir, "index.html"), "<!doctype html><title>t</title>");
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const parse = (env: Record<string, string>) => parseConfig(env, { distDir });

describe("parseConfig", () => {
  it("has safe defaults: loopback, no upstream, a 30 s upstream timeout, no HSTS", () => {
    const result = parse({});
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      distDir,
      upstream: null,
      apiKey: null,
      upstreamTimeoutMs: 30_000,
      readyTimeoutMs: 2_000,
      shutdownGraceMs: 25_000,
      trustProxy: false,
      hstsMaxAgeS: 0,
      fdReserve: 16_384,
      shareReads: true,
      shareTtlMs: 1_000,
    });
  });

  it("reads the sharing settings, and refuses a reuse window past a minute", () => {
    const off = parse({ SHARE_READS: "off", SHARE_TTL_MS: "0" });
    if (!off.ok) throw new Error(off.errors.join("\n"));
    expect(off.config).toMatchObject({ shareReads: false, shareTtlMs: 0 });
    const bad = parse({ SHARE_TTL_MS: "61000" });
    expect(bad.ok ? [] : bad.errors).toEqual([expect.stringContaining("SHARE_TTL_MS")]);
  });

  it("reads a full production setup", () => {
    const result = parse({
      PORT: "3000",
      HOST: "0.0.0.0",
      SVC_BASE_URL: "https://svc.example.com/gateway/",
      SVC_API_KEY: "svc_0123456789abcdef",
      SVC_ORG_ID: "org_demo",
      SVC_TIMEOUT_MS: "45000",
      TRUST_PROXY: "1",
      ALLOWED_HOSTS: "dash.example.com, dash.internal:8080",
      ANONYMOUS_ACCESS: "1",
    });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.config.upstream?.href).toBe("https://svc.example.com/gateway/");
    expect(result.config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      apiKey: "svc_0123456789abcdef",
      orgId: "org_demo",
      upstreamTimeoutMs: 45_000,
      hstsMaxAgeS: 31_536_000,
      allowedHosts: ["dash.example.com", "dash.internal:8080"],
    });
  });

  it("refuses a server-held key on a reachable port without sign-in, unless the open door is meant", () => {
    const door = { HOST: "0.0.0.0", SVC_BASE_URL: "https://svc.example.com", SVC_API_KEY: "svc_0123456789abcdef" };
    const refused = parse(door);
    expect(refused.ok ? [] : refused.errors).toEqual([
      expect.stringMatching(/^SVC_API_KEY with HOST=0\.0\.0\.0 and no sign-in/),
    ]);
    expect(JSON.stringify(refused)).not.toContain("svc_0123456789abcdef");
    expect(parse({ ...door, ANONYMOUS_ACCESS: "1" })).toMatchObject({ ok: true, config: { anonymousAccess: true } });
    expect(parse({ ...door, HOST: "127.0.0.1" }).ok).toBe(true);
    const signIn = {
      HOST: "0.0.0.0",
      SVC_BASE_URL: "https://svc.example.com",
      OIDC_ISSUER: "https://id.example.com",
      OIDC_CLIENT_ID: "dash",
      ROLE_KEYS: "*=svc_0123456789abcdef",
      AUTH_SECRET: "x".repeat(32),
    };
    expect(parse(signIn)).toMatchObject({ ok: true, config: { auth: { clientId: "dash" }, apiKey: null } });
    expect(parse({ ...signIn, AUTH_SECRET: "x".repeat(31) })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^AUTH_SECRET: required with OIDC_ISSUER, at least 32/)],
    });
    expect(parse({ ...signIn, ANONYMOUS_ACCESS: "1" }).ok).toBe(false);
  });

  it("reports every problem on its own line, naming the variable", () => {
    const result = parse({
      PORT: "eighty",
      SVC_BASE_URL: "ftp://svc.example.com",
      SVC_API_KEY: "svc key with spaces",
      SVC_TIMEOUT_MS: "5000",
      TRUST_PROXY: "maybe",
      DIST_DIR: join(distDir, "missing"),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(7);
    for (const name of ["PORT", "SVC_BASE_URL", "SVC_API_KEY", "SVC_TIMEOUT_MS", "TRUST_PROXY", "DIST_DIR"]) {
      expect(result.errors.some((e) => e.startsWith(name))).toBe(true);
    }
    // The key is never echoed, even when it is the problem.
    expect(result.errors.join("\n")).not.toContain("svc key with spaces");
    expect(result.errors.every((e) => !e.includes("\n"))).toBe(true);
  });

  it("never echoes a base URL that carries credentials", () => {
    const result = parse({ SVC_BASE_URL: "https://user:hunter2@svc.example.com" });
    expect(result).toEqual({ ok: false, errors: ["SVC_BASE_URL: no credentials in the URL (use SVC_API_KEY)"] });
  });

  it("refuses settings that need an upstream without one", () => {
    const result = parse({ SVC_API_KEY: "svc_0123456789abcdef", SVC_ORG_ID: "org_demo", SVC_DIRECT: "1" });
    expect(result.ok ? [] : result.errors).toEqual([
      "SVC_API_KEY is set but SVC_BASE_URL is not: the key would never be used",
      "SVC_ORG_ID is set but SVC_BASE_URL is not",
      "SVC_DIRECT is set but SVC_BASE_URL is not",
    ]);
  });

  it("keeps the long-poll floor on the upstream timeout", () => {
    expect(parse({ SVC_TIMEOUT_MS: "21000" }).ok).toBe(true);
    expect(parse({ SVC_TIMEOUT_MS: "20999" }).ok).toBe(false);
  });

  it("checks extra connect-src entries are origins", () => {
    expect(parse({ CSP_CONNECT_SRC: "https://a.example.com http://b.example.com:8080" }).ok).toBe(true);
    expect(parse({ CSP_CONNECT_SRC: "https://a.example.com/path *" }).ok).toBe(false);
  });

  it.each([
    ["PORT", "65536"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["HOST", "0.0.0.0 evil"],
    ["SVC_BASE_URL", "svc.example.com"],
    ["SVC_BASE_URL", "https://svc.example.com/?tenant=a"],
    ["SVC_BASE_URL", "https://svc.example.com/#x"],
    ["SVC_ORG_ID", "org/../other"],
    ["SVC_API_KEY", "short"],
    ["SVC_READY_TIMEOUT_MS", "99"],
    ["SVC_READY_TIMEOUT_MS", "30001"],
    ["SHUTDOWN_GRACE_MS", "600001"],
    ["HSTS_MAX_AGE", "-5"],
    ["TRUST_PROXY", "2"],
    ["SVC_DIRECT", "sometimes"],
    ["FD_RESERVE", "1048577"],
    ["FD_RESERVE", "lots"],
  ])("refuses %s=%j with one line naming it", (name, value) => {
    const result = parse({ SVC_BASE_URL: "https://svc.example.com", [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(new RegExp(`^${name}\\b`));
  });

  it("accepts the limits of each range and the usual ways to say yes and no", () => {
    const result = parse({
      PORT: "0",
      SVC_BASE_URL: "http://10.0.0.5:8081",
      SVC_API_KEY: "12345678",
      SVC_READY_TIMEOUT_MS: "100",
      SHUTDOWN_GRACE_MS: "0",
      SVC_TIMEOUT_MS: "600000",
      TRUST_PROXY: "yes",
      HSTS_MAX_AGE: "0",
      SVC_DIRECT: "off",
      FD_RESERVE: "0",
    });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.config).toMatchObject({
      port: 0,
      readyTimeoutMs: 100,
      shutdownGraceMs: 0,
      upstreamTimeoutMs: 600_000,
      trustProxy: true,
      // An explicit 0 wins over TRUST_PROXY's default of a year.
      hstsMaxAgeS: 0,
      direct: false,
      fdReserve: 0,
    });
  });
});
