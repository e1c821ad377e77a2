/**
 * Capacity history kept in IndexedDB (issue 25): 24 h of samples for 50 Machines, and the detail
 * page's read of one Machine's 24 h.
 *
 * - machines_history_24h_50_mb: the stored values' size, measured as the bytes of V8's
 *   ValueSerializer (node:v8 `serialize`), which is the structured-clone format Chromium's IndexedDB
 *   writes for a value, plus each key's UTF-8 bytes; before LevelDB's own overhead and compression.
 *   MB = 10^6 bytes. Samples every 10 s with ±0.5 s jitter and counts that move, pruned and encoded
 *   by the app's own code (sample-log.ts, sample-codec.ts).
 * - machines_history_read_ms: idbHistoryStore().read(key) of one Machine's 24 h, the app's real
 *   idb-keyval path, against fake-indexeddb in Node (which clones values as browsers do); median of
 *   RUNS reads after WARMUP.
 */
import "fake-indexeddb/auto";
import { performance } from "node:perf_hooks";
import { serialize } from "node:v8";
import { createStore, set } from "idb-keyval";
import { historyKey } from "../src/features/machines/history/history-store.ts";
import { HISTORY_DB, idbHistoryStore } from "../src/features/machines/history/idb-history-store.ts";
import { encodeSamples } from "../src/features/machines/history/sample-codec.ts";
import { pruneSamples } from "../src/features/machines/history/sample-log.ts";
import { type CapacitySample, HISTORY_KEEP_MS, HISTORY_SAMPLE_MS } from "../src/features/machines/history.ts";
import type { BenchPart } from "./bench-part.ts";
import { percentile, round } from "./stats.ts";

const MACHINES = 50;
const WARMUP = 5;
const RUNS = 30;
const NOW = Date.UTC(2026, 10, 25, 12);

/** A deterministic day of one Machine: a pool of 8–40 workers, busy and queue moving with the hour. */
function dayOf(machine: number): CapacitySample[] {
  let seed = machine * 7919 + 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const total = 8 + (machine % 33);
  const out: CapacitySample[] = [];
  for (let at = NOW - HISTORY_KEEP_MS + HISTORY_SAMPLE_MS; at <= NOW; at += HISTORY_SAMPLE_MS) {
    const load = 0.5 + 0.5 * Math.sin((at / 3_600_000) * 0.26 + machine);
    const online = total - (random() < 0.02 ? 1 + Math.floor(random() * 3) : 0);
    const busy = Math.min(online, Math.round(online * load * (0.8 + 0.4 * random())));
    const queued = busy >= online ? Math.floor(random() * 40 * load) : 0;
    out.push({ at: at + Math.round((random() - 0.5) * 1000), online, busy, queued });
  }
  return pruneSamples(out, NOW);
}

export async function benchMachinesHistory(): Promise<BenchPart> {
  const db = createStore(HISTORY_DB.name, HISTORY_DB.store);
  let bytes = 0;
  let samples = 0;
  for (let m = 0; m < MACHINES; m += 1) {
    const day = dayOf(m);
    const key = historyKey("org_bench", `4d0c0000-0000-4000-8000-${String(m).padStart(12, "0")}`);
    const value = encodeSamples(day);
    bytes += serialize(value).byteLength + Buffer.byteLength(key);
    samples += day.length;
    await set(key, value, db);
  }
  const mb = bytes / 1e6;

  const store = idbHistoryStore();
  const key = historyKey("org_bench", `4d0c0000-0000-4000-8000-${"7".padStart(12, "0")}`);
  const times: number[] = [];
  let read = 0;
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    read = (await store.read(key, NOW)).length;
    const took = performance.now() - started;
    if (run >= WARMUP) times.push(took);
  }
  if (read < 8000) throw new Error(`read ${read} samples of one Machine's day`);
  const median = percentile(times, 50);

  // Informational: one write on a full day (read, append, prune, write back in one transaction).
  const writeStarted = performance.now();
  await store.append(key, { at: NOW + HISTORY_SAMPLE_MS, online: 9, busy: 3, queued: 0 }, NOW + HISTORY_SAMPLE_MS);
  const appendMs = performance.now() - writeStarted;

  return {
    lines: [
      {
        id: "machines_history_24h_50_mb",
        value: round(mb, 3),
        unit: "MB",
        name: "Machines history: 24 h of samples for 50 Machines as stored (V8 structured-clone bytes)",
        target: "≤ 5 MB",
        measured: `${round(mb, 2)} MB (${samples} samples, ${round(bytes / samples, 1)} B each)`,
        pass: mb <= 5,
      },
      {
        id: "machines_history_read_ms",
        value: round(median, 3),
        unit: "ms",
        name: "Machines history: read one Machine's 24 h (idb-keyval on fake-indexeddb, median)",
        target: "≤ 50 ms",
        measured: `${round(median, 2)} ms (${read} samples)`,
        pass: median <= 50,
      },
    ],
    raw: {
      machinesHistoryBytes: bytes,
      machinesHistorySamples: samples,
      machinesHistoryReadP95Ms: round(percentile(times, 95), 3),
      machinesHistoryAppendFullDayMs: round(appendMs, 3),
    },
  };
}
