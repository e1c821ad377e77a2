import type { SessionEvent } from "@/api/types";
import { SeqList } from "./seq-list";
import type { EntriesView, EntryChange, TimelineEntry } from "./timeline-entries";
import { commandOf, editedPathsOf, resultFailed, toolNameOf, toolUseIdOf } from "./tool-calls";

/**
 * Session steps — every tool call as a step from its tool_use to its tool_result, with status events as
 * turn marks between them, folded from the entries journal in O(changes) like TimelineFacts: a live page of
 * 50 events into 100 000 touches those 50 events' steps, never the rest. Pairing is by tool_use_id, so
 * interleaved calls pair correctly; a call without its result is open (or, in a finished session, never
 * answered); a result whose call has not loaded yet makes no step until it does; a grown version of an
 * event replaces its earlier one, so any page order converges. Time by tool, error results, open calls and
 * the longest steps are kept as running sums; summary() adds turns in O(marks · log n).
 *
 * API:
 * - new SessionSteps() · sync(view, changesSince) → boolean   (true when anything changed)
 * - items: SeqList<StepItem> (immutable per sync, keyed by seq) · structure (bumps when items are added
 *   or removed) · version
 * - summary() → StepsSummary (cached per version) · stepsSummaryOf(view) → StepsSummary (one pass)
 * - turnCosts(turns, samples) → (number | null)[]   cost per turn from { seq, cost } snapshot samples
 */
export type StepState = "open" | "ok" | "error";

export interface Step {
  readonly kind: "step";
  /** The row key: the firstSeq of its tool_use (its timeline row). */
  readonly seq: number;
  readonly useId: string;
  /** The tool_use event id (permalink to the timeline row). */
  readonly ref: string;
  readonly resultRef: string | null;
  readonly tool: string | null;
  /** What it worked on: the command, the edited file, else the first short string of its input. */
  readonly label: string | null;
  /** Epoch ms of the tool_use, null when its created_at does not parse. */
  readonly start: number | null;
  /** Epoch ms of the final tool_result; null while open (no result, or a partial one). */
  readonly end: number | null;
  /** end − start; else the result's reported duration_ms; null when neither is known. */
  readonly durationMs: number | null;
  readonly state: StepState;
  readonly exitCode: number | null;
}

export interface StepMark {
  readonly kind: "mark";
  readonly seq: number;
  readonly ref: string;
  readonly at: number | null;
  /** The status text (needs sessions:debug; null otherwise). */
  readonly text: string | null;
}

export type StepItem = Step | StepMark;

export interface ToolTime {
  readonly tool: string;
  readonly count: number;
  /** Sum of the known durations of its finished calls. */
  readonly ms: number;
  readonly errors: number;
}

export interface StepTurn {
  readonly index: number;
  /** Seq range of the turn's items (first step .. last step). */
  readonly fromSeq: number;
  readonly toSeq: number;
  readonly steps: number;
  /** The first step's start and the last known end in the turn. */
  readonly start: number | null;
  readonly end: number | null;
}

export interface StepsSummary {
  readonly version: number;
  readonly steps: number;
  readonly errors: number;
  readonly open: number;
  /** The oldest open step (the one a "running for" timer belongs to), null when none. */
  readonly oldestOpen: Step | null;
  /** Time in tools by tool name, most time first. */
  readonly byTool: readonly ToolTime[];
  readonly toolMs: number;
  /** Five longest finished steps, longest first. */
  readonly longest: readonly Step[];
  /** First and last event time seen (epoch ms). */
  readonly firstAt: number | null;
  readonly lastAt: number | null;
  readonly turns: readonly StepTurn[];
  /** Results whose tool_use has not loaded (history still arriving, or never sent). */
  readonly unpaired: number;
}

const LONGEST = 5;
const LABEL_MAX = 160;
export const UNNAMED_TOOL = "unnamed tool";

interface UseC {
  readonly seq: number;
  readonly ref: string;
  readonly tool: string | null;
  readonly at: number | null;
  readonly label: string | null;
}
interface ResultC {
  readonly seq: number;
  readonly ref: string;
  readonly at: number | null;
  readonly partial: boolean;
  readonly failed: boolean;
  readonly exitCode: number | null;
  readonly reportedMs: number | null;
  readonly tool: string | null;
}
interface Contribution {
  readonly useId: string | null;
  readonly use: UseC | null;
  readonly result: ResultC | null;
  readonly mark: StepMark | null;
}

