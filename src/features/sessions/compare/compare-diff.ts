import type { Session } from "@/api/types";
import { formatCost, formatCount, formatDuration } from "../format";
import { durationOf } from "../triage/sort";
import { runIsFinal } from "./run-facts";

/**
 * What Compare can say about B against A: a difference per fact (the table's "B vs A" column) and one
 * sentence. Pure. It never guesses: a fact one side does not report is not compared, duration and cost
 * only once the session has ended (a running one's are "so far"; a queued one has not run), and counts
 * read from the events only once both sides' events are all read (a count "so far" would mislead).
 *
 * API: compareFactsOf(input) · diffOf(rowId, a, b) · compareSentence(a, b)
 */
export interface CompareFacts {
  status: string | null;
  outcome: string | null;
  repo: string | null;
  model: string | null;
  /** Null until the session has ended: a duration or cost "so far" is not compared. */
  durationMs: number | null;
  costUsd: number | null;
  tokens: number | null;
  /** From the events: null until every event of the side is read. */
  steps: number | null;
  errors: number | null;
  files: number | null;
  byTool: ReadonlyMap<string, number> | null;
}

export interface CompareInput {
  session: Session | undefined;
  complete: boolean;
  steps: { steps: number; errors: number; byTool: readonly { tool: string; ms: number }[] };
  files: number;
}

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function compareFactsOf({ session, complete, steps, files }: CompareInput): CompareFacts {
  const final = session !== undefined && runIsFinal(session);
  return {
    status: text(session?.status),
    outcome: text(session?.outcome),
    repo: text(session?.repo),
    model: text(session?.model),
    durationMs: session && final ? durationOf(session) : null,
    costUsd: final ? finite(session?.cost_usd) : null,
    // A session still running adds tokens, steps and files: its counts are compared once it has ended.
    tokens: final ? finite(session?.usage?.total_tokens) : null,
    steps: complete && final ? steps.steps : null,
    errors: complete && final ? steps.errors : null,
    files: complete && final ? files : null,
    byTool: complete && final ? new Map(steps.byTool.map((t) => [t.tool, t.ms])) : null,
  };
}

/** Below these a difference is noise: "same". */
const SAME_MS = 1000;
const SAME_USD = 0.005;
const MINUS = "\u2212";

const signed = (delta: number, format: (abs: number) => string) =>
  `${delta > 0 ? "+" : MINUS}${format(Math.abs(delta))}`;
const count = (delta: number) => (delta === 0 ? "same" : signed(delta, formatCount));

/** "1.5×" when one took at least half as long again as the other; null when the ratio says nothing more. */
function ratio(a: number, b: number): string | null {
  if (a <= 0 || b <= 0) return null;
  const r = b / a;
  if (r >= 1.5) return `${r.toFixed(1)}×`;
  if (r <= 2 / 3) return `${r.toFixed(2)}×`;
  return null;
}

interface Shift {
  tool: string;
  delta: number;
}

/** The tool whose time moved most (by the sign asked for), and by how much. */
function biggestToolShift(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>, sign: 1 | -1) {
  let best: Shift | null = null;
  for (const tool of new Set([...a.keys(), ...b.keys()])) {
    const delta = (b.get(tool) ?? 0) - (a.get(tool) ?? 0);
    if (delta * sign > 0 && (best === null || Math.abs(delta) > Math.abs(best.delta))) best = { tool, delta };
  }
  return best;
}

function both<T>(a: T | null, b: T | null): [T, T] | null {
  return a === null || b === null ? null : [a, b];
}

/** B against A for one row of the table; null when the row has no comparison or a side does not say. */
export function diffOf(rowId: string, a: CompareFacts, b: CompareFacts): string | null {
  switch (rowId) {
    case "status":
    case "outcome":
    case "repo":
    case "model": {
      const pair = both(a[rowId], b[rowId]);
      return pair === null ? null : pair[0] === pair[1] ? "same" : "differs";
    }
    case "duration": {
      const pair = both(a.durationMs, b.durationMs);
      if (pair === null) return null;
      const delta = pair[1] - pair[0];
      if (Math.abs(delta) < SAME_MS) return "same";
      const r = ratio(pair[0], pair[1]);
      return `${signed(delta, formatDuration)}${r ? ` (${r})` : ""}`;
    }
    case "cost": {
      const pair = both(a.costUsd, b.costUsd);
      if (pair === null) return null;
      const delta = pair[1] - pair[0];
      return Math.abs(delta) < SAME_USD ? "same" : signed(delta, formatCost);
    }
    case "tokens":
    case "steps":
    case "errors":
    case "files": {
      const pair = both(a[rowId], b[rowId]);
      return pair === null ? null : count(pair[1] - pair[0]);
    }
    case "tools": {
      const pair = both(a.byTool, b.byTool);
      if (pair === null) return null;
      const up = biggestToolShift(pair[0], pair[1], 1);
      const down = biggestToolShift(pair[0], pair[1], -1);
      const shifts = [up, down].filter((s): s is Shift => s !== null && Math.abs(s.delta) >= SAME_MS);
      if (shifts.length === 0) return "same";
      return shifts.map((s) => `${s.tool} ${signed(s.delta, formatDuration)}`).join(", ");
    }
    default:
      return null;
  }
}

function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * "B took 42m 0s longer than A (3.5×), cost $1.20 more and had 3 more error results; most of the extra
 * time was in bash (+31m 0s)." Null when nothing can be compared yet.
 */
export function compareSentence(a: CompareFacts, b: CompareFacts): string | null {
  const parts: string[] = [];
  const time = both(a.durationMs, b.durationMs);
  const delta = time ? time[1] - time[0] : null;
  if (time && delta !== null) {
    if (Math.abs(delta) < Math.max(SAME_MS, 0.05 * Math.max(...time))) parts.push("took about as long as A");
    else {
      const r = ratio(time[0], time[1]);
      parts.push(
        `took ${formatDuration(Math.abs(delta))} ${delta > 0 ? "longer" : "less"} than A${r ? ` (${r})` : ""}`,
      );
    }
  }
  const cost = both(a.costUsd, b.costUsd);
  if (cost) {
    const d = cost[1] - cost[0];
    parts.push(Math.abs(d) < SAME_USD ? "cost the same" : `cost ${formatCost(Math.abs(d))} ${d > 0 ? "more" : "less"}`);
  }
  const errors = both(a.errors, b.errors);
  if (errors && errors[1] !== errors[0]) {
    const d = errors[1] - errors[0];
    parts.push(`had ${Math.abs(d)} ${d > 0 ? "more" : "fewer"} error ${Math.abs(d) === 1 ? "result" : "results"}`);
  }
  if (parts.length === 0) return null;
  let sentence = `B ${list(parts)}`;
  const tools = both(a.byTool, b.byTool);
  if (tools && delta !== null && Math.abs(delta) >= 60_000) {
    const shift = biggestToolShift(tools[0], tools[1], delta > 0 ? 1 : -1);
    if (shift && Math.abs(shift.delta) >= Math.abs(delta) / 2) {
      sentence += `; most of the ${delta > 0 ? "extra" : "saved"} time was in ${shift.tool} (${signed(shift.delta, formatDuration)})`;
    }
  }
  return `${sentence}.`;
}
