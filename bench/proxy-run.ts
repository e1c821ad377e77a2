/**
 * `npm run bench:proxy`: capacity of the production server's /api proxy against nginx `proxy_pass`
 * (Debian nginx-light, installed with apt-get when missing), 1 000 and 5 000 concurrent long polls
 * held by a loopback upstream, ramped in, measured in the same run with the same load generator.
 * Writes bench/proxy-report.json (lines like bench/report.json's). A report, not a test: exits 0
 * whatever it measures. Settings (environment): see docs/operations.md "Benchmarks".
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import {
  type CapacityOptions,
  measureProxies,
  optionsFromEnv,
  type RunResult,
  TARGETS,
  WARM_UP_MS,
} from "./proxy-capacity.ts";
import { type BenchLine, percentile, printTable, round } from "./stats.ts";

const root = resolve(import.meta.dirname, "..");

function line(
  id: string,
  value: number,
  unit: string,
  name: string,
  target = "",
  pass: boolean | null = null,
  note?: string,
): BenchLine {
  const shown = Number.isNaN(value) ? "—" : unit === "×" ? `${value}×` : `${value} ${unit}`;
  return { id, value, unit, name, target, measured: shown, pass, ...(note ? { note } : {}) };
}

const kinds = (r: RunResult) =>
  Object.entries(r.errorKinds)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ");

/** Lines for one size: the node server's figures judged against the targets, nginx's and the baseline's for reference. */
export function linesFor(size: number, results: readonly RunResult[]): BenchLine[] {
  const of = (target: RunResult["target"]) => results.find((r) => r.target === target && r.size === size);
  const node = of("node");
  const nginx = of("nginx");
  const direct = of("direct");
  const lines: BenchLine[] = [];
  const p = (r: RunResult | undefined, q: number) => (r ? round(percentile(r.added, q), 1) : Number.NaN);
  if (node) {
    lines.push(
      line(
        `proxy_errors_${size}`,
        node.errors,
        "count",
        `${size} polls: errors through the server`,
        "0",
        node.errors === TARGETS.errors,
        node.errors > 0 ? kinds(node) : undefined,
      ),
      line(`proxy_polls_${size}`, node.added.length, "count", `${size} polls: answers through the server`),
      line(`proxy_p50_added_ms_${size}`, p(node, 50), "ms", `${size} polls: p50 added latency, server`),
      line(`proxy_p99_added_ms_${size}`, p(node, 99), "ms", `${size} polls: p99 added latency, server`),
    );
    const rss = round(node.peakRssMb, 1);
    lines.push(
      line(
        `proxy_peak_rss_mb_${size}`,
        rss,
        "MB",
        `${size} polls: peak RSS, server`,
        `≤ ${TARGETS.peakRssMb} MB`,
        rss <= TARGETS.peakRssMb,
      ),
      line(`proxy_cpu_s_${size}`, round(node.cpuS, 2), "s", `${size} polls: CPU time, server`),
    );
  }
  if (nginx) {
    lines.push(
      line(
        `proxy_nginx_errors_${size}`,
        nginx.errors,
        "count",
        `${size} polls: errors through nginx`,
        "",
        null,
        nginx.errors > 0 ? kinds(nginx) : undefined,
      ),
      line(`proxy_nginx_p50_added_ms_${size}`, p(nginx, 50), "ms", `${size} polls: p50 added latency, nginx`),
      line(`proxy_nginx_p99_added_ms_${size}`, p(nginx, 99), "ms", `${size} polls: p99 added latency, nginx`),
      line(`proxy_nginx_peak_rss_mb_${size}`, round(nginx.peakRssMb, 1), "MB", `${size} polls: peak RSS, nginx`),
      line(`proxy_nginx_cpu_s_${size}`, round(nginx.cpuS, 2), "s", `${size} polls: CPU time, nginx`),
    );
  }
  if (direct) {
    lines.push(
      line(`proxy_direct_p50_added_ms_${size}`, p(direct, 50), "ms", `${size} polls: p50, no proxy (baseline)`),
      line(`proxy_direct_p99_added_ms_${size}`, p(direct, 99), "ms", `${size} polls: p99, no proxy (baseline)`),
    );
  }
  const ratio = (a: number, b: number) =>
    Number.isFinite(a) && Number.isFinite(b) && b > 0 ? round(a / b, 2) : Number.NaN;
  const p99Ratio = ratio(p(node, 99), p(nginx, 99));
  lines.push(
    line(
      `proxy_p50_ratio_to_nginx_${size}`,
      ratio(p(node, 50), p(nginx, 50)),
      "×",
      `${size} polls: p50 server / nginx`,
    ),
    line(
      `proxy_p99_ratio_to_nginx_${size}`,
      p99Ratio,
      "×",
      `${size} polls: p99 server / nginx`,
      `≤ ${TARGETS.p99RatioToNginx}×`,
      Number.isNaN(p99Ratio) ? null : p99Ratio <= TARGETS.p99RatioToNginx,
    ),
    line(
      `proxy_rss_ratio_to_nginx_${size}`,
      ratio(node?.peakRssMb ?? Number.NaN, nginx?.peakRssMb ?? Number.NaN),
      "×",
      `${size} polls: peak RSS server / nginx`,
    ),
  );
  return lines;
}

export function rawOf(o: CapacityOptions, results: readonly RunResult[]): Record<string, number> {
  const raw: Record<string, number> = {
    "proxy.hold_ms": o.holdMs,
    "proxy.ramp_ms": o.rampMs,
    "proxy.measure_ms": o.measureMs,
    "proxy.generators": o.generators,
    "proxy.rounds": o.rounds,
    "proxy.warm_up_ms": WARM_UP_MS,
    "proxy.nice": o.nice,
  };
  for (const r of results) {
    raw[`proxy.${r.target}.${r.size}.polls`] = r.added.length;
    raw[`proxy.${r.target}.${r.size}.generator_cpu_s`] = round(r.generatorCpuS, 2);
    raw[`proxy.${r.target}.${r.size}.wall_s`] = round(r.wallS, 1);
    raw[`proxy.${r.target}.${r.size}.max_added_ms`] = round(Math.max(...r.added), 1);
  }
  return raw;
}

async function main(): Promise<void> {
  const o = optionsFromEnv();
  console.info(
    `bench:proxy: ${o.sizes.join(" and ")} long polls held ${o.holdMs} ms, ramped over ${o.rampMs} ms, then ${o.measureMs} ms more; ${o.generators} load generator processes; nginx with ${o.nginxWorkers} worker(s); ${o.rounds} round(s) each${o.nice ? `; nice ${o.nice}` : ""}${o.nodeFlags.length ? `; node ${o.nodeFlags.join(" ")}` : ""}`,
  );
  const { results, notes } = await measureProxies(o);
  const lines = o.sizes.flatMap((size) => linesFor(size, results));
  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    lines,
    raw: rawOf(o, results),
    notes,
  };
  writeFileSync(join(root, "bench", "proxy-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.info("");
  printTable(lines);
  for (const note of notes) console.info(`note: ${note}`);
  console.info("\nwritten bench/proxy-report.json");
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
