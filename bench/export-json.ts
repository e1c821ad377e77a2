import { getResponse } from "msw";
import type { EventsPage, Session, SessionEvent } from "../src/api/types.ts";
import { buildSessionJsonParts } from "../src/features/sessions/export/export-json.ts";
import { importSessionExport } from "../src/features/sessions/export/export-json-reader.ts";
import { buildSessionMarkdown } from "../src/features/sessions/export/export-markdown.ts";
import { TimelineEntries } from "../src/features/sessions/timeline-model/timeline-entries.ts";
import { createManualClock, createSimulator, demoKey } from "../src/simulator/index.ts";
import { type BenchLine, percentile, round } from "./stats.ts";

const RUNS = 5;
const SESSION = "ses_100k";
/** The JSON export within 1.25× the floor's (bench/README.md says why). */
const RATIO_TARGET = 1.25;

type Build = () => string[];

/**
 * Median wall time of each `build` → Blob over RUNS rounds (after one warm-up each), the builds taking
 * turns within a round so they share the machine's moments; and each one's last output as text.
 */
async function time<K extends string>(builds: Record<K, Build>): Promise<Record<K, { median: number; text: string }>> {
  const names = Object.keys(builds) as K[];
  const blobs = new Map(names.map((name) => [name, new Blob(builds[name]())]));
  const samples = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let i = 0; i < RUNS; i += 1)
    for (const name of names) {
      const started = performance.now();
      blobs.set(name, new Blob(builds[name]()));
      samples.get(name)?.push(performance.now() - started);
    }
  const out = {} as Record<K, { median: number; text: string }>;
  for (const name of names)
    out[name] = { median: percentile(samples.get(name) ?? [], 50), text: (await blobs.get(name)?.text()) ?? "" };
  return out;
}

/**
 * Export of ses_100k after the catch-up: the store holds all 100 000 entries (read from the simulator
 * like the feed does, untimed); then the builders run over it as the Export menu does. The floor: the
 * same pages' events as JSON.parse gave them, in one JSON.stringify of { session, events } into a Blob.
 */
export async function benchExportJson(): Promise<{ lines: BenchLine[]; raw: Record<string, number> }> {
  const sim = createSimulator({
    clock: createManualClock(),
    seed: 1,
    rateLimit: { requests: 1_000_000, windowMs: 1000 },
  });
  const headers = { authorization: `Bearer ${demoKey("owner").key}` };
  const base = `http://sim.test/v3/organizations/org_demo/sessions/${SESSION}`;
  const read = async <T>(url: string): Promise<T> => {
    const res = await getResponse(sim.handlers, new Request(url, { headers }));
    if (!res?.ok) throw new Error(`${url} answered ${res?.status ?? "nothing"}`);
    return (await res.json()) as T;
  };
  const session = await read<Session>(base);
  const entries = new TimelineEntries();
  const events: SessionEvent[] = [];
  let after = -1;
  for (;;) {
    const page = await read<EventsPage>(`${base}/events?after_seq=${after}&limit=1000`);
    entries.merge(page.items);
    events.push(...page.items);
    if (page.items.length < 1000) break;
    after = page.next_seq;
  }
  sim.dispose();
  const input = { session, entries: entries.view(), exportedAt: new Date() };
  const timed = await time({
    json: () => buildSessionJsonParts(input),
    floor: () => [JSON.stringify({ session, events })],
    markdown: () => [buildSessionMarkdown(input)],
  });
  const { json, floor, markdown } = timed;
  const ratio = round(json.median / floor.median, 2);
  const imported = importSessionExport(json.text);
  if (!imported.ok || imported.entries.length !== entries.size) throw new Error("the JSON export did not read back");
  const mb = (text: string) => round(Buffer.byteLength(text) / 1_048_576, 1);
  return {
    lines: [
      {
        id: "export_json_100k_ms",
        value: round(json.median, 1),
        unit: "ms",
        name: "export ses_100k to JSON after catch-up (builder + Blob, median)",
        target: "—",
        measured: `${round(json.median, 0)} ms`,
        pass: null,
        note: `${entries.size} events, ${mb(json.text)} MiB; median of ${RUNS}; re-import checked; floor ${round(floor.median, 0)} ms`,
      },
      {
        id: "export_json_100k_ratio_to_floor",
        value: ratio,
        unit: "ratio",
        name: "export ses_100k to JSON, app ÷ floor (one JSON.stringify of the events read)",
        target: `≤ ${RATIO_TARGET}`,
        measured: `${ratio}× (${round(json.median, 0)} / ${round(floor.median, 0)} ms)`,
        pass: ratio <= RATIO_TARGET,
        note: `floor ${mb(floor.text)} MiB; builds take turns, median of ${RUNS} each`,
      },
      {
        id: "export_markdown_100k_ms",
        value: round(markdown.median, 1),
        unit: "ms",
        name: "export ses_100k to Markdown after catch-up (builder + Blob, median)",
        target: "—",
        measured: `${round(markdown.median, 0)} ms`,
        pass: null,
        note: `${mb(markdown.text)} MiB`,
      },
    ],
    raw: {
      exportJson100kMs: round(json.median, 1),
      exportJsonFloor100kMs: round(floor.median, 1),
      exportMarkdown100kMs: round(markdown.median, 1),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(JSON.stringify(await benchExportJson(), null, 2));