const timeOf = (event: SessionEvent): number | null => {
  const at = Date.parse(event.created_at);
  return Number.isFinite(at) ? at : null;
};

const short = (value: string): string => {
  const line = value.trim().split("\n")[0] ?? "";
  return line.length > LABEL_MAX ? `${line.slice(0, LABEL_MAX - 1)}…` : line;
};

function labelOf(event: SessionEvent): string | null {
  const command = commandOf(event);
  if (command) return short(command);
  const path = editedPathsOf(event)[0];
  if (path) return short(path);
  const input = event.data?.input;
  if (typeof input === "string" && input.trim() !== "") return short(input);
  if (input !== null && typeof input === "object" && !Array.isArray(input)) {
    for (const value of Object.values(input as Record<string, unknown>)) {
      if (typeof value === "string" && value.trim() !== "") return short(value);
    }
  }
  return null;
}

function contributionOf({ event, firstSeq }: TimelineEntry): Contribution {
  const useId = event.type === "tool_use" || event.type === "tool_result" ? toolUseIdOf(event) : null;
  if (event.type === "status") {
    return {
      useId: null,
      use: null,
      result: null,
      mark: { kind: "mark", seq: firstSeq, ref: event.id, at: timeOf(event), text: event.text ?? null },
    };
  }
  if (useId === null) return { useId, use: null, result: null, mark: null };
  if (event.type === "tool_use") {
    const use = { seq: firstSeq, ref: event.id, tool: toolNameOf(event), at: timeOf(event), label: labelOf(event) };
    return { useId, use, result: null, mark: null };
  }
  const { failed, exitCode } = resultFailed(event);
  const reported = event.data?.duration_ms;
  const result: ResultC = {
    seq: firstSeq,
    ref: event.id,
    at: timeOf(event),
    partial: event.data?.is_partial === true,
    failed,
    exitCode,
    reportedMs: typeof reported === "number" && Number.isFinite(reported) && reported >= 0 ? reported : null,
    tool: toolNameOf(event),
  };
  return { useId, use: null, result, mark: null };
}

function stepOf(
  useId: string,
  uses: Map<string, UseC> | undefined,
  results: Map<string, ResultC> | undefined,
): Step | null {
  let use: UseC | undefined;
  for (const u of uses?.values() ?? []) if (!use || u.seq < use.seq) use = u;
  if (!use) return null;
  let result: ResultC | undefined;
  for (const r of results?.values() ?? []) if (!result || r.seq > result.seq) result = r;
  const closed = result !== undefined && !result.partial;
  const end = closed ? (result?.at ?? null) : null;
  let durationMs: number | null = null;
  if (closed && use.at !== null && end !== null && end >= use.at) durationMs = end - use.at;
  else if (closed) durationMs = result?.reportedMs ?? null;
  return {
    kind: "step",
    seq: use.seq,
    useId,
    ref: use.ref,
    resultRef: result?.ref ?? null,
    tool: use.tool ?? result?.tool ?? null,
    label: use.label,
    start: use.at,
    end,
    durationMs,
    state: !closed ? "open" : result?.failed ? "error" : "ok",
    exitCode: result?.exitCode ?? null,
  };
}

const longer = (a: Step, b: Step): number => (b.durationMs ?? 0) - (a.durationMs ?? 0) || a.seq - b.seq;

export const itemKey = (item: StepItem): number => item.seq;

export class SessionSteps {
  version = -1;
  items: SeqList<StepItem> = SeqList.empty(itemKey);
  structure = 0;
  private list: SeqList<TimelineEntry> | null = null;
  private readonly contributions = new Map<string, Contribution>();
  private readonly uses = new Map<string, Map<string, UseC>>();
  private readonly results = new Map<string, Map<string, ResultC>>();
  private readonly steps = new Map<string, Step>();
  private readonly marks = new Map<string, StepMark>();
  private readonly open = new Set<string>();
  private readonly byTool = new Map<string, { count: number; ms: number; errors: number }>();
  private errors = 0;
  private toolMs = 0;
  private longest: Step[] = [];
  private firstAt: number | null = null;
  private lastAt: number | null = null;
  private ops = new Map<number, StepItem | null>();
  private cached: StepsSummary | null = null;

