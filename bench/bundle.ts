import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BenchLine, round } from "./stats.ts";

const kb = (bytes: number): number => round(bytes / 1024, 1);
/** Issue 44 (was 50 in issue 16 §7): the first download's CSS. */
const CSS_TARGET_KB = 45;
const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

/** Gzip sizes of dist/assets: what a first visit downloads (index.html's references) and the rest. */
export function benchBundle(distDir: string): { lines: BenchLine[]; raw: Record<string, number> } {
  const assetsDir = join(distDir, "assets");
  const files = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
  const size = (pick: (f: string) => boolean) => files.filter(pick).reduce((sum, f) => sum + gz(join(assetsDir, f)), 0);
  const initialJs = size((f) => initial.has(f) && f.endsWith(".js"));
  const initialCss = size((f) => initial.has(f) && f.endsWith(".css"));
  const totalJs = size((f) => f.endsWith(".js"));
  const totalCss = size((f) => f.endsWith(".css"));
  // The simulator is loaded by a dynamic import from main.tsx only in demo mode.
  const simulator = size((f) => f.startsWith("browser-") && f.endsWith(".js"));
  const info = (id: string, name: string, bytes: number, note?: string): BenchLine => ({
    id,
    value: kb(bytes),
    unit: "KB gzip",
    name,
    target: "—",
    measured: `${kb(bytes)} KB gzip`,
    pass: null,
    ...(note ? { note } : {}),
  });
  return {
    lines: [
      info(
        "initial_js_gzip_kb",
        "bundle: initial JS (index.html + modulepreloads)",
        initialJs,
        "against the stack floor: initial_js_ratio_to_floor",
      ),
      {
        ...info("initial_css_gzip_kb", "bundle: initial CSS", initialCss),
        target: `≤ ${CSS_TARGET_KB} KB`,
        pass: kb(initialCss) <= CSS_TARGET_KB,
      },
      info(
        "all_js_gzip_kb",
        "bundle: all JS chunks",
        totalJs,
        `${files.filter((f) => f.endsWith(".js")).length} files`,
      ),
      info("all_css_gzip_kb", "bundle: all CSS", totalCss),
      info("simulator_chunk_gzip_kb", "bundle: simulator chunk (demo only, lazy)", simulator),
    ],
    raw: {
      initialJsGzipBytes: initialJs,
      initialCssGzipBytes: initialCss,
      totalJsGzipBytes: totalJs,
      totalCssGzipBytes: totalCss,
      simulatorGzipBytes: simulator,
    },
  };
}
