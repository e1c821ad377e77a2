/**
 * `npm run bench:fanout` (issue 45): 1 000 browsers watching 10 running sessions, each with the app's
 * own EventPoller at its own pace, through the server with shared reads, through nginx with
 * `proxy_cache_lock` (the anchor) and through the server with sharing off. Ten more sessions with one
 * viewer each are the lone baseline in the same run. The app's pattern runs SCALE times faster
 * (wait_ms 2 000 for 20 000), so a minute of polling takes six seconds; rates are per app minute.
 * Measured from one app minute after every viewer has arrived (over one app minute) and caught up.
 * Writes its `fanout_*` lines into bench/report.json. A report, not a test: exits 0 whatever it measures.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type FanoutService, startFanoutService } from "./fanout-service.ts";
import type { StartMessage, ViewerResults, ViewerSpec } from "./fanout-viewers.ts";
import { ensureNginx, prepareNodeServer, procStatus, stop, tree, waitFor } from "./proxy-capacity.ts";
import { type BenchLine, percentile, printTable, round } from "./stats.ts";

const root = resolve(import.meta.dirname, "..");
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;

const SCALE = 10;
const APP_MINUTE_MS = 60_000 / SCALE;
const VIEWERS = env("FANOUT_VIEWERS", 1_000);
const SESSIONS = 10;
const LONE = 10;
const RAMP_MS = APP_MINUTE_MS;
/** After the last arrival: its catch-up reads done, the viewers' polls fall into step with the shared ones. */
const SETTLE_MS = APP_MINUTE_MS;
const MEASURE_MS = env("FANOUT_MEASURE_MIN", 4) * APP_MINUTE_MS;
const GENERATORS = 2;
const [SERVER_PORT, NGINX_PORT] = [4775, 4776];
const TARGETS = { upstreamPerMin: 35, p99Ratio: 1.5, peakRssMb: 150 };

type Target = "server" | "nginx" | "unshared";

interface TargetResult {
  target: Target;
  upstreamPerMin: number;
  crowdP99: number;
  loneP99: number;
  peakRssMb: number;
  wrong: number;
  errors: number;
  errorKinds: Record<string, number>;
  requests: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** nginx as an operator would put it in front of the service to coalesce reads: a cache lock, a 1 s cache (its shortest). */
function nginxConfig(dir: string, upstreamPort: number): string {
  // nginx's workers drop root for `nobody`: their temp and cache directories must be theirs to write.
  chmodSync(dir, 0o755);
  for (const d of ["body", "proxy", "cache"]) {
    mkdirSync(join(dir, d), { recursive: true });
    chmodSync(join(dir, d), 0o777);
  }
  return `
worker_processes 1;
worker_rlimit_nofile 20000;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 8000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy; uwsgi_temp_path ${dir}/proxy; scgi_temp_path ${dir}/proxy;
  proxy_cache_path ${dir}/cache keys_zone=fanout:10m max_size=100m inactive=10s use_temp_path=off;
  upstream svc { server 127.0.0.1:${upstreamPort}; keepalive 1024; }
  server {
    listen 127.0.0.1:${NGINX_PORT} backlog=4096;
    location /api/ {
      proxy_pass http://svc/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_read_timeout 30s;
      proxy_cache fanout;
      proxy_cache_key "$http_authorization $request_uri";
      proxy_cache_lock on;
      proxy_cache_lock_timeout 30s;
      proxy_cache_lock_age 30s;
      proxy_cache_valid 200 1s;
      # The lock holds only for a new entry; an expired one is refreshed by one request while the others get it stale.
      proxy_cache_use_stale updating;
      proxy_ignore_headers Cache-Control Expires Set-Cookie X-Accel-Expires;
    }
  }
}
`;
}

function startProxy(target: Target, service: FanoutService, dir: string, dist: string): ChildProcess {
  const script = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"';
  const args =
    target === "nginx"
      ? ["/usr/sbin/nginx", "-p", dir, "-c", join(dir, "nginx.conf")]
      : [process.execPath, join(root, "dist-server", "prod.js")];
  if (target === "nginx") writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, Number(new URL(service.url).port)));
  const child = spawn("sh", ["-c", script, "sh", ...args], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      DIST_DIR: dist,
      SVC_BASE_URL: service.url,
      SHARE_READS: target === "server" ? "1" : "0",
    },
  });
  return child;
}

/** Viewers spread over the load generators: the crowd round the 10 sessions, then one viewer each for the lone ones. */
function viewerSpecs(): ViewerSpec[] {
  const specs: ViewerSpec[] = [];
  for (let i = 0; i < VIEWERS; i += 1) specs.push({ sessionId: `ses_crowd_${i % SESSIONS}`, lone: false });
  for (let i = 0; i < LONE; i += 1) specs.push({ sessionId: `ses_lone_${i}`, lone: true });
  return specs;
}