  sync(view: EntriesView, changesSince: (from: number) => readonly EntryChange[] | null): boolean {
    if (view.version === this.version && this.list === view.list) return false;
    const changes = this.version >= 0 && view.version > this.version ? changesSince(this.version) : null;
    this.ops = new Map();
    if (changes === null) this.rebuild(view.list);
    else {
      for (const change of changes) this.apply(change.after);
      this.flush();
    }
    this.version = view.version;
    this.list = view.list;
    this.cached = null;
    return true;
  }

  summary(): StepsSummary {
    this.cached ??= this.compose();
    return this.cached;
  }

  private rebuild(list: SeqList<TimelineEntry>): void {
    for (const map of [this.contributions, this.uses, this.results, this.steps, this.marks, this.byTool]) map.clear();
    this.open.clear();
    this.errors = 0;
    this.toolMs = 0;
    this.longest = [];
    this.firstAt = null;
    this.lastAt = null;
    list.forEach((entry) => {
      this.apply(entry);
    });
    const items: StepItem[] = [...this.steps.values(), ...this.marks.values()];
    items.sort((a, b) => a.seq - b.seq);
    this.items = SeqList.fromSorted(items, itemKey);
    this.ops = new Map();
    this.structure++;
  }

  private flush(): void {
    if (this.ops.size === 0) return;
    const upserts: StepItem[] = [];
    const removed: number[] = [];
    let moved = false;
    for (const [seq, item] of this.ops) {
      if (item) upserts.push(item);
      else removed.push(seq);
      if (!moved && (item === null || this.items.indexOfKey(seq) < 0)) moved = true;
    }
    if (moved) this.structure++;
    this.items = this.items.withChanges(upserts, removed);
  }

  private set(seq: number, item: StepItem | null): void {
    this.ops.delete(seq);
    this.ops.set(seq, item);
  }

  private apply(entry: TimelineEntry): void {
    const id = entry.event.id;
    const at = timeOf(entry.event);
    // Over every version seen: a grown version is never earlier than its first.
    if (at !== null) {
      if (this.firstAt === null || at < this.firstAt) this.firstAt = at;
      if (this.lastAt === null || at > this.lastAt) this.lastAt = at;
    }
    const previous = this.contributions.get(id);
    const next = contributionOf(entry);
    this.contributions.set(id, next);
    if (previous?.mark) {
      this.marks.delete(id);
      this.set(previous.mark.seq, null);
    }
    if (next.mark) {
      this.marks.set(id, next.mark);
      this.set(next.mark.seq, next.mark);
    }
    const touched = new Set<string>();
    if (previous?.useId) {
      const index = previous.use ? this.uses : this.results;
      index.get(previous.useId)?.delete(id);
      touched.add(previous.useId);
    }
    if (next.useId) {
      const index: Map<string, Map<string, UseC | ResultC>> = next.use ? this.uses : this.results;
      let byId = index.get(next.useId);
      if (!byId) {
        byId = new Map();
        index.set(next.useId, byId);
      }
      byId.set(id, (next.use ?? next.result) as UseC | ResultC);
      touched.add(next.useId);
    }
    for (const useId of touched) this.restep(useId);
  }

  private restep(useId: string): void {
    const before = this.steps.get(useId) ?? null;
    const after = stepOf(useId, this.uses.get(useId), this.results.get(useId));
    if (before) {
      this.retract(before);
      if (!after || after.seq !== before.seq) this.set(before.seq, null);
    }
    if (after) {
      this.steps.set(useId, after);
      this.add(after);
      this.set(after.seq, after);
    } else this.steps.delete(useId);
  }

  private add(step: Step): void {
    if (step.state === "open") this.open.add(step.useId);
    const name = step.tool ?? UNNAMED_TOOL;
    let tool = this.byTool.get(name);
    if (!tool) {
      tool = { count: 0, ms: 0, errors: 0 };
      this.byTool.set(name, tool);
    }
    tool.count++;
    tool.ms += step.durationMs ?? 0;
    this.toolMs += step.durationMs ?? 0;
    if (step.state === "error") {
      tool.errors++;
      this.errors++;
    }
    if (step.durationMs === null) return;
    const { longest } = this;
    const last = longest[longest.length - 1];
    if (longest.length === LONGEST && last && longer(last, step) <= 0) return;
    longest.push(step);
    longest.sort(longer);
    if (longest.length > LONGEST) longest.pop();
  }

