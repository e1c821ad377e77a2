import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type AuthConfig, openDoorError, parseAuthConfig } from "./auth/config.ts";

/** Everything the production server reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built app (vite build output). */
  distDir: string;
  /** The service; without it `/api` answers 404 and pages carry no live config. */
  upstream: URL | null;
  /** Sent as `Authorization: Bearer …` on proxied requests that carry none. */
  apiKey: string | null;
  /** When set, `/api/v3/organizations/<other org>/…` is refused. */
  orgId: string | null;
  /** Longest wait for the service's response headers, and longest silence while its body streams. */
  upstreamTimeoutMs: number;
  /** How long `/readyz` waits for the service. */
  readyTimeoutMs: number;
  /** How long in-flight requests may run on after SIGTERM/SIGINT before their connections are closed. */
  shutdownGraceMs: number;
  /** A TLS-terminating reverse proxy sits in front: trust its X-Forwarded-Proto/Host. */
  trustProxy: boolean;
  /** Strict-Transport-Security max-age in seconds; 0 sends none. */
  hstsMaxAgeS: number;
  /** Host header values accepted (DNS-rebinding guard); empty accepts any. */
  allowedHosts: string[];
  /** Extra origins the connect screen's Live mode may call directly (CSP connect-src). */
  connectSrc: string[];
  /** Also let the browser call the upstream origin directly. */
  direct: boolean;
  /** File descriptors to make room for at start (server/fd-table.ts); 0 leaves the table to grow as sockets open. */
  fdReserve: number;
  /** Sign-in (OIDC) and the role keys; null: no sign-in. */
  auth: AuthConfig | null;
  /** ANONYMOUS_ACCESS=1: a server-held key on a reachable port without sign-in is meant (the header says so). */
  anonymousAccess: boolean;
  /** Identical GETs in flight at once become one request to the service (SHARE_READS, default on). */
  shareReads: boolean;
  /** How old a reused answer (self, sessions list, Machines, a session) may be; 0 turns reuse off. */
  shareTtlMs: number;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; errors: string[] };

/** The service holds a long poll up to 20 s (spec §8 wait_ms); a shorter proxy timeout would cut every one. */
export const MIN_UPSTREAM_TIMEOUT_MS = 21_000;
const ONE_YEAR_S = 31_536_000;
/** Two descriptors per held long poll: room for about 8 000 held at once before the table grows again. */
export const DEFAULT_FD_RESERVE = 16_384;

type Env = Readonly<Record<string, string | undefined>>;

function set(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "";
}

