#!/usr/bin/env node
// Playwright cannot download its own browsers here (no outside network), so the e2e
// suite runs on Debian's chromium. This finds it, or installs it when we are allowed to.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

// Same default as e2e/chromium.ts (plain node cannot import that TypeScript module).
const DEFAULT_PATH = "/usr/bin/chromium";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
  return onPath("chromium");
}

function isDebian() {
  if (existsSync("/etc/debian_version")) return true;
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function main() {
  const found = findChromium();
  if (found) {
    console.info(`ensure-chromium: using ${found}`);
    return;
  }
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !isDebian()) {
    fail(
      "Chromium not found (looked at CHROMIUM_PATH, /usr/bin/chromium and PATH). " +
        "Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  console.info("ensure-chromium: chromium missing; installing it with apt-get (Debian, root)…");
  try {
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium"]);
  } catch (error) {
    fail(`apt-get could not install chromium: ${error instanceof Error ? error.message : String(error)}`);
  }
  const installed = findChromium();
  if (!installed) fail("apt-get finished but no chromium binary was found.");
  console.info(`ensure-chromium: installed ${installed}`);
}

main();
