import type { Session } from "@/api/types";
import { durationText, msOf, ordinal, SECOND } from "@/ui/time";
import { formatCost } from "../format";
import { ranFor, runTimeOf, waitOf } from "../run-time";
import { readSessionStatus } from "../session-status";
import type { FactsView } from "../timeline-model/changes";
import { describeErrorClass } from "./error-class";
import type { StallVerdict } from "./stall";

/**
 * The status sentence under a session's title: one line a busy person can act on, from the snapshot,
 * the timeline's facts and the time. One pure function, so the header, the tests and the bench read the
 * same words. It never guesses: a field the key may not see (no sessions:debug: prompt, result and
 * diagnostics) or data too thin to say something leaves that part out; an unknown status is shown as
 * sent. Every number links to where it comes from (an event, the Machine, Details or Diagnostics).
 *
 * API: describeSession(session, facts, now, visibility, extras?) → StatusSentence ·
 *      sentenceText(parts) (durations and ordinals: @/ui/time)
 */
export type AnswerLink =
  | { readonly kind: "event"; readonly ref: string }
  | { readonly kind: "machine"; readonly name: string }
  | { readonly kind: "details" }
  | { readonly kind: "diagnostics" }
  /** The session's result, in Diagnostics ("Needs you" quotes it). */
  | { readonly kind: "result" };

export interface SentencePart {
  readonly text: string;
  /** Shown as code (a tool or command name). */
  readonly code?: boolean;
  readonly link?: AnswerLink;
}

export type SentenceKind =
  | "running"
  | "stalled"
  | "waiting_worker"
  | "waiting_turn"
  | "held"
  | "action_required"
  | "failed"
  | "finished"
  | "unknown";

export type SentenceTone = "gray" | "blue" | "amber" | "red" | "green";

export interface StatusSentence {
  readonly kind: SentenceKind;
  readonly tone: SentenceTone;
  readonly parts: readonly SentencePart[];
  /** The parts as plain text (tests, the tab title, screen readers). */
  readonly text: string;
}

export type SentenceFacts = Pick<
  FactsView,
  "lastEventAt" | "lastEvent" | "openTool" | "firstFailure" | "lastAssistant"
>;

export interface SentenceVisibility {
  /** The restricted snapshot (no sessions:debug): prompt, result and diagnostics are not used. */
  readonly restricted: boolean;
}

export interface SentenceExtras {
  /** A follow-up of ours is held while the session's machine changes: ms left before it lapses. */
  readonly heldMsLeft?: number | null;
  /** The stall verdict (assessStall) for this session at `now`. */
  readonly stall?: StallVerdict | null;
}

/** mm:ss, never negative. */
function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

const since = (from: number | null, now: number): string | null =>
  from === null ? null : durationText(now - from, "span");

const cleanText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : null;

function cut(text: string, max = 140): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => part.text).join("");
}

function build(kind: SentenceKind, tone: SentenceTone, parts: SentencePart[]): StatusSentence {
  return { kind, tone, parts, text: sentenceText(parts) };
}

/** " · " between the groups that have something to say. */
function joinGroups(groups: readonly (readonly SentencePart[] | null)[]): SentencePart[] {
  const out: SentencePart[] = [];
  for (const group of groups) {
    if (!group || group.length === 0) continue;
    if (out.length > 0) out.push({ text: " · " });
    out.push(...group);
  }
  return out;
}

function lastActivity(facts: SentenceFacts | null, now: number): SentencePart[] | null {
  if (!facts?.lastEvent || facts.lastEventAt === null) return null;
  const ago = since(facts.lastEventAt, now);
  if (ago === null) return null;
  return [{ text: "last activity " }, { text: `${ago} ago`, link: { kind: "event", ref: facts.lastEvent.ref } }];
}

type OpenTool = NonNullable<SentenceFacts["openTool"]>;

/** The open call by its command when it has one (`npm test`), else its tool; linked to its tool_use. */
function toolName(tool: OpenTool): SentencePart {
  const label = cleanText(tool.command) ?? tool.tool;
  return label
    ? { text: cut(label, 60), code: true, link: { kind: "event", ref: tool.ref } }
    : { text: "a tool call", link: { kind: "event", ref: tool.ref } };
}

/** "; earlier runs took 6 min" when the same command finished before in this session. */
function earlierRuns(tool: OpenTool): string {
  const earlier = typeof tool.longestEarlierMs === "number" ? durationText(tool.longestEarlierMs, "span") : null;
  return earlier ? `; earlier runs took ${earlier}` : "";
}

function openTool(facts: SentenceFacts | null, now: number): SentencePart[] | null {
  const tool = facts?.openTool;
  if (!tool) return null;
  const open = since(tool.since, now);
  if (open === null) return [{ text: "in " }, toolName(tool)];
  return [toolName(tool), { text: ` running ${open}${earlierRuns(tool)}` }];
}

