import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import type { Session, SessionEvent } from "@/api/types";
import { summariseFailure } from "@/features/sessions/answers/failure-summary";
import { assessStall, DEFAULT_STALL_THRESHOLD_MS, type StallVerdict } from "@/features/sessions/answers/stall";
import { stallInputOf } from "@/features/sessions/answers/stall-input";
import { describeSession } from "@/features/sessions/answers/status-sentence";
import { runTimeOf } from "@/features/sessions/run-time";
import { readSessionStatus } from "@/features/sessions/session-status";
import { TimelineFacts } from "@/features/sessions/timeline-model/changes";
import { TimelineEntries } from "@/features/sessions/timeline-model/timeline-entries";
import { type LiveSignals, triage } from "@/features/sessions/triage/triage";
import { createManualClock } from "@/simulator/core/clock";
import { demoKey } from "@/simulator/core/keys";
import { createTestSimulator, TEST_BASE_URL } from "@/simulator/node";
import { oracleOf } from "./session-oracle";

/**
 * Issue 42's oracle day: a simulated day on the stepped simulator (a manual clock), read like a client
 * reads it (the list, each session, its events page by page, its messages). At every step each view's
 * pure answer (the status sentence, the header's stall badge, the list row and the Needs-attention
 * strip, the watch-wall tile, the failure card) is held to the oracle, which computes the answer from
 * the raw data alone; and the views that say "possibly stuck" must agree with each other.
 */
const ORG = `${TEST_BASE_URL}/v3/organizations/org_demo`;
const MIN = 60_000;
const T = DEFAULT_STALL_THRESHOLD_MS;
const clock = createManualClock();
const sim = createTestSimulator({ clock, seed: 7, rateLimit: { requests: 1_000_000, windowMs: 1000 } });
const key = demoKey("owner").key;

type Json = Record<string, unknown>;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ORG}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** What a client keeps per session: every event it read (raw, for the oracle) and the app's fold. */
interface Reader {
  cursor: number;
  readonly raw: Json[];
  readonly entries: TimelineEntries;
  readonly facts: TimelineFacts;
}

const readers = new Map<string, Reader>();

async function readEvents(id: string): Promise<Reader> {
  let reader = readers.get(id);
  if (!reader) {
    reader = { cursor: -1, raw: [], entries: new TimelineEntries(), facts: new TimelineFacts() };
    readers.set(id, reader);
  }
  for (;;) {
    const page = await call<{ items: SessionEvent[]; next_seq: number }>(
      "GET",
      `/sessions/${id}/events?after_seq=${reader.cursor}&limit=1000&wait_ms=0`,
    );
    reader.raw.push(...(page.items as unknown as Json[]));
    reader.entries.merge(page.items);
    reader.cursor = page.next_seq;
    if (page.items.length < 1000) break;
  }
  const view = reader.entries.view();
  const entries = reader.entries;
  reader.facts.sync(view, (from) => entries.changesSince(from, view.version));
  return reader;
}

async function listAll(): Promise<Session[]> {
  const out: Session[] = [];
  let after = "";
  for (;;) {
    const page = await call<{ items: Session[]; end_cursor: string | null; has_next_page: boolean }>(
      "GET",
      `/sessions?first=100${after ? `&after=${after}` : ""}`,
    );
    out.push(...page.items);
    if (!page.has_next_page || !page.end_cursor) return out;
    after = page.end_cursor;
  }
}

interface Read {
  readonly session: Session;
  readonly messages: Json[];
  readonly reader: Reader;
}

