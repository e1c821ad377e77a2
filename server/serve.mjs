#!/usr/bin/env node
// `npm run serve`: builds what is missing or stale (the app, the compiled server, the compressed
// twins), then runs the compiled server in this same process: one plain `node`, no TypeScript
// loader, no child process left once it listens. In production run `node dist-server/prod.js`
// directly (docs/operations.md); this script only saves the build steps on a checkout.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const serverOut = join(root, "dist-server");

function run(cmd, args) {
  console.info(`serve: ${[cmd.replace(`${root}/`, ""), ...args].join(" ")}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`serve: that step failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(1);
  }
}

/** The compiled server is stale when any server source (tests and the simulator aside) is newer. */
function serverStale() {
  const built = join(serverOut, "prod.js");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = readdirSync(join(root, "server"), { recursive: true }).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "simulator.ts",
  );
  return [...sources.map((f) => join(root, "server", f)), join(root, "tsconfig.server.json")].some(
    (f) => statSync(f).mtimeMs > builtAt,
  );
}

const distDir = resolve(root, process.env.DIST_DIR || "dist");
if (!existsSync(join(distDir, "index.html"))) run(bin("vite"), ["build", "--outDir", distDir, "--logLevel", "warn"]);
if (serverStale()) run(bin("tsc"), ["-p", "tsconfig.server.json"]);

const { precompress } = await import(pathToFileURL(join(serverOut, "precompress.js")).href);
const { written } = await precompress(distDir);
if (written > 0) console.info(`serve: compressed ${written} file(s) of the build`);

process.env.DIST_DIR = distDir;
const { main } = await import(pathToFileURL(join(serverOut, "prod.js")).href);
await main();