/** "waited 5 min for a worker": the queue's time, told apart from the run's. */
function waited(session: Session): SentencePart[] | null {
  const ms = waitOf(session);
  const words = ms === null || ms < SECOND ? null : durationText(ms, "span");
  return words ? [{ text: `waited ${words} for a worker` }] : null;
}

function startedAt(session: Session): number | null {
  return msOf(session.started_at) ?? msOf(session.created_at);
}

function running(session: Session, facts: SentenceFacts | null, now: number, stall: StallVerdict | null) {
  // The same count as the header's "running for" (runTimeOf, from placement), so the two never disagree.
  const run = runTimeOf(session, now);
  const forWords = run.kind === "live" ? durationText(run.ms, "span") : since(startedAt(session), now);
  const runningFor: SentencePart[] = forWords
    ? [{ text: "Running for " }, { text: forWords, link: { kind: "details" } }]
    : [{ text: "Running" }];
  if (stall?.stalled) {
    const quiet = stall.quietSince !== null ? since(stall.quietSince, now) : null;
    const reason = stall.reasons[0];
    const tool = facts?.openTool;
    const headline: SentencePart[] =
      reason === "open_tool_call" && tool
        ? tool.longestEarlierMs != null && quiet
          ? [{ text: "Possibly stuck: " }, toolName(tool), { text: ` running ${quiet}${earlierRuns(tool)}` }]
          : [
              { text: "Possibly stuck: " },
              toolName(tool),
              { text: ` has had no result${quiet ? ` for ${quiet}` : ""}` },
            ]
        : reason === "spending_silently"
          ? [{ text: `Possibly stuck: cost keeps rising with no new event${quiet ? ` for ${quiet}` : ""}` }]
          : [{ text: `Possibly stuck: no new event${quiet ? ` for ${quiet}` : ""}` }];
    const lower = runningFor.map((part, i) => (i === 0 ? { ...part, text: part.text.toLowerCase() } : part));
    return build("stalled", "amber", joinGroups([headline, lastActivity(facts, now), lower, waited(session)]));
  }
  return build(
    "running",
    "blue",
    joinGroups([runningFor, waited(session), lastActivity(facts, now), openTool(facts, now)]),
  );
}

/**
 * Queued on a Machine. A session that has not run yet waits for a worker; one that finished a turn and
 * stands in the queue again (its follow-up is queued for the next turn) waits for that turn: it is not
 * simply finished, and it is not running either.
 */
function waitingForWorker(session: Session, now: number, ended: boolean): StatusSentence | null {
  const machine = session.machine;
  if (machine?.state !== "waiting") return null;
  const name = cleanText(machine.name);
  const parts: SentencePart[] = [
    { text: ended ? "Finished a turn; waiting for its next turn" : "Waiting for a worker" },
  ];
  if (name) parts.push({ text: " on " }, { text: name, link: { kind: "machine", name } });
  const position = machine.queue_position;
  const waited = since(msOf(machine.enqueued_at), now);
  if (typeof position === "number" && Number.isInteger(position) && position >= 1) {
    parts.push({ text: ": " }, { text: `${ordinal(position)} in line`, link: { kind: "details" } });
    if (waited) parts.push({ text: ` for ${waited}` });
  } else if (waited) parts.push({ text: ` for ${waited}` });
  return build(ended ? "waiting_turn" : "waiting_worker", "blue", parts);
}

const QUESTION_KEYS = ["question", "message", "summary", "text"] as const;

/**
 * The agent's question: it is in the session's result (a string, or an object's question / message /
 * summary / text), else its result_summary. Never the last progress line: that is not what it asked.
 * Null when the key may not see the result, or the result says nothing readable.
 */
export function questionOf(session: Session, visibility: SentenceVisibility): string | null {
  if (visibility.restricted) return null;
  const result: unknown = session.result;
  const direct = cleanText(result);
  if (direct) return direct;
  if (typeof result === "object" && result !== null && !Array.isArray(result)) {
    for (const key of QUESTION_KEYS) {
      const value = cleanText((result as Record<string, unknown>)[key]);
      if (value) return value;
    }
  }
  return cleanText(session.result_summary);
}

function actionRequired(session: Session, visibility: SentenceVisibility): StatusSentence {
  const question = questionOf(session, visibility);
  if (question) {
    return build("action_required", "amber", [
      { text: "Needs you: " },
      // The question is the session's result, shown in Diagnostics (Details has no result).
      { text: cut(question), link: { kind: "result" } },
    ]);
  }
  return build("action_required", "amber", [{ text: "Needs you: the agent is waiting for an answer" }]);
}