/** The generator's next message of a kind ("ready" once loaded, "live" once all its viewers long-poll, then "results"). */
function next<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((done, fail) => {
    const onMessage = (m: { kind: string }) => {
      if (m.kind !== kind) return;
      child.off("message", onMessage);
      done(m as T);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => fail(new Error(`load generator exited (${code}) before "${kind}"`)));
  });
}

async function runTarget(
  target: Target,
  dir: string,
  dist: string,
  log: (line: string) => void,
): Promise<TargetResult> {
  const sessionIds = [
    ...Array.from({ length: SESSIONS }, (_, i) => `ses_crowd_${i}`),
    ...Array.from({ length: LONE }, (_, i) => `ses_lone_${i}`),
  ];
  const service = await startFanoutService({
    sessionIds,
    history: 30,
    eventEveryMs: 4 * APP_MINUTE_MS,
    // Quiet for the last app minute, so every viewer can have reached the end when it stops.
    emitForMs: RAMP_MS + SETTLE_MS + MEASURE_MS - APP_MINUTE_MS,
    seed: 45,
  });
  const proxy = startProxy(target, service, dir, dist);
  const port = target === "nginx" ? NGINX_PORT : SERVER_PORT;
  await waitFor(target === "nginx" ? `http://127.0.0.1:${port}/api/warm` : `http://127.0.0.1:${port}/healthz`);
  log(`  ${VIEWERS} viewers of ${SESSIONS} sessions (+${LONE} lone) through ${target}…`);
  const specs = viewerSpecs();
  const generators = Array.from({ length: GENERATORS }, () =>
    fork(join(root, "bench", "fanout-viewers.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" }),
  );
  // Loading the app's poller takes seconds on a busy machine: the ramp starts once every generator is ready.
  await Promise.all(generators.map((g) => next(g, "ready")));
  const live = generators.map((g) => next(g, "live"));
  const results = generators.map((g) => next<ViewerResults>(g, "results"));
  generators.forEach((g, n) => {
    const start: StartMessage = {
      kind: "start",
      base: `http://127.0.0.1:${port}/api`,
      key: "svc_bench_team_key",
      viewers: specs.filter((_, i) => i % GENERATORS === n),
      waitMs: 20_000 / SCALE,
      rampMs: RAMP_MS,
      thinkMs: 20,
    };
    g.send(start);
  });
  // A viewer that never reaches its long polls (backoff, an error) must not hold the run: its errors are counted.
  await Promise.race([Promise.all(live), sleep(RAMP_MS + 3 * APP_MINUTE_MS)]);
  await sleep(SETTLE_MS);
  const from = performance.now();
  for (const g of generators) g.send({ kind: "measure" });
  await sleep(MEASURE_MS);
  const to = performance.now();
  const pids = proxy.pid ? tree(proxy.pid) : [];
  const peakKb = pids.reduce((sum, pid) => sum + procStatus(pid, "VmHWM"), 0);
  for (const g of generators) g.send({ kind: "stop" });
  const all = await Promise.all(results);
  await stop(proxy);
  let upstream = 0;
  for (const [id, times] of service.requests) {
    if (id.startsWith("ses_crowd_")) upstream += times.filter((t) => t >= from && t <= to).length;
  }
  const wrong = all.flatMap((r) => r.seen).filter((s) => s.events !== service.events(s.sessionId)).length;
  await service.close();
  const errorKinds: Record<string, number> = {};
  for (const r of all) for (const [k, n] of Object.entries(r.errorKinds)) errorKinds[k] = (errorKinds[k] ?? 0) + n;
  const crowd = all.flatMap((r) => r.crowdAdded);
  const lone = all.flatMap((r) => r.loneAdded);
  return {
    target,
    upstreamPerMin: upstream / ((to - from) / APP_MINUTE_MS),
    crowdP99: percentile(crowd, 99),
    loneP99: percentile(lone, 99),
    peakRssMb: peakKb / 1024,
    wrong,
    errors: all.reduce((n, r) => n + r.errors, 0),
    errorKinds,
    requests: all.reduce((n, r) => n + r.requests, 0),
  };
}

function line(id: string, value: number, unit: string, name: string, target = "", pass: boolean | null = null) {
  const measured = Number.isNaN(value) ? "—" : unit === "×" ? `${value}×` : `${value} ${unit}`;
  return { id, value, unit, name, target, measured, pass } satisfies BenchLine;
}

