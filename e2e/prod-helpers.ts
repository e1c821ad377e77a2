import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * Processes a test starts for itself when the shared ones (playwright.config.ts) will not do: a
 * standalone simulator with its own fault knobs, a production server it may stop with a signal.
 * Both listen on a port the system picks; `stopStarted()` (in afterEach) ends whatever is left.
 */
export interface Started {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** `npm run serve`'s node flags (package.json), so the server runs here as it runs in production. */
const SERVE_FLAGS = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } }).scripts.serve
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

const started: Started[] = [];

async function launch(args: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const proc: Started = { url: "", child, output: () => output, exited };
  started.push(proc);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = ready.exec(output)?.[1];
    if (url) return { ...proc, url };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${args.join(" ")} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The standalone simulator (server/simulator.ts) with SIM_* settings, e.g. `{ SIM_TIME_SCALE: "10" }`. */
export function startSimulator(env: Record<string, string> = {}): Promise<Started> {
  return launch(["--import", "tsx", "server/simulator.ts"], { SIM_PORT: "0", ...env }, /listening on (http:\S+)/);
}

/**
 * The compiled production server (dist-server/prod.js, built by the shared server's `serve.mjs`) over
 * the e2e build, proxying to `serviceUrl` with the owner demo key held server-side.
 */
export function startProdServer(serviceUrl: string, env: Record<string, string> = {}): Promise<Started> {
  return launch(
    [...SERVE_FLAGS, "dist-server/prod.js"],
    {
      PORT: "0",
      DIST_DIR: process.env.E2E_OUT_DIR ?? "dist",
      SVC_BASE_URL: serviceUrl,
      SVC_API_KEY: "svc_0d0e0000000000000000000000000001",
      ...env,
    },
    /Session Control on (http:\S+)/,
  );
}

/** The demo OpenID provider (`npm run idp`, scripts/idp.ts) on a port the system picks. */
export function startIdentityProvider(): Promise<Started> {
  return launch(["--import", "tsx", "scripts/idp.ts"], { IDP_PORT: "0" }, /Demo identity provider on (http:\S+)/);
}

export async function stopStarted(): Promise<void> {
  const all = started.splice(0);
  for (const proc of all) if (proc.child.exitCode === null) proc.child.kill("SIGKILL");
  await Promise.all(all.map((proc) => proc.exited));
}