function failed(session: Session, facts: SentenceFacts | null, visibility: SentenceVisibility): StatusSentence {
  const phase = readSessionStatus(session.status).phase;
  const verb = phase === "suspended" ? "Stopped" : "Failed";
  const took = ranFor(session);
  const tookWords = took === null ? null : durationText(took, "span");
  const head: SentencePart[] = tookWords
    ? [{ text: `${verb} after ` }, { text: tookWords, link: { kind: "details" } }]
    : [{ text: verb }];
  const cls = describeErrorClass(session.error_class);
  const why: SentencePart[] = [];
  if (cls) why.push({ text: cls.words, code: !cls.known && !cls.infrastructure, link: { kind: "diagnostics" } });
  if (!visibility.restricted) {
    const root = cleanText(session.failure_diagnostics?.root_cause ?? session.root_cause);
    const cause = root ?? cleanText(session.result_summary) ?? cleanText(session.diagnostic_message);
    // The diagnostic message is the error class in other words: only worth saying without a class.
    if (cause && !(cls && cause === cleanText(session.diagnostic_message) && root === null)) {
      if (why.length > 0) why.push({ text: " — " });
      why.push({ text: cut(cause), code: cause === root && /^[a-z0-9_]+$/.test(cause) });
    }
  }
  const parts: SentencePart[] = [...head];
  if (why.length > 0) parts.push({ text: ": " }, ...why);
  const failure = facts?.firstFailure;
  if (failure) {
    const label = failure.command ? cut(failure.command, 60) : (failure.tool ?? "a tool call");
    parts.push(
      { text: " · first failing step: " },
      { text: label, code: true, link: { kind: "event", ref: failure.ref } },
    );
    if (failure.exitCode !== null) parts.push({ text: ` (exit ${failure.exitCode})` });
  }
  return build("failed", "red", parts);
}

const REQUEST_STATE: Record<string, string> = { active: "open", open: "open", merged: "merged", closed: "closed" };

/**
 * The change requests in the words of the states sent: "PR merged", "2 change requests: 1 open, 1 merged".
 * A state we do not know is said as sent; with no list, a pr_url alone says only that one was opened.
 */
export function changeRequestWords(session: Session): string | null {
  const list = Array.isArray(session.change_requests) ? session.change_requests : [];
  if (list.length === 0) return cleanText(session.pr_url) ? "PR opened" : null;
  const byState = new Map<string, number>();
  for (const request of list) {
    const raw = cleanText(request?.status);
    const state = raw === null ? "state not reported" : (REQUEST_STATE[raw] ?? raw);
    byState.set(state, (byState.get(state) ?? 0) + 1);
  }
  if (list.length === 1) {
    const [state] = [...byState.keys()];
    return state === "state not reported" ? "PR opened" : `PR ${state}`;
  }
  const states = [...byState].map(([state, n]) => `${n} ${state}`).join(", ");
  return `${list.length} change requests: ${states}`;
}

function finishedSentence(session: Session): StatusSentence {
  const took = ranFor(session);
  const tookWords = took === null ? null : durationText(took, "span");
  const head: SentencePart[] = tookWords
    ? [{ text: "Finished in " }, { text: tookWords, link: { kind: "details" } }]
    : [{ text: "Finished" }];
  const words = changeRequestWords(session);
  const pr: SentencePart[] | null = words ? [{ text: words, link: { kind: "details" } }] : null;
  const cost =
    typeof session.cost_usd === "number" && Number.isFinite(session.cost_usd)
      ? [{ text: formatCost(session.cost_usd), link: { kind: "details" } } satisfies SentencePart]
      : null;
  return build("finished", "green", joinGroups([head, pr, cost]));
}

export function describeSession(
  session: Session,
  facts: SentenceFacts | null,
  now: number,
  visibility: SentenceVisibility,
  extras: SentenceExtras = {},
): StatusSentence {
  const status = readSessionStatus(session.status);
  const held = extras.heldMsLeft;
  // A held follow-up is what the reader is waiting for, whatever the session's own state.
  if (typeof held === "number" && Number.isFinite(held)) {
    return build("held", "amber", [{ text: `Your follow-up waits while the session moves (${clock(held)} left)` }]);
  }
  const waiting = waitingForWorker(session, now, status.ended);
  if (waiting) return waiting;
  if (session.outcome === "action_required" && status.phase !== "running") return actionRequired(session, visibility);
  switch (status.phase) {
    case "running":
      return running(session, facts, now, extras.stall ?? null);
    case "error":
    case "suspended":
      return failed(session, facts, visibility);
    case "exit":
      return session.outcome === "failure" ? failed(session, facts, visibility) : finishedSentence(session);
    case "unknown":
      return build(
        "unknown",
        "gray",
        joinGroups([
          [
            { text: "Status " },
            { text: status.raw ?? "", code: true, link: { kind: "details" } },
            { text: " (as sent)" },
          ],
          lastActivity(facts, now),
        ]),
      );
    default:
      return build("unknown", "gray", joinGroups([[{ text: "Status not reported" }], lastActivity(facts, now)]));
  }
}
