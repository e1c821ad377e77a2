#!/usr/bin/env node
// Playwright cannot download its own browsers here (no outside network), so the e2e
// suite runs on Debian's chromium packages. This finds them, or installs them when we are allowed to:
// the headless shell (what the suite runs on) and the full browser (the bench, the README screenshots,
// and the suite's fallback where the shell cannot be had).
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

// Same defaults as e2e/chromium.ts (plain node cannot import that TypeScript module).
const DEFAULT_PATH = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

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
  if (process.env.CHROMIUM_PATH) {
    if (!findChromium()) fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
    console.info(`ensure-chromium: using ${process.env.CHROMIUM_PATH}`);
    return;
  }
  const found = findChromium();
  if (found && isExecutable(HEADLESS_SHELL)) {
    console.info(`ensure-chromium: using ${HEADLESS_SHELL} (e2e) and ${found}`);
    return;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !isDebian()) {
    if (found) {
      console.info(
        `ensure-chromium: using ${found} (no headless shell: the e2e suite runs slower on the full browser)`,
      );
      return;
    }
    fail(
      "Chromium not found (looked at CHROMIUM_PATH, /usr/bin/chromium and PATH). " +
        "Install it (Debian: `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  console.info("ensure-chromium: installing chromium and chromium-headless-shell with apt-get (Debian, root)…");
  try {
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium", "chromium-headless-shell"]);
  } catch (error) {
    // The shell is a speed-up, not a need: carry on with the full browser if that one is there.
    if (!found) fail(`apt-get could not install chromium: ${error instanceof Error ? error.message : String(error)}`);
    console.info(`ensure-chromium: the headless shell could not be installed; using ${found}`);
    return;
  }
  const installed = findChromium();
  if (!installed) fail("apt-get finished but no chromium binary was found.");
  console.info(`ensure-chromium: installed ${installed} and ${HEADLESS_SHELL}`);
}

main();
