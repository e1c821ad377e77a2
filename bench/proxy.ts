/**
 * `npm run bench`'s quick look at the production proxy: one size (1 000 long polls by default), three
 * alternating rounds pooled (one round's p99 of a few ms swung 1.1–2.4× nginx's on this 2-core VM), with the same machinery and targets as `npm run bench:proxy` (bench/proxy-capacity.ts),
 * which measures 1 000 and 5 000 in alternating rounds and writes bench/proxy-report.json.
 *   BENCH_PROXY=0                 skip this step
 *   BENCH_PROXY_CONNECTIONS=1000  long polls held at once
 *   other BENCH_PROXY_* settings as for bench:proxy (docs/operations.md)
 */

import type { BenchPart } from "./bench-part.ts";
import { measureProxies, optionsFromEnv, type RunResult, TARGETS } from "./proxy-capacity.ts";
import { type BenchLine, percentile, round } from "./stats.ts";

export async function benchProxy(): Promise<BenchPart> {
  const size = Number(process.env.BENCH_PROXY_CONNECTIONS ?? 1_000);
  const o = optionsFromEnv({
    sizes: [size],
    rounds: 3,
    targets: ["direct", "node", "nginx"],
    log: (line) => console.info(line),
  });
  const { results, notes } = await measureProxies({ ...o, sizes: [size] });
  const lines: BenchLine[] = [];
  const raw: Record<string, number> = { "proxy.connections": size, "proxy.hold_ms": o.holdMs };
  const of = (who: RunResult["target"]) => results.find((r) => r.target === who);
  const nginxP99 = percentile(of("nginx")?.added ?? [], 99);
  for (const r of results) {
    const who = r.target;
    const p50 = round(percentile(r.added, 50), 1);
    const p99 = round(percentile(r.added, 99), 1);
    raw[`proxy.longpoll.failed.${who}`] = r.errors;
    const through = who === "direct" ? "straight to the upstream (baseline)" : `through ${who}`;
    const note = r.errors > 0 ? `${r.errors} of ${r.added.length + r.errors} failed` : undefined;
    lines.push({
      id: `proxy.longpoll.p50_added_ms.${who}`,
      value: p50,
      unit: "ms",
      name: `${size} long polls: added latency p50, ${through}`,
      target: "",
      measured: `${p50} ms`,
      pass: null,
      ...(note ? { note } : {}),
    });
    // The node server is judged against nginx in the same run (issue 17's target), and must not fail a poll.
    const judged = who === "node" && Number.isFinite(nginxP99);
    const limit = round(nginxP99 * TARGETS.p99RatioToNginx, 1);
    lines.push({
      id: `proxy.longpoll.p99_added_ms.${who}`,
      value: p99,
      unit: "ms",
      name: `${size} long polls: added latency p99, ${through}`,
      target: judged ? `≤ ${limit} ms (1.5× nginx)` : "",
      measured: `${p99} ms`,
      pass: judged ? p99 <= limit && r.errors === 0 : null,
      ...(note ? { note } : {}),
    });
    if (who !== "direct") {
      const rss = round(r.peakRssMb, 1);
      lines.push({
        id: `proxy.rss_mb.${who}`,
        value: rss,
        unit: "MB",
        name: `${size} long polls: peak resident memory, ${who}${who === "nginx" ? " (master + worker)" : ""}`,
        target: who === "node" ? `≤ ${TARGETS.peakRssMb} MB` : "",
        measured: `${rss} MB`,
        pass: who === "node" ? rss <= TARGETS.peakRssMb : null,
      });
    }
  }
  if (!of("nginx")) {
    lines.push({
      id: "proxy.longpoll.p99_added_ms.nginx",
      value: Number.NaN,
      unit: "ms",
      name: `${size} long polls: added latency p99, through nginx`,
      target: "",
      measured: "—",
      pass: null,
      note: notes.join("; ") || "not measured",
    });
  } else if (notes.length > 0) {
    const line = lines.find((l) => l.id === "proxy.longpoll.p99_added_ms.nginx");
    if (line) line.note = notes.join("; ");
  }
  return { lines, raw };
}
