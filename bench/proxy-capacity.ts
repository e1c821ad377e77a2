/**
 * Long polls held open through the production server's /api proxy and through nginx `proxy_pass`,
 * both in front of the same slow loopback upstream and driven by the same load generator
 * (bench/proxy-load.mjs, in separate processes). Used by `npm run bench:proxy` (bench/proxy-run.ts)
 * and, at one size, by `npm run bench` (bench/proxy.ts). Loopback only; every process it starts is
 * stopped before it returns.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createSealer } from "../server/auth/seal.ts";
import { securityHeaders } from "../server/security-headers.ts";

const root = resolve(import.meta.dirname, "..");
const NGINX = "/usr/sbin/nginx";
export const WARM_UP_MS = 2_000;
/** Issues 17 and 22's targets for the server at each size. */
export const TARGETS = { errors: 0, p99RatioToNginx: 1.5, cpuRatioToNginx: 2.5, peakRssMb: 150 } as const;

/**
 * The server's other /api proxy, measured beside the shipped one: the same server with this proxy
 * maker swapped in (bench/proxy-candidate.mjs), compiled alike (bench/tsconfig.proxy-candidate.json).
 */
export const CANDIDATE = {
  target: "undici",
  module: join("bench", "proxy-undici.js"),
  export: "createUndiciProxy",
  tsconfig: join("bench", "tsconfig.proxy-candidate.json"),
  outDir: join(root, "node_modules", ".cache", "bench-proxy-candidate"),
} as const;

/**
 * `node`: the production server as shipped; the candidate: the same server with the other proxy;
 * `signed_in`: the shipped server with sign-in on, every poll carrying a signed-in person's cookie
 * (measured at SIGNED_IN_SIZE only).
 */
export type Target = "direct" | "node" | typeof CANDIDATE.target | "nginx" | "signed_in";

export const SIGNED_IN_SIZE = 1_000;
const BENCH_AUTH_SECRET = "bench-auth-secret-bench-auth-secret-bench";

/** The server's sign-in settings for the signed-in round (the provider is never asked: the cookie is sealed here). */
const SIGNED_IN_ENV = {
  OIDC_ISSUER: "http://127.0.0.1:9",
  OIDC_CLIENT_ID: "bench",
  AUTH_SECRET: BENCH_AUTH_SECRET,
  ROLE_KEYS: "engineers=svc_bench_0000000000000003;*=svc_bench_0000000000000004",
};

/** A fresh session cookie as the server seals it (its idle clock starts now: no renewal during a round). */
function signedInCookie(): string {
  const now = Math.floor(Date.now() / 1000);
  const session = { sub: "bench", email: "bench@example.com", name: "Bench", group: "engineers", iat: now, seen: now };
  return `sc_session=${createSealer(BENCH_AUTH_SECRET, "session").seal(session)}`;
}

export interface CapacityOptions {
  /** Concurrent long polls per run. */
  sizes: number[];
  targets: Target[];
  holdMs: number;
  /** Clients are opened evenly over this long. */
  rampMs: number;
  /** Clients keep polling this long after the ramp. */
  measureMs: number;
  /** Load generator processes. */
  generators: number;
  nginxWorkers: string;
  /**
   * Each size runs every proxy this many times, rotating which goes first, and pools the samples:
   * on a shared machine they then meet the same background load.
   */
  rounds: number;
  /** Scheduling priority (autogroup nice) of the run's session while it runs (root only; 0 leaves it). */
  nice: number;
  /** Node flags for the server: those of `npm run serve`, or BENCH_PROXY_NODE_FLAGS to try others. */
  nodeFlags: string[];
  /** First of four ports: upstream, node, nginx (the fourth is spare). */
  port: number;
  log: (line: string) => void;
}

