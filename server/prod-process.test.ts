import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FD_RESERVE } from "./config";
import { makeTestDist, raw, startTestUpstream, type TestUpstream } from "./test-upstream";

/**
 * The compiled server as operators run it: a child `node` process, signals, exit codes.
 * Bounds here are generous on purpose (a loaded 2-core machine): they catch a hang, not a slow run.
 */
const root = resolve(import.meta.dirname, "..");
let distDir = "";
let upstream: TestUpstream;
const children: ChildProcess[] = [];

beforeAll(() => {
  const built = spawnSync(join(root, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.server.json"], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`tsc failed:\n${built.stdout}${built.stderr}`);
  distDir = makeTestDist();
}, 120_000);

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterEach(() => {
  upstream.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

afterAll(async () => {
  await upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(args: string[], env: Record<string, string> = {}, command = process.execPath): Promise<Started> {
  upstream.seen.length = 0;
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH, DIST_DIR: distDir, PORT: "0", SVC_BASE_URL: upstream.url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
    url = /Session Control on (http:\/\/\S+)/.exec(output)?.[1];
  }
  return { child, url, output: () => output, exited };
}

/** Child pids of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** Slots in a process's file descriptor table (Linux `FDSize`). */
function fdTableSize(pid: number): number {
  return Number(/^FDSize:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

/** This process's soft open-files limit (children inherit it). */
function openFilesLimit(): number {
  const limit = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1];
  return limit === undefined || limit === "unlimited" ? Number.POSITIVE_INFINITY : Number(limit);
}

function cmdline(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
}

/** A long poll through the proxy that the test upstream holds until release(). */
function longPoll(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((done) => {
    const req = request(`${url}/api/v3/hold?wait_ms=20000`, { agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => {
        body += c.toString();
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
      res.on("error", (e) => done({ error: e.message }));
    });
    req.on("error", (e) => done({ error: e.message }));
    req.end();
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `npm run serve`'s node flags (package.json). */
const SERVE_FLAGS = (
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { serve: string } }
).scripts.serve
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

describe("the compiled server process", () => {
  it("runs in the image with the same node flags as `npm run serve`", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(root, "Dockerfile"), "utf8"))?.[1] ?? "[]";
    expect(JSON.parse(cmd)).toEqual(["node", ...SERVE_FLAGS, "dist-server/prod.js"]);
    expect(SERVE_FLAGS.length).toBeGreaterThan(0);
  });

  it("is one plain node process on compiled JavaScript, with no child process", async () => {
    const { child } = await start(["dist-server/prod.js"]);
    const pid = child.pid ?? 0;
    expect(cmdline(pid)).toEqual([process.execPath, "dist-server/prod.js"]);
    expect(childrenOf(pid)).toEqual([]);
  });

  it("`npm run serve`'s script builds what is missing, then serves from that same process", async () => {
    const { child, url } = await start([...SERVE_FLAGS, "server/serve.mjs"]);
    const pid = child.pid ?? 0;
    expect(cmdline(pid)).toEqual([process.execPath, ...SERVE_FLAGS, "server/serve.mjs"]);
    expect(childrenOf(pid)).toEqual([]);
    expect(cmdline(pid).join(" ")).not.toMatch(/tsx|npm/);
    expect((await raw(url, "/healthz")).status).toBe(200);
  });

  it("makes room for its sockets before it listens: the descriptor table already holds FD_RESERVE", async () => {
    const { child, output } = await start(["dist-server/prod.js"]);
    // The table grows in powers of two up to the open-files limit (the child inherits this process's).
    const wanted = Math.min(DEFAULT_FD_RESERVE, openFilesLimit() - 64);
    expect(fdTableSize(child.pid ?? 0)).toBeGreaterThanOrEqual(wanted);
    expect(output()).not.toContain("open-files limit");
    // FD_RESERVE=0 leaves the table to grow as sockets open.
    const { child: plain } = await start(["dist-server/prod.js"], { FD_RESERVE: "0" });
    expect(fdTableSize(plain.pid ?? 0)).toBeLessThan(1_024);
  });

  it("says how many held polls fit when the open-files limit is below FD_RESERVE", async () => {
    const { output } = await start(["-c", `ulimit -n 512 && exec "${process.execPath}" dist-server/prod.js`], {}, "sh");
    expect(output()).toMatch(/open-files limit: room for \d{3} more sockets, about \d{3} held long polls; raise it/);
  });

  it("refuses to start on bad configuration, one line per problem, exit code 2", async () => {
    const result = spawnSync(process.execPath, ["dist-server/prod.js"], {
      cwd: root,
      env: { PATH: process.env.PATH, DIST_DIR: distDir, PORT: "http", SVC_BASE_URL: "svc.example.com" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^config: PORT="http": expected a whole number/);
    expect(lines[1]).toMatch(/^config: SVC_BASE_URL="svc.example.com": not a URL/);
    expect(lines[2]).toBe("config: 2 problem(s); not starting. See docs/operations.md.");
  });

  it("will not open the door by accident: a held key on a reachable port needs sign-in (one line, exit 2)", () => {
    const env = {
      PATH: process.env.PATH,
      DIST_DIR: distDir,
      HOST: "0.0.0.0",
      SVC_BASE_URL: "http://127.0.0.1:9",
      SVC_API_KEY: "svc_0d0e0000000000000000000000000001",
    };
    const result = spawnSync(process.execPath, ["dist-server/prod.js"], { cwd: root, env, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^config: SVC_API_KEY with HOST=0\.0\.0\.0 and no sign-in: .*not starting\. See docs\/operations\.md\.$/,
      ),
    ]);
    expect(result.stderr).not.toContain("svc_0d0e");
  });

  it.each([
    "SIGTERM",
    "SIGINT",
  ] as const)("on %s stops accepting, lets a held long poll finish, and exits 0", async (signal) => {
    const server = await start(["dist-server/prod.js"]);
    const poll = longPoll(server.url);
    await until(() => upstream.seen.some((s) => s.url.startsWith("/v3/hold")), "the long poll to reach upstream");
    server.child.kill(signal);
    await until(() => server.output().includes(`${signal}: stopping`), "the server to start draining");
    // New connections are refused while the held poll is still open.
    await expect(raw(server.url, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
    upstream.release();
    expect(await poll).toEqual({ status: 200, body: '{"items":[],"next_seq":1}' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
  }, 60_000);

  it("ends polls still held when the grace period runs out, and still exits 0", async () => {
    const server = await start(["dist-server/prod.js"], { SHUTDOWN_GRACE_MS: "300" });
    const poll = longPoll(server.url);
    await until(() => upstream.seen.some((s) => s.url.startsWith("/v3/hold")), "the long poll to reach upstream");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await poll).toMatchObject({ error: expect.stringMatching(/socket hang up|ECONNRESET/) });
  }, 60_000);
});
