import type { Rng } from "../../core/types.ts";
import type { EventLog } from "./event-log.ts";
import { iso, type SendResponse, type SessionRecord, type SharedLink, type SimMessage } from "./model.ts";
import { buildTurn, type TurnEntry } from "./turn.ts";

interface Step {
  at: number;
  apply(at: number): void;
}

export interface SessionState {
  record: SessionRecord;
  orgId: string;
  /** Physical attempt UUID accepted in paths as an alias. */
  alias: string | null;
  log: EventLog;
  steps: Step[];
  messages: SimMessage[];
  byClientId: Map<string, SendResponse>;
  links: SharedLink[];
  /** Pending machine change: follow-ups are held until this instant. */
  transitionSettlesAt: number | null;
  /**
   * Set by the domain when a machines domain runs: brings `record.machine` in line with the Machine's
   * queue (id, position, placement). Null in isolation, where scenarios follow their own script.
   */
  syncMachine: (() => void) | null;
  /** What placement means for this session (start its run, settle a move); called once by syncMachine. */
  onMachinePlaced: ((at: number, deviceId: string) => void) | null;
  turnStart: number | null;
  durationBefore: number;
  turns: number;
  acceptedSends: number;
}

export function newState(record: SessionRecord, orgId: string, log: EventLog): SessionState {
  return {
    record,
    orgId,
    alias: null,
    log,
    steps: [],
    messages: [],
    byClientId: new Map(),
    links: [],
    transitionSettlesAt: null,
    syncMachine: null,
    onMachinePlaced: null,
    turnStart: null,
    durationBefore: record.duration_ms,
    turns: 0,
    acceptedSends: 0,
  };
}

export function schedule(state: SessionState, at: number, apply: (at: number) => void): void {
  const index = state.steps.findIndex((s) => s.at > at);
  const step = { at, apply };
  if (index === -1) state.steps.push(step);
  else state.steps.splice(index, 0, step);
}

/** Applies every step due by `now`, in time order; steps may schedule further steps. */
export function advanceSession(state: SessionState, now: number): void {
  for (let step = state.steps[0]; step && step.at <= now; step = state.steps[0]) {
    state.steps.shift();
    step.apply(step.at);
  }
}

export function isTurnRunning(state: SessionState): boolean {
  return state.record.status === "running";
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

function applyEntry(state: SessionState, entry: TurnEntry, rng: Rng): void {
  const r = state.record;
  state.log.append(entry.event);
  const usage = r.usage;
  usage.input_tokens = (usage.input_tokens ?? 0) + entry.inputTokens;
  usage.output_tokens = (usage.output_tokens ?? 0) + entry.outputTokens;
  usage.total_tokens = usage.input_tokens + usage.output_tokens;
  r.cost_usd = round4((r.cost_usd ?? 0) + entry.inputTokens * 3e-6 + entry.outputTokens * 15e-6);
  const grown = r.context.tokens + entry.inputTokens + entry.outputTokens;
  // Near the window the agent compacts its context, as a real run does.
  r.context.tokens = grown > r.context.window * 0.9 ? Math.round(grown * 0.4) : grown;
  r.context.percent = Math.round((r.context.tokens / r.context.window) * 100);
  r.duration_ms = state.durationBefore + (entry.at - (state.turnStart ?? entry.at));
  if (!entry.end) return;
  r.status = entry.end.status;
  r.outcome = entry.end.outcome;
  r.result_summary = entry.end.summary;
  r.result = { summary: entry.end.summary };
  r.finished_at = iso(entry.at);
  r.svc_version = "7.4";
  r.svc_commit_sha = rng.hex(20);
  state.durationBefore = r.duration_ms;
  state.turnStart = null;
  state.messages.push({
    message_id: `msg_${rng.hex(8)}`,
    client_message_id: null,
    role: "agent",
    text: entry.end.summary,
    created_at: iso(entry.at),
    delivery: "delivered",
  });
  onTurnEnd(state, entry.at, rng);
}

export interface TurnOptions {
  durationMs: number;
  tools: number;
  lead?: string;
  summary?: string;
}

/** Starts a run (first turn or continuation): status running now, events stream in over durationMs. */
export function startTurn(state: SessionState, at: number, rng: Rng, opts: TurnOptions): void {
  const r = state.record;
  state.turns += 1;
  state.turnStart = at;
  r.status = "running";
  r.outcome = null;
  r.finished_at = null;
  r.error_class = null;
  r.started_at ??= iso(at);
  const entries = buildTurn({
    turnId: `${r.session_id}-turn${state.turns}`,
    startAt: at,
    durationMs: opts.durationMs,
    tools: opts.tools,
    rng,
    lead: opts.lead,
    end: {
      status: "exit",
      outcome: "success",
      summary: opts.summary ?? "Applied the follow-up and verified the change.",
    },
  });
  for (const entry of entries) schedule(state, entry.at, () => applyEntry(state, entry, rng));
}

export const CONTINUATION = { durationMs: 24_000, tools: 3 } as const;

/** A queued follow-up runs as soon as the current turn ends. */
export function onTurnEnd(state: SessionState, at: number, rng: Rng): void {
  const queued = state.messages.filter((m) => m.role === "user" && m.delivery === "queued");
  if (queued.length === 0) return;
  for (const message of queued) message.delivery = "delivered";
  startContinuation(state, at, rng, queued.map((m) => m.text).join("\n"));
}

export function startContinuation(state: SessionState, at: number, rng: Rng, followUp: string): void {
  const quoted = followUp.length > 80 ? `${followUp.slice(0, 77)}…` : followUp;
  startTurn(state, at + 1500, rng, { ...CONTINUATION, lead: `Following up on: "${quoted}".` });
  // The status flips at once: the continuation is admitted even before its first event.
  state.record.status = "running";
  state.record.finished_at = null;
}

export function truncateUtf8(text: string, maxBytes: number): { text: string; truncated: boolean; bytes: number } {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= maxBytes) return { text, truncated: false, bytes: bytes.byteLength };
  let end = maxBytes;
  // Back up over continuation bytes (10xxxxxx) so the cut lands on a character boundary.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return { text: new TextDecoder().decode(bytes.subarray(0, end)), truncated: true, bytes: bytes.byteLength };
}
