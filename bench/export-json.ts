import { getResponse } from "msw";
import type { EventsPage, Session } from "../src/api/types.ts";
import { buildSessionJsonParts, importSessionExport } from "../src/features/sessions/export/export-json.ts";
import { buildSessionMarkdown } from "../src/features/sessions/export/export-markdown.ts";
import { TimelineEntries } from "../src/features/sessions/timeline-model/timeline-entries.ts";
import { createManualClock, createSimulator, demoKey } from "../src/simulator/index.ts";
import { type BenchLine, percentile, round } from "./stats.ts";

const RUNS = 5;
const SESSION = "ses_100k";

/** Median wall time of `build` → Blob over RUNS runs (after one warm-up), and its last output's text. */
async function time(build: () => string[]): Promise<{ median: number; text: string }> {
  let blob = new Blob(build());
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    blob = new Blob(build());
    samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 50), text: await blob.text() };
}

/**
 * Export of ses_100k after the catch-up: the store holds all 100 000 entries (read from the simulator
 * like the feed does, untimed); then the builders run over it as the Export menu does.
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
  let after = -1;
  for (;;) {
    const page = await read<EventsPage>(`${base}/events?after_seq=${after}&limit=1000`);
    entries.merge(page.items);
    if (page.items.length < 1000) break;
    after = page.next_seq;
  }
  sim.dispose();
  const input = { session, entries: entries.view(), exportedAt: new Date() };
  const json = await time(() => buildSessionJsonParts(input));
  const markdown = await time(() => [buildSessionMarkdown(input)]);
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
        target: "≤ 2000",
        measured: `${round(json.median, 0)} ms`,
        pass: json.median <= 2000,
        note: `${entries.size} events, ${mb(json.text)} MiB; median of ${RUNS}; re-import checked`,
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
    raw: { exportJson100kMs: round(json.median, 1), exportMarkdown100kMs: round(markdown.median, 1) },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(JSON.stringify(await benchExportJson(), null, 2));
