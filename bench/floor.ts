import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { initialSizes, kib, readDist } from "./dist-assets.ts";
import type { BenchLine } from "./stats.ts";

const FLOOR_DIR = resolve(import.meta.dirname, "floor");
/** Issue 44 (was 1.3 in issue 16 §7): the app's first download may weigh at most 1.25 times the stack's own. */
export const RATIO_TARGET = 1.25;

/**
 * Builds bench/floor (React, TanStack Router and Query, Radix Themes with one Card, Button and Table)
 * with the same Vite and React plugin, and compares the app's initial JS with it.
 */
export async function benchFloor(appDist: string): Promise<{ lines: BenchLine[]; raw: Record<string, number> }> {
  const outDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  try {
    await build({
      configFile: false,
      root: FLOOR_DIR,
      logLevel: "warn",
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const floor = initialSizes(readDist(outDir));
    const app = initialSizes(readDist(appDist));
    const ratio = Math.round((app.js / floor.js) * 1000) / 1000;
    return {
      lines: [
        {
          id: "floor_initial_js_gzip_kb",
          value: kib(floor.js),
          unit: "KB gzip",
          name: "stack floor (bench/floor): initial JS",
          target: "—",
          measured: `${kib(floor.js)} KB gzip`,
          pass: null,
          note: `built now; initial CSS ${kib(floor.css)} KB gzip with styles.css`,
        },
        {
          id: "initial_js_ratio_to_floor",
          value: ratio,
          unit: "ratio",
          name: "bundle: initial JS ÷ stack floor's",
          target: `≤ ${RATIO_TARGET}`,
          measured: `${ratio}× (${kib(app.js)} / ${kib(floor.js)} KB)`,
          pass: ratio <= RATIO_TARGET,
        },
      ],
      raw: { floorInitialJsGzipBytes: floor.js, floorInitialCssGzipBytes: floor.css, initialJsRatioToFloor: ratio },
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
