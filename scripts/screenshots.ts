/**
 * `npm run screenshots`: the README's pictures, made from the product as it is now. Builds the app into
 * a temporary folder, serves it with vite preview, opens the built-in simulator (demo mode) in Debian's
 * Chromium and saves each view to docs/screenshots/. Run it whenever a pictured screen changes.
 *
 * SCREENSHOTS_PORT (default 4183) moves the preview; CHROMIUM_PATH another Chromium.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "docs", "screenshots");
const port = Number(process.env.SCREENSHOTS_PORT ?? 4183);
const base = `http://127.0.0.1:${port}`;

interface Shot {
  file: string;
  /** In-app path after the demo has started. */
  path: string;
  scheme: "light" | "dark";
  width: number;
  height: number;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
  /** Simulated seconds to let pass first (a live session streams meanwhile). */
  settleMs?: number;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole("heading", { level: 1, name }).waitFor();
};

const SHOTS: readonly Shot[] = [
  {
    file: "session-timeline.png",
    path: "/o/org_demo/sessions/ses_live_stream",
    scheme: "dark",
    width: 1440,
    height: 900,
    ready: heading("Fix flaky retry in webhook dispatcher"),
    settleMs: 8000,
  },
  {
    file: "session-failed.png",
    path: "/o/org_demo/sessions/ses_failed_tests",
    scheme: "light",
    width: 1440,
    height: 900,
    ready: async (page) => {
      await page.getByRole("region", { name: "Why it failed" }).waitFor();
    },
  },
  {
    file: "sessions.png",
    path: "/o/org_demo/sessions",
    scheme: "light",
    width: 1440,
    height: 900,
    ready: heading("Sessions"),
  },
  {
    file: "machines.png",
    path: "/o/org_demo/machines",
    scheme: "light",
    width: 1440,
    height: 900,
    ready: heading("Machines"),
    settleMs: 2000,
  },
  {
    file: "watch-wall.png",
    path: "/o/org_demo/wall?sessions=ses_live_stream,ses_stalled,ses_machine_queue,ses_failed_tests",
    scheme: "dark",
    width: 1440,
    height: 900,
    ready: heading(/Watch wall/),
    settleMs: 6000,
  },
  {
    file: "phone-session.png",
    path: "/o/org_demo/sessions/ses_stalled",
    scheme: "light",
    width: 390,
    height: 844,
    ready: heading("Shard the checkout e2e suite"),
  },
];

function build(dir: string): void {
  const built = spawnSync(
    join(root, "node_modules", ".bin", "vite"),
    ["build", "--outDir", dir, "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (built.status !== 0) throw new Error("vite build failed");
}

async function serve(dir: string): Promise<ChildProcess> {
  const child = spawn(
    join(root, "node_modules", ".bin", "vite"),
    ["preview", "--outDir", dir, "--port", String(port), "--strictPort"],
    { cwd: root, stdio: "ignore" },
  );
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${base}`);
}

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    colorScheme: shot.scheme,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/connect`);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Demo/ }).click();
    await page.getByRole("button", { name: "Start demo" }).click();
    await page.waitForURL(/\/o\//);
    // In-app navigation: the demo's service lives in this page's service worker session.
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, shot.path);
    await shot.ready(page);
    if (shot.settleMs) await page.waitForTimeout(shot.settleMs);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(out, shot.file) });
    console.info(`  ${shot.file} (${shot.width}×${shot.height}, ${shot.scheme})`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const ensured = spawnSync(process.execPath, [join(root, "scripts", "ensure-chromium.mjs")], { stdio: "inherit" });
  if (ensured.status !== 0) throw new Error("no Chromium");
  const dir = mkdtempSync(join(tmpdir(), "screenshots-"));
  let preview: ChildProcess | null = null;
  try {
    build(dir);
    preview = await serve(dir);
    mkdirSync(out, { recursive: true });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      for (const shot of SHOTS) await take(browser, shot);
    } finally {
      await browser.close();
    }
  } finally {
    preview?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