export function optionsFromEnv(defaults: Partial<CapacityOptions> = {}): CapacityOptions {
  const num = (name: string, fallback: number) => {
    const n = Number(process.env[name]);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  const holdMs = num("BENCH_PROXY_HOLD_MS", defaults.holdMs ?? 5_000);
  return {
    sizes: process.env.BENCH_PROXY_SIZES
      ? process.env.BENCH_PROXY_SIZES.split(",")
          .map(Number)
          .filter((n) => n > 0)
      : (defaults.sizes ?? [1_000, 5_000]),
    targets: defaults.targets ?? ["direct", "node", "signed_in", CANDIDATE.target, "nginx"],
    holdMs,
    rampMs: num("BENCH_PROXY_RAMP_MS", defaults.rampMs ?? holdMs),
    measureMs: num("BENCH_PROXY_MEASURE_MS", defaults.measureMs ?? 2 * holdMs),
    generators: num("BENCH_PROXY_GENERATORS", defaults.generators ?? 2),
    nginxWorkers: process.env.BENCH_NGINX_WORKERS ?? "1",
    rounds: num("BENCH_PROXY_ROUNDS", defaults.rounds ?? 3),
    nice: process.getuid?.() === 0 ? Number(process.env.BENCH_PROXY_NICE ?? -10) || 0 : 0,
    nodeFlags: (process.env.BENCH_PROXY_NODE_FLAGS ?? serveFlags().join(" ")).split(/\s+/).filter(Boolean),
    port: num("BENCH_PROXY_PORT", defaults.port ?? 4191),
    log: defaults.log ?? console.info,
  };
}

/** The node flags `npm run serve` starts the server with (package.json): the bench measures what operators run. */
export function serveFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = (pkg.scripts.serve ?? "").split(/\s+/);
  return words
    .slice(
      1,
      words.findIndex((w) => w.endsWith(".mjs") || w.endsWith(".js")),
    )
    .filter((w) => w.startsWith("--"));
}

export interface RunResult {
  target: Target;
  size: number;
  /** 0-based; a pooled result carries its first round's. */
  round: number;
  /** Answer time minus the hold, one per completed poll (ms). */
  added: number[];
  errors: number;
  errorKinds: Record<string, number>;
  /** Peak resident memory (VmHWM) of the proxy process; nginx master + workers. NaN for direct. */
  peakRssMb: number;
  /** CPU time the proxy used during the run. */
  cpuS: number;
  /** CPU time the load generators used. */
  generatorCpuS: number;
  wallS: number;
}

export interface CapacityRun {
  /** Pooled over the rounds: one per target and size. */
  results: RunResult[];
  /** Each round's own result, in the order they ran. */
  rounds: RunResult[];
  /** Why a target could not be measured (nginx missing, …). */
  notes: string[];
}

/** nginx-light from Debian, installed when missing (as root), without starting its system service. */
export function ensureNginx(log: (line: string) => void): string | null {
  if (existsSync(NGINX)) return null;
  if (process.getuid?.() !== 0) return "nginx is not installed and installing it needs root";
  log("installing nginx-light (apt-get)…");
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  // Debian's convention for "install, but start no service".
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    let result = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
      stdio: "inherit",
      env,
    });
    if (result.status !== 0) {
      spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
      result = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
        stdio: "inherit",
        env,
      });
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return existsSync(NGINX) ? null : "apt-get could not install nginx-light";
}

/**
 * What the server adds to every proxied answer as the bench runs it: its API security headers (no HSTS
 * without TRUST_PROXY) and a request id. nginx adds the same (`$request_id` is nginx's own id).
 */
const ADDED_HEADERS: Readonly<Record<string, string>> = {
  ...securityHeaders({ upstream: null, direct: false, connectSrc: [], hstsMaxAgeS: 0 }).apiHeaders,
  "x-request-id": "$request_id",
};

/**
 * nginx does the server's job on every answer, or the ratios would charge the server for work nginx
 * skips: the same headers (errors included), a request id sent upstream too, cookies kept from the
 * service and its cookies from the browser. (Until 2026-11-26 nginx only passed answers through: about
 * 12 % less CPU per poll.)
 */
