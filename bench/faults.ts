import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { BenchLine } from "./stats.ts";

const root = resolve(import.meta.dirname, "..");

type Counts = Record<string, number | string>;

function readCounts(dir: string, name: string): Counts | null {
  const file = join(dir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Counts) : null;
}

/**
 * Runs the fault suite (e2e/faults.spec.ts) against this build and reads the counts it writes:
 * events lost, duplicated or not at their final content, follow-ups that reached the simulator twice
 * or never. Its own ports (BENCH_FAULTS_E2E_PORT, BENCH_FAULTS_SIM_PORT; default BENCH_PORT + 300 and + 301) and
 * CI=1, so it never reuses another server that happens to listen there.
 */
export async function benchFaults(distDir: string): Promise<{ lines: BenchLine[]; raw: Record<string, number> }> {
  const out = mkdtempSync(join(tmpdir(), "bench-faults-"));
  const benchPort = Number(process.env.BENCH_PORT ?? 4179);
  const env = {
    ...process.env,
    CI: "1",
    E2E_PORT: process.env.BENCH_FAULTS_E2E_PORT ?? String(benchPort + 300),
    SIM_PORT: process.env.BENCH_FAULTS_SIM_PORT ?? String(benchPort + 301),
    E2E_OUT_DIR: relative(root, distDir),
    E2E_RESULTS_DIR: join(out, "results"),
    E2E_JSON_REPORT: join(out, "report.json"),
    FAULT_COUNTS_DIR: join(out, "counts"),
  };
  try {
    const code = await new Promise<number>((done) => {
      const args = ["test", "e2e/faults.spec.ts", "--reporter=line"];
      const child = spawn(join(root, "node_modules", ".bin", "playwright"), args, {
        cwd: root,
        env,
        stdio: ["ignore", "inherit", "inherit"],
      });
      child.on("exit", (c) => done(c ?? 1));
      child.on("error", () => done(1));
    });
    const timeline = readCounts(env.FAULT_COUNTS_DIR, "timeline");
    const sends = readCounts(env.FAULT_COUNTS_DIR, "sends");
    const num = (c: Counts | null, key: string) => (typeof c?.[key] === "number" ? (c[key] as number) : Number.NaN);
    const zero = (id: string, name: string, value: number, note?: string): BenchLine => ({
      id,
      value,
      unit: "count",
      name,
      target: "0",
      measured: Number.isNaN(value) ? "not measured" : String(value),
      pass: value === 0,
      ...(note ? { note } : {}),
    });
    const rate = num(timeline, "fault_rate_measured");
    const polls = num(timeline, "event_polls");
    const failed = code === 0 ? undefined : `the fault suite failed (exit ${code}); see its Playwright output`;
    const lines: BenchLine[] = [
      {
        id: "fault_rate_configured",
        value: num(timeline, "fault_rate_configured"),
        unit: "share",
        name: "fault suite: requests failing (500, 429, dropped), as configured",
        target: "≥ 0.2",
        measured: String(num(timeline, "fault_rate_configured")),
        pass: num(timeline, "fault_rate_configured") >= 0.2,
        note: "plus 30 % of event pages dropped, duplicated, re-delivered or re-split",
      },
      {
        id: "fault_rate_measured",
        value: rate,
        unit: "share",
        name: "fault suite: event polls that failed, as the browser saw them",
        target: "—",
        measured: String(rate),
        pass: null,
        note: `${polls} polls: ${num(timeline, "event_polls_500")} × 500, ${num(timeline, "event_polls_429")} × 429, ${num(timeline, "event_polls_dropped")} dropped`,
      },
      zero(
        "fault_events_lost",
        "fault suite: events lost",
        num(timeline, "fault_events_lost"),
        failed ?? `of ${num(timeline, "events_final")}`,
      ),
      zero("fault_events_duplicated", "fault suite: events shown twice", num(timeline, "fault_events_duplicated")),
      zero(
        "fault_events_not_final",
        "fault suite: events not at their final content",
        num(timeline, "fault_events_not_final"),
      ),
      zero(
        "fault_double_sends",
        "fault suite: follow-ups that reached the simulator twice",
        num(sends, "fault_double_sends"),
        `${num(sends, "sends")} sends, ${num(sends, "send_retries")} retries, ${num(sends, "send_answers_lost_after_accept")} answers lost after the service acted`,
      ),
      zero("fault_sends_lost", "fault suite: retried follow-ups that never arrived", num(sends, "fault_sends_lost")),
    ];
    const raw: Record<string, number> = { faultSuiteExitCode: code };
    for (const [key, value] of Object.entries({ ...timeline, ...sends }))
      if (typeof value === "number") raw[key] = value;
    return { lines, raw };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
