import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A Vite build as the browser meets it: what index.html loads up front (entry, modulepreloads,
 * stylesheets) and, for any chunk, the chunks it imports statically. Sizes are gzip level 9, in bytes.
 */
export interface DistAssets {
  /** Asset file names (in assets/) index.html references. */
  initial: ReadonlySet<string>;
  /** Every JS and CSS file in assets/. */
  files: readonly string[];
  gzip(file: string): number;
  /** The file and every chunk it imports statically, transitively (dynamic import() excluded). */
  closure(file: string): Set<string>;
}

export function readDist(distDir: string): DistAssets {
  const assetsDir = join(distDir, "assets");
  const files = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1] ?? ""));
  const sizes = new Map<string, number>();
  const gzip = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const staticImports = (file: string): string[] => {
    if (!file.endsWith(".js")) return [];
    const code = readFileSync(join(assetsDir, file), "utf8");
    // `import{a as b}from"./x.js"` and `import"./y.js"`; never `import("./z.js")`.
    return [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1] ?? "",
    );
  };
  const closure = (file: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const dep of staticImports(f)) visit(dep);
    };
    visit(file);
    return seen;
  };
  return { initial, files, gzip, closure };
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** Gzip bytes of the initial JS and CSS of a build. */
export function initialSizes(dist: DistAssets): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of dist.initial) {
    if (file.endsWith(".js")) js += dist.gzip(file);
    else if (file.endsWith(".css")) css += dist.gzip(file);
  }
  return { js, css };
}