export function linesOf(results: readonly TargetResult[]): BenchLine[] {
  const lines: BenchLine[] = [];
  const size = `${VIEWERS}x${SESSIONS}`;
  for (const r of results) {
    const judged = r.target === "server";
    const tag = judged ? "" : `_${r.target}`;
    const who = judged
      ? "server, shared reads"
      : r.target === "nginx"
        ? "nginx proxy_cache_lock"
        : "server, sharing off";
    const ratio = round(r.crowdP99 / r.loneP99, 2);
    const rate = round(r.upstreamPerMin, 1);
    const rss = round(r.peakRssMb, 1);
    const at = (cond: boolean) => (judged ? cond : null);
    lines.push(
      line(
        `fanout${tag}_upstream_req_per_min_${size}`,
        rate,
        "req/min",
        `${size}: upstream requests per app minute, ${who}`,
        judged ? `≤ ${TARGETS.upstreamPerMin}` : "",
        at(rate <= TARGETS.upstreamPerMin),
      ),
      line(
        `fanout${tag}_p99_added_ms_${VIEWERS}`,
        round(r.crowdP99, 2),
        "ms",
        `${size}: p99 added, a viewer among ${VIEWERS}, ${who}`,
      ),
      line(`fanout${tag}_p99_added_ms_single`, round(r.loneP99, 2), "ms", `${size}: p99 added, a lone viewer, ${who}`),
      line(
        `fanout${tag}_p99_added_ms_ratio_to_single`,
        ratio,
        "×",
        `${size}: p99 added among ${VIEWERS} / lone, ${who}`,
        judged ? `≤ ${TARGETS.p99Ratio}×` : "",
        at(ratio <= TARGETS.p99Ratio),
      ),
      line(
        `fanout${tag}_peak_rss_mb_${VIEWERS}`,
        rss,
        "MB",
        `${size}: peak RSS, ${who}`,
        judged ? `≤ ${TARGETS.peakRssMb} MB` : "",
        at(rss <= TARGETS.peakRssMb),
      ),
      line(
        `fanout${tag}_wrong_answers`,
        r.wrong,
        "count",
        `${size}: viewers whose events differ from a lone read, ${who}`,
        judged ? "0" : "",
        at(r.wrong === 0),
      ),
      line(
        `fanout${tag}_errors`,
        r.errors,
        "count",
        `${size}: failed requests, ${who}`,
        judged ? "0" : "",
        at(r.errors === 0),
      ),
    );
  }
  return lines;
}

/** Replaces the `fanout_*` lines of bench/report.json (or starts one), leaving the other benches' lines. */
function writeReport(lines: BenchLine[], raw: Record<string, number>): void {
  const path = join(root, "bench", "report.json");
  type Report = { lines?: BenchLine[]; raw?: Record<string, number> } & Record<string, unknown>;
  const report: Report = existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as Report)
    : { generatedAt: new Date().toISOString(), node: process.version, cpus: cpus().length };
  report.lines = [...(report.lines ?? []).filter((l) => !l.id.startsWith("fanout_")), ...lines];
  const kept = Object.entries(report.raw ?? {}).filter(([k]) => !k.startsWith("fanout."));
  report.raw = { ...Object.fromEntries(kept), ...raw };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

async function main(): Promise<void> {
  const log = (l: string) => console.info(l);
  const chosen = (process.env.FANOUT_TARGETS ?? "server,nginx,unshared").split(",");
  const targets = (["server", "nginx", "unshared"] as const).filter((t) => chosen.includes(t)) as Target[];
  const missing = ensureNginx(log);
  if (missing) {
    log(`nginx not measured: ${missing}`);
    if (targets.includes("nginx")) targets.splice(targets.indexOf("nginx"), 1);
  }
  log(
    `bench:fanout: ${VIEWERS} viewers, ${SESSIONS} sessions, the app's polling ${SCALE}× faster; ${MEASURE_MS / 1000} s measured after a ${RAMP_MS / 1000} s ramp and ${SETTLE_MS / 1000} s to settle`,
  );
  const load = loadavg().map((n) => round(n, 2));
  const dist = prepareNodeServer(false);
  const dir = mkdtempSync(join(tmpdir(), "bench-fanout-"));
  const results: TargetResult[] = [];
  try {
    for (const target of targets) results.push(await runTarget(target, dir, dist, log));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
  const lines = linesOf(results);
  const raw: Record<string, number> = {
    "fanout.scale": SCALE,
    "fanout.measure_ms": MEASURE_MS,
    "fanout.load_before": load[0] ?? 0,
  };
  for (const r of results) raw[`fanout.${r.target}.viewer_requests`] = r.requests;
  writeReport(lines, raw);
  printTable(lines);
  for (const r of results) if (r.errors > 0) log(`${r.target} errors: ${JSON.stringify(r.errorKinds)}`);
  log(
    `load average before ${load.join(" ")}, after ${loadavg()
      .map((n) => round(n, 2))
      .join(" ")}`,
  );
  log("written bench/report.json");
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
