/**
 * `npm run screenshots`: the README's pictures, made from the product as it is now. Builds the app into
 * a temporary folder, serves it with vite preview, opens the built-in simulator (demo mode) in Debian's
 * Chromium and saves each view to docs/screenshots/. Run it whenever a pictured screen changes.
 *
 * The pictures change only when the screens do: each page's clock (which the in-page simulator reads too)
 * starts at the same moment, in one time zone and locale, the demo's service starts at one moment of it, and
 * the clock is stopped at the same moment before the picture is taken, so clock times, "running for" timers
 * and the streamed history match from run to run; and what was painted before does not show in the picture
 * (see PICTURE_ARGS).
 *
 * SCREENSHOTS_PORT (default 4183) moves the preview; SCREENSHOTS_OUT writes the pictures to another folder
 * (to compare two runs without touching docs/); CHROMIUM_PATH another Chromium.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const out = process.env.SCREENSHOTS_OUT ? resolve(process.env.SCREENSHOTS_OUT) : join(root, "docs", "screenshots");
const port = Number(process.env.SCREENSHOTS_PORT ?? 4183);
const base = `http://127.0.0.1:${port}`;
/** Every picture's demo time counts from here: a weekday morning, so the demo's day reads like a working one. */
const DEMO_START = Date.parse("2026-11-25T09:30:00Z");
/** Each page's clock starts this long before DEMO_START: time for the connect page to load, with room to spare. */
const LOAD_MS = 4000;
/**
 * When the demo's service starts, in ms after DEMO_START. The service dates its sessions and events from its
 * start, so a start at whatever moment the click came (about 1 to 2 s in) put "09:18:00" or "09:18:01" and
 * "20m 14s" or "20m 15s" in the phone picture. Half a second from a whole one, a few ms more or less would
 * not turn a second shown; and the pictures show what they showed before it was set.
 */
const SERVICE_START_MS = 500;
/**
 * Chromium for the pictures. Without partial raster, a repaint redraws whole tiles, so a picture's pixels
 * do not depend on what was painted before: with it, the top bar repainted in part in the frames after its
 * first (the organization's id giving way to its name when the list came a little later than the shell)
 * left the bell's and the Demo badge's edges a shade different in phone-session.png from a top bar painted
 * once, in about one run in three.
 */
const PICTURE_ARGS: readonly string[] = [...CHROMIUM_ARGS, "--disable-partial-raster"];

interface Shot {
  file: string;
  /** In-app path after the demo has started. */
  path: string;
  scheme: "light" | "dark";
  width: number;
  height: number;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
  /** Real milliseconds to let pass first, the clock running (a live session streams meanwhile). */
  settleMs?: number;
  /** The demo's time in the picture, in ms after DEMO_START: more than start-up and settling take. */
  atMs: number;
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
    atMs: 28_000,
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
    atMs: 20_000,
  },
  {
    file: "sessions.png",
    path: "/o/org_demo/sessions",
    scheme: "light",
    width: 1440,
    height: 900,
    ready: async (page) => {
      await heading("Sessions")(page);
      // The running sessions' stall checks have reported (the strip says "checking…" until then).
      await page
        .getByRole("list", { name: "Needs attention" })
        .getByText(/^checking /)
        .waitFor({ state: "detached" });
    },
    atMs: 20_000,
  },
  {
    file: "machines.png",
    path: "/o/org_demo/machines",
    scheme: "light",
    width: 1440,
    height: 900,
    ready: heading("Machines"),
    settleMs: 2000,
    atMs: 22_000,
  },
  {
    file: "watch-wall.png",
    path: "/o/org_demo/wall?sessions=ses_live_stream,ses_stalled,ses_machine_queue,ses_failed_tests",
    scheme: "dark",
    width: 1440,
    height: 900,
    ready: heading(/Watch wall/),
    settleMs: 6000,
    atMs: 26_000,
  },
  {
    file: "phone-session.png",
    path: "/o/org_demo/sessions/ses_stalled",
    scheme: "light",
    width: 390,
    height: 844,
    ready: heading("Shard the checkout e2e suite"),
    atMs: 20_000,
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
    timezoneId: "UTC",
    locale: "en-US",
  });
  try {
    await context.clock.install({ time: DEMO_START - LOAD_MS });
    const page = await context.newPage();
    await page.goto(`${base}/connect`);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Demo/ }).click();
    const loadedAt = await page.evaluate(() => Date.now());
    if (loadedAt >= DEMO_START + SERVICE_START_MS) {
      const took = loadedAt - (DEMO_START - LOAD_MS);
      throw new Error(`${shot.file}: the connect page took ${took} ms to load, more than LOAD_MS + SERVICE_START_MS`);
    }
    // Starting the demo takes no timer (a module import and the service worker), so it runs on the stopped
    // clock and the service's clock starts at exactly this moment.
    await context.clock.pauseAt(DEMO_START + SERVICE_START_MS);
    await page.getByRole("button", { name: "Start demo" }).click();
    await page.waitForURL(/\/o\//);
    await context.clock.resume();
    // In-app navigation: the demo's service lives in this page's service worker session.
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, shot.path);
    await shot.ready(page);
    if (shot.settleMs) await page.waitForTimeout(shot.settleMs);
    const now = await page.evaluate(() => Date.now());
    if (now >= DEMO_START + shot.atMs) {
      throw new Error(`${shot.file}: the demo was ${now - DEMO_START} ms in before the picture's moment (atMs)`);
    }
    await context.clock.pauseAt(DEMO_START + shot.atMs);
    // The jump fires what fell due (a refresh, a poll's answer), and those answers land at the stopped
    // moment whatever the real timing was. Reaching the screen takes timers too (TanStack Query hands
    // results over on a zero-delay timeout): a millisecond at a time lets them through, nothing more.
    for (let i = 0; i < 10; i += 1) {
      await page.waitForTimeout(100);
      await context.clock.runFor(1);
    }
    await shot.ready(page);
    await page.waitForTimeout(500);
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
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PICTURE_ARGS] });
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