function sameJob(): string {
  // Double-quoted nginx strings still expand variables, so `$request_id` stays nginx's id.
  const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  return [
    "proxy_set_header X-Request-Id $request_id;",
    'proxy_set_header Cookie "";',
    "proxy_hide_header Set-Cookie;",
    ...Object.entries(ADDED_HEADERS).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  ]
    .map((line) => `      ${line}`)
    .join("\n");
}

/** nginx as an operator would put it in front of the service: pooled upstream connections, no buffering. */
function nginxConfig(dir: string, workers: string, port: number, upstreamPort: number, size: number): string {
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, d), { recursive: true });
  // A proxied poll holds two connections (client and upstream); room for reconnects on top.
  const connections = size * 3 + 1_000;
  return `
worker_processes ${workers};
worker_rlimit_nofile ${connections + 1_000};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections ${connections}; multi_accept on; }
http {
  access_log off;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream svc { server 127.0.0.1:${upstreamPort}; keepalive 1024; }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location /api/ {
      proxy_pass http://svc/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_read_timeout 30s;
      proxy_buffering off;
${sameJob()}
    }
  }
}
`;
}

export function procStatus(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** utime + stime in clock ticks (100 a second on Linux). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The process and its descendants (nginx's workers). */
export function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone already.
  }
  return [pid, ...children.flatMap(tree)];
}

/** Polls until `url` answers; returns that answer's header names. */
export async function waitFor(url: string): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const names = await new Promise<string[] | null>((done) => {
      const req = request(url, { agent: false, timeout: 1_000 }, (res) => {
        res.resume();
        done(Object.keys(res.headers));
      });
      req.on("error", () => done(null));
      req.on("timeout", () => req.destroy());
      req.end();
    });
    if (names) return names;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on ${url}`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      done();
    });
    child.kill("SIGTERM");
  });
}

/** Processes of one run: all get the hard open-files limit (a proxy needs about 2 descriptors a poll). */
class Processes {
  readonly started: ChildProcess[] = [];

  launch(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
    const script = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"';
    const child = spawn("sh", ["-c", script, "sh", cmd, ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    this.started.push(child);
    // Drained so a chatty process never blocks on a full pipe; a listener added in the same tick still gets everything.
    child.stdout?.resume();
    return child;
  }

  stopAll(): Promise<void> {
    return Promise.all(this.started.map(stop)).then(() => undefined);
  }
}

interface GeneratorOutput {
  added: number[];
  errors: number;
  errorKinds: Record<string, number>;
  cpuMs: number;
}

type Sample = Omit<RunResult, "target" | "size" | "round" | "peakRssMb" | "cpuS">;

async function generate(
  procs: Processes,
  o: CapacityOptions,
  port: number,
  path: string,
  size: number,
  cookie?: string,
): Promise<Sample> {
  const begun = performance.now();
  const outputs = await Promise.all(
    Array.from({ length: o.generators }, (_, offset) => {
      const clients = Math.floor(size / o.generators) + (offset < size % o.generators ? 1 : 0);
      const spec = {
        host: "127.0.0.1",
        port,
        path,
        clients,
        offset,
        stride: o.generators,
        rampMs: o.rampMs,
        runMs: o.rampMs + o.measureMs,
        holdMs: o.holdMs,
        ...(cookie ? { cookie } : {}),
      };
      const child = procs.launch(process.execPath, [join(root, "bench", "proxy-load.mjs"), JSON.stringify(spec)]);
      let out = "";
      child.stdout?.on("data", (c: Buffer) => {
        out += c.toString();
      });
      // "close", not "exit": at exit its stdout may still hold the end of a large report (5 000 polls' samples).
      return new Promise<GeneratorOutput>((done, fail) =>
        child.once("close", (code) => {
          if (code !== 0) return fail(new Error(`load generator exited ${code}`));
          // A rejection, not a throw in this handler: the run's processes are then stopped (finally below).
          try {
            done(JSON.parse(out) as GeneratorOutput);
          } catch {
            fail(new Error(`load generator's report is not JSON (${out.length} bytes)`));
          }
        }),
      );
    }),
  );
  const errorKinds: Record<string, number> = {};
  for (const out of outputs) {
    for (const [kind, n] of Object.entries(out.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  }
  return {
    added: outputs.flatMap((out) => out.added),
    errors: outputs.reduce((sum, out) => sum + out.errors, 0),
    errorKinds,
    generatorCpuS: outputs.reduce((sum, out) => sum + out.cpuMs, 0) / 1000,
    wallS: (performance.now() - begun) / 1000,
  };
}

/**
 * Linux schedules each session as one group ("autogroup"): a process's own nice value only weighs
 * against its own session, so on a shared machine other sessions' work takes the CPU from the whole
 * run, proxies and load generator alike, and the figures become noise. Raising this session's group
 * weight for the run (root only) gives the run its CPU; node and nginx meet the same conditions.
 */
function raisePriority(nice: number, log: (line: string) => void): () => void {
  const file = "/proc/self/autogroup";
  if (nice === 0 || !existsSync(file)) return () => {};
  const before = /nice\s+(-?\d+)/.exec(readFileSync(file, "utf8"))?.[1] ?? "0";
  try {
    writeFileSync(file, String(nice));
  } catch {
    log("  (could not raise the run's scheduling priority: figures may include other work on this machine)");
    return () => {};
  }
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    writeFileSync(file, before);
  };
  // Also when interrupted: the raised weight would otherwise outlive the run in this shell's session.
  process.once("exit", restore);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
  return restore;
}

