import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Audit, stdoutAudit } from "./auth/audit.ts";
import { isLoopback } from "./auth/config.ts";
import { createAuthGate } from "./auth/gate.ts";
import { basePathOf, parseConfig, type ServerConfig } from "./config.ts";
import { reserveDescriptors } from "./fd-table.ts";
import { createHandler } from "./handler.ts";
import { createMetrics } from "./metrics.ts";
import { createProxy } from "./proxy.ts";
import { createReadinessProbe } from "./readiness.ts";
import { securityHeaders } from "./security-headers.ts";
import { ReadShare } from "./share/read-share.ts";
import { loadStaticSite } from "./static-files.ts";

/**
 * Production server: the built SPA with strict security headers, `/healthz` and `/readyz`, and a
 * same-origin proxy `/api/* → SVC_BASE_URL` so browsers need no CORS and, with SVC_API_KEY, never
 * see a key; with OIDC_ISSUER, people sign in first and act with their group's key (server/auth).
 * One plain node process on node:http; no state, so replicas can sit behind any balancer.
 * Run compiled: `npm run build:server && node dist-server/prod.js` (or `npm run serve`).
 */
export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish for up to `graceMs`, then closes what is left. */
  shutdown(graceMs?: number): Promise<void>;
}

export function liveConfigOf(
  config: Pick<ServerConfig, "upstream" | "apiKey" | "auth" | "anonymousAccess" | "host">,
): string | null {
  if (!config.upstream) return null;
  // signIn: the server's keys are the signed-in person's role's; openDoor: anyone reaching the port acts with its key.
  const serverKey = config.apiKey !== null || config.auth !== null;
  const openDoor = config.apiKey !== null && config.anonymousAccess && !isLoopback(config.host);
  return JSON.stringify({ mode: "live", baseUrl: "/api", serverKey, signIn: config.auth !== null, openDoor });
}

export interface ServerParts {
  /** The /api proxy's maker (the bench swaps in candidates). */
  createProxy?: typeof createProxy;
  /** Where audit lines go (stdout by default). */
  audit?: Audit;
}

/** Sign-in (with OIDC_ISSUER) and the audit trail of proxied writes (whenever there is a service). */
function authParts(
  config: ServerConfig,
  log: (line: string) => void,
  audit: Audit,
  apiHeaders: Record<string, string>,
) {
  const gate = config.auth ? createAuthGate(config.auth, { trustProxy: config.trustProxy, audit, log }) : null;
  return { gate, audit, apiHeaders };
}

export async function startServer(
  config: ServerConfig,
  log: (line: string) => void = console.error,
  parts: ServerParts = {},
): Promise<RunningServer> {
  const security = securityHeaders(config);
  const site = loadStaticSite(config.distDir, liveConfigOf(config), security.pageCsp);
  let draining = false;
  const makeProxy = parts.createProxy ?? createProxy;
  // Shared reads and /metrics (issue 45): one registry and one share per server.
  const metrics = createMetrics();
  const share = config.upstream
    ? new ReadShare({
        enabled: config.shareReads,
        ttlMs: config.shareTtlMs,
        basePath: basePathOf(config.upstream),
        metrics,
      })
    : undefined;
  const proxy = makeProxy(config, log, { headers: security.apiHeaders, draining: () => draining, share });
  const handler = createHandler({
    config,
    site,
    headers: security.headers,
    proxy,
    ready: createReadinessProbe(config.upstream, config.readyTimeoutMs),
    draining: () => draining,
    ...authParts(config, log, parts.audit ?? stdoutAudit, security.apiHeaders),
    metrics,
  });
  // No per-request bookkeeping here: with thousands of held long polls every listener and closure per
  // request shows in memory and CPU (`npm run bench:proxy`). Shutdown finds its way without them.
  const server = createServer(handler);
  // Longer than common load balancers' idle timeouts (60 s), so they close first and never reuse a dead socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    // A deep accept queue: a burst of reconnecting long polls (a deploy, a balancer failover) would
    // otherwise overflow the default 511 and wait out SYN retransmits (1 s, then 3 s). The kernel caps it (somaxconn).
    server.listen({ port: config.port, host: config.host, backlog: 4096 }, () => done());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  let stopping: Promise<void> | null = null;
  const shutdown = (graceMs = config.shutdownGraceMs): Promise<void> => {
    stopping ??= new Promise<void>((done) => {
      draining = true;
      server.getConnections((_error, open) => {
        if (open > 0) log(`draining ${open} connection(s), for up to ${Math.round(graceMs / 1000)} s`);
      });
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      // Answers given from now on close their connection; one kept alive by an answer that finished
      // in between is idle, and goes at the next tick of this sweep.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearTimeout(force);
        clearInterval(sweep);
        proxy.close();
        done();
      });
      server.closeIdleConnections();
    });
    return stopping;
  };
  return { server, url: `http://${host}:${address.port}`, shutdown };
}

export async function main(env: NodeJS.ProcessEnv = process.env, parts: ServerParts = {}): Promise<void> {
  const parsed = parseConfig(env, { distDir: resolve(import.meta.dirname, "..", "dist") });
  if (!parsed.ok) {
    // One problem, one line (a log search finds it whole); several, a line each and a count.
    if (parsed.errors.length === 1) console.error(`config: ${parsed.errors[0]}; not starting. See docs/operations.md.`);
    else {
      for (const error of parsed.errors) console.error(`config: ${error}`);
      console.error(`config: ${parsed.errors.length} problem(s); not starting. See docs/operations.md.`);
    }
    process.exit(2);
  }
  const { config } = parsed;
  if (config.fdReserve > 0) {
    const room = reserveDescriptors(config.fdReserve);
    if (room < config.fdReserve) {
      console.warn(
        `open-files limit: room for ${room} more sockets, about ${Math.floor(room / 2)} held long polls; raise it (ulimit -n, LimitNOFILE=) for more`,
      );
    }
  }
  const running = await startServer(config, console.error, parts).catch((error: NodeJS.ErrnoException) => {
    console.error(`cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  const proxied = config.upstream
    ? `/api → ${config.upstream.origin}${basePathOf(config.upstream)}${config.apiKey ? " (server-held key)" : ""}${config.auth ? ` (sign-in at ${config.auth.issuer.origin}, ${config.auth.roles.length} role key(s))` : ""}${config.orgId ? ` for ${config.orgId}` : ""}`
    : "no SVC_BASE_URL: demo, or Live mode to an origin the CSP allows";
  console.info(`Session Control on ${running.url} (${proxied})`);
  if (config.apiKey && config.anonymousAccess && !isLoopback(config.host)) {
    console.warn("ANONYMOUS_ACCESS=1: anyone who can reach this port acts with the server-held key");
  }

  let signals = 0;
  const stop = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      console.error(`${signal} again: closing every connection now`);
      running.server.closeAllConnections();
      return;
    }
    console.info(`${signal}: stopping`);
    void running.shutdown().then(() => {
      console.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
