import { kib, readDist } from "./dist-assets.ts";
import type { BenchLine } from "./stats.ts";

/**
 * Per route: the JS a first visit downloads after the initial set, i.e. the route's split chunks (file
 * name = the route file with `.` for `/` and `_` for `$`), the org layout's chunks for nested routes,
 * and everything those import statically that index.html did not already load. Gzip level 9.
 */
export function benchRouteChunks(distDir: string): { lines: BenchLine[]; raw: Record<string, number> } {
  const dist = readDist(distDir);
  const routeChunk = /^((?:o\._orgId)(?:\.[\w.]+)?|index|connect)-[\w-]+\.js$/;
  // A route can have more than one split chunk (its component and its other lazy parts): all of them count.
  const byRoute = new Map<string, string[]>();
  for (const file of dist.files) {
    const m = routeChunk.exec(file);
    if (m?.[1] && !dist.initial.has(file)) byRoute.set(m[1], [...(byRoute.get(m[1]) ?? []), file]);
  }
  const layout = byRoute.get("o._orgId") ?? [];
  const lines: BenchLine[] = [];
  const raw: Record<string, number> = {};
  for (const [route, files] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const needed = new Set(files.flatMap((file) => [...dist.closure(file)]));
    if (route.startsWith("o._orgId.")) for (const f of layout.flatMap((file) => [...dist.closure(file)])) needed.add(f);
    let bytes = 0;
    for (const f of needed) if (!dist.initial.has(f) && f.endsWith(".js")) bytes += dist.gzip(f);
    const path = `/${route.replaceAll(".", "/").replaceAll("_", "$")}`.replace(/\/index$/, "/");
    lines.push({
      id: `route_js_gzip_kb:${path}`,
      value: kib(bytes),
      unit: "KB gzip",
      name: `route ${path}: JS after the initial set`,
      target: "—",
      measured: `${kib(bytes)} KB gzip`,
      pass: null,
      note: `${[...needed].filter((f) => !dist.initial.has(f)).length} chunks${route.startsWith("o._orgId.") ? ", org layout included" : ""}`,
    });
    raw[`routeJsGzipBytes:${path}`] = bytes;
  }
  return { lines, raw };
}