/** The compiled servers (tsc), and a minimal build for them to serve: static files stream from disk, so the app's size does not matter here. */
export function prepareNodeServer(candidate: boolean): string {
  for (const tsconfig of candidate ? ["tsconfig.server.json", CANDIDATE.tsconfig] : ["tsconfig.server.json"]) {
    const built = spawnSync(join(root, "node_modules", ".bin", "tsc"), ["-p", tsconfig], {
      cwd: root,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error(`tsc -p ${tsconfig} failed`);
  }
  const dist = mkdtempSync(join(tmpdir(), "bench-proxy-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Session Control</title>");
  return dist;
}

/** Two runs of the same target and size as one: samples pooled, the higher peak. */
function pool(a: RunResult, b: RunResult): RunResult {
  const errorKinds = { ...a.errorKinds };
  for (const [kind, n] of Object.entries(b.errorKinds)) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  return {
    ...a,
    added: [...a.added, ...b.added],
    errors: a.errors + b.errors,
    errorKinds,
    peakRssMb: Math.max(a.peakRssMb, b.peakRssMb),
    cpuS: a.cpuS + b.cpuS,
    generatorCpuS: a.generatorCpuS + b.generatorCpuS,
    wallS: a.wallS + b.wallS,
  };
}

export async function measureProxies(o: CapacityOptions): Promise<CapacityRun> {
  const notes: string[] = [];
  const targets = [...o.targets];
  if (targets.includes("nginx")) {
    const missing = ensureNginx(o.log);
    if (missing) {
      notes.push(`nginx not measured: ${missing}`);
      targets.splice(targets.indexOf("nginx"), 1);
    }
  }
  const [upstreamPort, nodePort, nginxPort] = [o.port, o.port + 1, o.port + 2];
  const candidate = targets.includes(CANDIDATE.target);
  const dist =
    targets.includes("node") || targets.includes("signed_in") || candidate ? prepareNodeServer(candidate) : null;
  const dir = mkdtempSync(join(tmpdir(), "bench-proxy-"));
  const procs = new Processes();
  const restorePriority = raisePriority(o.nice, o.log);
  const results = new Map<string, RunResult>();
  const rounds: RunResult[] = [];

  const runOnce = async (target: Target, size: number, round: number): Promise<void> => {
    const label = target === "direct" ? "straight to the upstream" : `through ${target}`;
    o.log(`  ${size} long polls held ${o.holdMs} ms, ${label}${target === "direct" ? "" : `, round ${round + 1}`}…`);
    let proxy: ChildProcess | null = null;
    let port = upstreamPort;
    const cookie = target === "signed_in" ? signedInCookie() : undefined;
    if (target === "node" || target === "signed_in" || target === CANDIDATE.target) {
      const entry =
        target !== CANDIDATE.target
          ? ["dist-server/prod.js"]
          : [join("bench", "proxy-candidate.mjs"), CANDIDATE.outDir, CANDIDATE.module, CANDIDATE.export];
      // The candidate takes the shipped server's port: they never run at once.
      proxy = procs.launch(process.execPath, [...o.nodeFlags, ...entry], {
        PORT: String(nodePort),
        DIST_DIR: dist ?? "",
        SVC_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
        ...(target === "signed_in" ? SIGNED_IN_ENV : {}),
      });
      port = nodePort;
      await waitFor(`http://127.0.0.1:${nodePort}/healthz`);
    } else if (target === "nginx") {
      const conf = join(dir, "nginx.conf");
      writeFileSync(conf, nginxConfig(dir, o.nginxWorkers, nginxPort, upstreamPort, size));
      rmSync(join(dir, "error.log"), { force: true });
      proxy = procs.launch(NGINX, ["-p", dir, "-c", conf]);
      port = nginxPort;
      const sent = await waitFor(`http://127.0.0.1:${nginxPort}/api/warm`);
      const missing = Object.keys(ADDED_HEADERS).filter((name) => !sent.includes(name));
      if (missing.length > 0) notes.push(`nginx answers without ${missing.join(", ")}: not the server's job`);
    }
    const prefix = proxy ? "/api" : "";
    // A few thousand quick answers through the same path first: node's JIT then runs optimized code,
    // as a server does seconds after it starts; nginx gets the same. Not measured.
    await generate(
      procs,
      { ...o, rampMs: 200, measureMs: WARM_UP_MS, holdMs: 0 },
      port,
      `${prefix}/v3/warm`,
      50,
      cookie,
    );
    const path = `${prefix}/v3/x?wait_ms=20000`;
    const pids = proxy?.pid ? tree(proxy.pid) : [];
    const cpuBefore = pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
    const run = await generate(procs, o, port, path, size, cookie);
    const live = proxy?.pid ? tree(proxy.pid) : [];
    const cpuS = (live.reduce((sum, pid) => sum + cpuTicks(pid), 0) - cpuBefore) / 100;
    const peakKb = live.reduce((sum, pid) => sum + procStatus(pid, "VmHWM"), 0);
    if (proxy) await stop(proxy);
    if (target === "nginx" && run.errors > 0 && existsSync(join(dir, "error.log"))) {
      const last = readFileSync(join(dir, "error.log"), "utf8").trim().split("\n").at(-1);
      if (last) notes.push(`nginx at ${size}: ${last.replace(/^\S+ \S+ /, "")}`);
    }
    const result: RunResult = { target, size, round, ...run, peakRssMb: proxy ? peakKb / 1024 : Number.NaN, cpuS };
    rounds.push(result);
    const key = `${target}/${size}`;
    const earlier = results.get(key);
    results.set(key, earlier ? pool(earlier, result) : result);
  };

  try {
    procs.launch(process.execPath, [join(root, "bench", "proxy-upstream.mjs"), String(upstreamPort), String(o.holdMs)]);
    await waitFor(`http://127.0.0.1:${upstreamPort}/warm`);
    for (const size of o.sizes) {
      if (targets.includes("direct")) await runOnce("direct", size, 0);
      const proxies = targets.filter((t) => t !== "direct" && (t !== "signed_in" || size === SIGNED_IN_SIZE));
      for (let round = 0; round < o.rounds; round += 1) {
        // Rotating who goes first, so none always meets the machine in the same state.
        const shift = round % proxies.length;
        for (const target of [...proxies.slice(shift), ...proxies.slice(0, shift)]) await runOnce(target, size, round);
      }
    }
  } finally {
    await procs.stopAll();
    restorePriority();
    rmSync(dir, { recursive: true, force: true });
    if (dist) rmSync(dist, { recursive: true, force: true });
  }
  return { results: [...results.values()], rounds, notes };
}