/** Every view's answer for every session at `now`, against the oracle; returns the disagreements. */
function judge(
  listed: readonly Session[],
  reads: ReadonlyMap<string, Read>,
  now: number,
  kinds: Set<string>,
): string[] {
  const wrong: string[] = [];
  const live = new Map<string, LiveSignals>();
  const held = new Map<string, number>();
  const header = new Map<string, StallVerdict | null>();
  for (const [id, { session, messages, reader }] of reads) {
    const facts = reader.facts.facts();
    const heldMessage = messages.find((m) => m.delivery === "held");
    const heldAt = heldMessage ? Date.parse(String(heldMessage.created_at)) : null;
    if (heldAt !== null) held.set(id, heldAt);
    const signals: LiveSignals = {
      lastEventAt: facts.lastEventAt,
      openToolSince: facts.openTool?.since ?? null,
      openToolEarlierMs: facts.openTool?.longestEarlierMs ?? null,
      waitingForWorker: session.machine?.state === "waiting",
    };
    if (readSessionStatus(session.status).phase === "running") live.set(id, signals);
    // The header and the wall tile: the same verdict on the session's retrieval (useStallVerdict).
    const running = readSessionStatus(session.status).phase === "running";
    const stall = running
      ? assessStall(stallInputOf(session, signals, { held: heldAt !== null, now, thresholdMs: T }))
      : null;
    header.set(id, stall);
    const heldMsLeft = heldAt === null ? null : Math.max(0, heldAt + LIMITS.heldFollowUpTimeoutMs - now);
    const sentence = describeSession(session, facts, now, { restricted: false }, { stall, heldMsLeft });
    kinds.add(sentence.kind);
    const oracle = oracleOf({ session: session as unknown as Json, events: reader.raw, messages }, now, T);
    const at = `${id} @+${Math.round((now - START) / 1000)}s`;
    if (sentence.kind !== oracle.kind) wrong.push(`${at}: sentence kind ${sentence.kind}, oracle ${oracle.kind}`);
    for (const word of oracle.words)
      if (!sentence.text.includes(word)) wrong.push(`${at}: "${sentence.text}" lacks "${word}"`);
    for (const word of oracle.never)
      if (sentence.text.includes(word)) wrong.push(`${at}: "${sentence.text}" says "${word}"`);
    if ((stall?.stalled ?? false) !== oracle.stalled) wrong.push(`${at}: header badge ${stall?.stalled}`);
    const run = runTimeOf(session, now);
    if (oracle.runningForMs !== null && !(run.kind === "live" && run.ms === oracle.runningForMs))
      wrong.push(`${at}: wall running for ${JSON.stringify(run)}, oracle ${oracle.runningForMs}`);
    const failure = summariseFailure(session, facts, { restricted: false });
    if (oracle.kind === "failed") {
      const step = failure?.firstFailure ?? null;
      const got = step?.command ? { command: step.command, exit: step.exitCode } : null;
      if (JSON.stringify(got) !== JSON.stringify(oracle.failingStep))
        wrong.push(`${at}: failure card step ${JSON.stringify(got)}, oracle ${JSON.stringify(oracle.failingStep)}`);
    }
  }
  // The list: its items (no `machine`), the probes' signals, the held follow-ups; nothing seen or dismissed.
  const summary = triage(listed, { now, thresholdMs: T, live, held, seen: new Map(), dismissed: new Map() });
  let expectedStuck = 0;
  for (const [id, verdict] of header) {
    const stalled = verdict?.stalled ?? false;
    if (stalled) expectedStuck += 1;
    if (summary.stuck.has(id) !== stalled)
      wrong.push(`${id} @+${Math.round((now - START) / 1000)}s: list row ${summary.stuck.has(id)}, header ${stalled}`);
  }
  if (summary.counts.stuck !== expectedStuck)
    wrong.push(`strip counts ${summary.counts.stuck}, oracle ${expectedStuck}`);
  return wrong;
}

let START = 0;

describe("the oracle's day", () => {
  beforeAll(() => sim.server.listen());
  afterAll(() => sim.server.close());

  it("every view gives the oracle's answer for every demo session at every step of a simulated day", async () => {
    START = clock.now();
    const disagreements: string[] = [];
    const kinds = new Set<string>();
    // Half-minute steps through the scripted first 20 minutes, then every half hour to a day.
    const steps = [...Array.from({ length: 40 }, () => MIN / 2), ...Array.from({ length: 48 }, () => 30 * MIN)];
    const sentTo = new Set(["ses_machine_transition", "ses_done_success"]);
    const messages = new Map<string, Json[]>();
    let elapsed = 0;
    for (const [n, step] of steps.entries()) {
      // Follow-ups a person would send: one held while ses_machine_transition's Machine changes, one
      // queued onto build-fleet for a finished session's next turn.
      if (n === 2) await call("POST", "/sessions/ses_machine_transition/messages", { message: "Carry on." });
      if (n === 4)
        await call("POST", "/sessions/ses_done_success/messages", {
          message: "Rerun on the fleet.",
          target: { kind: "machine", machine: "build-fleet" },
          delivery_mode: "queue",
        });
      const listed = (await listAll()).filter((s) => s.session_id !== "ses_100k" || n === 0 || n % 20 === 0);
      const reads = new Map<string, Read>();
      for (const item of listed) {
        const id = item.session_id;
        const session = await call<Session>("GET", `/sessions/${id}`);
        // Messages change only when someone sends one: re-read where we sent, and all of them now and then.
        if (sentTo.has(id) || n % 8 === 0 || !messages.has(id))
          messages.set(id, (await call<{ items: Json[] }>("GET", `/sessions/${id}/messages`)).items);
        reads.set(id, { session, messages: messages.get(id) ?? [], reader: await readEvents(id) });
      }
      disagreements.push(...judge(listed, reads, clock.now(), kinds));
      await clock.advance(step);
      elapsed += step;
    }
    expect({ count: disagreements.length, first: disagreements.slice(0, 20) }).toEqual({ count: 0, first: [] });
    expect(elapsed).toBeGreaterThanOrEqual(24 * 60 * MIN);
    // The day walked every kind of answer this issue is about.
    for (const kind of ["running", "stalled", "waiting_worker", "waiting_turn", "held", "action_required", "failed"])
      expect(kinds, kind).toContain(kind);
  }, 240_000);
});