export function parseConfig(env: Env, defaults: { distDir: string }): ConfigResult {
  const errors: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number, hint = ""): number => {
    const raw = env[name];
    if (!set(raw)) return fallback;
    const n = Number(raw.trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      errors.push(`${name}=${JSON.stringify(raw)}: expected a whole number from ${min} to ${max}${hint}`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string): boolean => {
    const raw = (env[name] ?? "").trim().toLowerCase();
    if (["", "0", "false", "no", "off"].includes(raw)) return false;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    errors.push(`${name}=${JSON.stringify(env[name])}: expected 1/true/yes or 0/false/no`);
    return false;
  };

  const port = int("PORT", 8080, 0, 65_535);
  const host = set(env.HOST) ? env.HOST.trim() : "127.0.0.1";
  if (/\s/.test(host)) errors.push(`HOST=${JSON.stringify(env.HOST)}: expected an address such as 0.0.0.0 or ::`);

  const distDir = resolve(set(env.DIST_DIR) ? env.DIST_DIR : defaults.distDir);
  if (!existsSync(join(distDir, "index.html"))) {
    errors.push(`DIST_DIR: ${distDir} has no index.html — run \`npm run build\` first`);
  }

  const upstream = parseUpstream(env.SVC_BASE_URL, errors);
  const apiKey = set(env.SVC_API_KEY) ? env.SVC_API_KEY : null;
  if (apiKey !== null) {
    // Visible ASCII only: anything else would break (or split) the Authorization header.
    if (!/^[\x21-\x7e]{8,4096}$/.test(apiKey)) {
      errors.push("SVC_API_KEY: expected 8 to 4096 visible ASCII characters without spaces (value not shown)");
    }
    if (!upstream) errors.push("SVC_API_KEY is set but SVC_BASE_URL is not: the key would never be used");
  }
  const orgId = set(env.SVC_ORG_ID) ? env.SVC_ORG_ID.trim() : null;
  if (orgId !== null) {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(orgId)) {
      errors.push(
        `SVC_ORG_ID=${JSON.stringify(orgId)}: expected an organization id or slug (letters, digits, _ and -)`,
      );
    }
    if (!upstream) errors.push("SVC_ORG_ID is set but SVC_BASE_URL is not");
  }

  const upstreamTimeoutMs = int(
    "SVC_TIMEOUT_MS",
    30_000,
    MIN_UPSTREAM_TIMEOUT_MS,
    600_000,
    " (long polls are held up to 20 s)",
  );
  const readyTimeoutMs = int("SVC_READY_TIMEOUT_MS", 2_000, 100, 30_000);
  const shutdownGraceMs = int("SHUTDOWN_GRACE_MS", 25_000, 0, 600_000);
  const trustProxy = bool("TRUST_PROXY");
  const hstsMaxAgeS = int("HSTS_MAX_AGE", trustProxy ? ONE_YEAR_S : 0, 0, 2 * ONE_YEAR_S);
  const allowedHosts = list(env.ALLOWED_HOSTS).map((h) => h.toLowerCase());
  const connectSrc = list(env.CSP_CONNECT_SRC);
  for (const origin of connectSrc) {
    if (!isOrigin(origin)) errors.push(`CSP_CONNECT_SRC: ${JSON.stringify(origin)} is not an origin like https://host`);
  }
  const direct = bool("SVC_DIRECT");
  const fdReserve = int("FD_RESERVE", DEFAULT_FD_RESERVE, 0, 1_048_576);
  if (direct && !upstream) errors.push("SVC_DIRECT is set but SVC_BASE_URL is not");
  const auth = parseAuthConfig(env, errors, int);
  const anonymousAccess = bool("ANONYMOUS_ACCESS");
  if (auth && anonymousAccess) errors.push("ANONYMOUS_ACCESS is set with OIDC_ISSUER: choose sign-in or an open door");
  const openDoor = openDoorError({ apiKey, host, auth }, anonymousAccess);
  if (openDoor) errors.push(openDoor);
  const shareReads = set(env.SHARE_READS) ? bool("SHARE_READS") : true;
  const shareTtlMs = int("SHARE_TTL_MS", 1_000, 0, 60_000);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port,
      host,
      distDir,
      upstream,
      apiKey,
      orgId,
      upstreamTimeoutMs,
      readyTimeoutMs,
      shutdownGraceMs,
      trustProxy,
      hstsMaxAgeS,
      allowedHosts,
      connectSrc,
      direct,
      fdReserve,
      auth,
      anonymousAccess,
      shareReads,
      shareTtlMs,
    },
  };
}

function parseUpstream(raw: string | undefined, errors: string[]): URL | null {
  if (!set(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    errors.push(`SVC_BASE_URL=${JSON.stringify(raw)}: not a URL (expected e.g. https://svc.example.com)`);
    return null;
  }
  const problems: string[] = [];
  if (url.protocol !== "http:" && url.protocol !== "https:") problems.push("use http: or https:");
  if (url.username || url.password) problems.push("no credentials in the URL (use SVC_API_KEY)");
  if (url.search || url.hash) problems.push("no query or fragment");
  if (problems.length > 0) {
    // The URL may hold credentials: name the problem, not the value.
    errors.push(`SVC_BASE_URL: ${problems.join("; ")}`);
    return null;
  }
  return url;
}

/** The base URL's path without its trailing slash ("" at the root): API paths are appended to it. */
export function basePathOf(upstream: URL): string {
  return upstream.pathname.replace(/\/+$/, "");
}

function list(raw: string | undefined): string[] {
  return (raw ?? "").split(/[\s,]+/).filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}