  private retract(step: Step): void {
    this.open.delete(step.useId);
    const name = step.tool ?? UNNAMED_TOOL;
    const tool = this.byTool.get(name);
    if (tool) {
      tool.count--;
      tool.ms -= step.durationMs ?? 0;
      if (step.state === "error") tool.errors--;
      if (tool.count === 0) this.byTool.delete(name);
    }
    this.toolMs -= step.durationMs ?? 0;
    if (step.state === "error") this.errors--;
    if (this.longest.includes(step)) {
      // Refilled from every step only when one of the five is taken back (rare: a re-delivered result).
      this.steps.delete(step.useId);
      this.longest = [...this.steps.values()]
        .filter((s) => s.durationMs !== null)
        .sort(longer)
        .slice(0, LONGEST);
      this.steps.set(step.useId, step);
    }
  }

  private compose(): StepsSummary {
    let oldestOpen: Step | null = null;
    for (const useId of this.open) {
      const step = this.steps.get(useId);
      if (step && (!oldestOpen || step.seq < oldestOpen.seq)) oldestOpen = step;
    }
    let unpaired = 0;
    for (const [useId, results] of this.results) if (results.size > 0 && !this.steps.has(useId)) unpaired++;
    const byTool = [...this.byTool.entries()]
      .map(([tool, t]) => ({ tool, count: t.count, ms: t.ms, errors: t.errors }))
      .sort((a, b) => b.ms - a.ms || b.count - a.count || (a.tool < b.tool ? -1 : 1));
    return {
      version: this.version,
      steps: this.steps.size,
      errors: this.errors,
      open: this.open.size,
      oldestOpen,
      byTool,
      toolMs: this.toolMs,
      longest: [...this.longest],
      firstAt: this.firstAt,
      lastAt: this.lastAt,
      turns: turnsOf(
        this.items,
        [...this.marks.values()].sort((a, b) => a.seq - b.seq),
      ),
      unpaired,
    };
  }
}

/**
 * Turns: the runs of steps between status marks (several marks in a row, e.g. "turn finished" then
 * "preparing workspace", are one boundary). O(marks · log n): steps are counted by position.
 */
function turnsOf(items: SeqList<StepItem>, marks: readonly StepMark[]): StepTurn[] {
  const turns: StepTurn[] = [];
  const bounds = [Number.NEGATIVE_INFINITY, ...marks.map((m) => m.seq), Number.POSITIVE_INFINITY];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = items.lowerBound((bounds[i] as number) + 1);
    const to = items.lowerBound(bounds[i + 1] as number);
    // Between two marks the items are steps only (marks sit at the bounds).
    const steps = Math.max(0, to - from);
    if (steps === 0) continue;
    const first = items.get(from) as Step;
    const last = items.get(to - 1) as Step;
    turns.push({
      index: turns.length,
      fromSeq: first.seq,
      toSeq: last.seq,
      steps,
      start: first.start,
      end: last.end ?? last.start,
    });
  }
  return turns;
}

/** The steps summary of an entries view in one pass (for compare and other one-off readers). */
export function stepsSummaryOf(view: EntriesView): StepsSummary {
  const steps = new SessionSteps();
  steps.sync(view, () => null);
  return steps.summary();
}

export interface CostSample {
  /** The newest seq seen when the snapshot said `cost`. */
  readonly seq: number;
  readonly cost: number;
}

/**
 * Cost per turn where the snapshots allow it: a turn's cost is the spend seen after it ended (before the
 * next turn began) minus the spend seen before it began (zero before the first turn). Null otherwise.
 */
export function turnCosts(turns: readonly StepTurn[], samples: readonly CostSample[]): (number | null)[] {
  const within = (from: number, to: number): CostSample | undefined => {
    let found: CostSample | undefined;
    for (const s of samples) if (s.seq >= from && s.seq < to && (!found || s.seq > found.seq)) found = s;
    return found;
  };
  return turns.map((turn, i) => {
    const previous = turns[i - 1];
    const next = turns[i + 1];
    const startCost = previous ? within(previous.toSeq, turn.fromSeq)?.cost : 0;
    const endCost = within(turn.toSeq, next ? next.fromSeq : Number.POSITIVE_INFINITY)?.cost;
    if (startCost === undefined || endCost === undefined || endCost < startCost) return null;
    return endCost - startCost;
  });
}
