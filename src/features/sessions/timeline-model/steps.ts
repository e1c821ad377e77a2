import type { SessionEvent } from "@/api/types";
import { EntryFold } from "./entry-fold";
import { NameMemo } from "./name-memo";
import { SeqList } from "./seq-list";
import type { EntriesView, TimelineEntry } from "./timeline-entries";
import { commandOf, editedPathsOf, resultFailed, toolNameOf, toolUseIdOf } from "./tool-calls";

/**
 * Session steps — every tool call as a step from its tool_use to its tool_result, with status events as
 * turn marks between them, folded from the entries journal in O(changes) on EntryFold (entry-fold.ts): a
 * live page of 50 events into 100 000 touches those 50 events' steps, never the rest. Pairing is by tool_use_id, so
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
  /** Calls without a result yet: running (or, in an ended session, never answered); no time of theirs is in `ms`. */
  readonly open: number;
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

function shorten(value: string): string {
  const text = value.trim();
  const end = text.indexOf("\n");
  const line = end < 0 ? text : text.slice(0, end);
  return line.length > LABEL_MAX ? `${line.slice(0, LABEL_MAX - 1)}…` : line;
}
/** Labels repeat (the same command, the same file): one string each, made once. */
const labels = new NameMemo(shorten);
const short = (value: string): string => labels.of(value);

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

/** What an event adds: a turn mark (status), one side of a tool call, or nothing (null, not stored). */
function contributionOf({ event, firstSeq }: TimelineEntry, at: number | null): Contribution | null {
  const useId = event.type === "tool_use" || event.type === "tool_result" ? toolUseIdOf(event) : null;
  if (event.type === "status") {
    return {
      useId: null,
      use: null,
      result: null,
      mark: { kind: "mark", seq: firstSeq, ref: event.id, at, text: event.text ?? null },
    };
  }
  if (useId === null) return null;
  if (event.type === "tool_use") {
    const use = { seq: firstSeq, ref: event.id, tool: toolNameOf(event), at, label: labelOf(event) };
    return { useId, use, result: null, mark: null };
  }
  const { failed, exitCode } = resultFailed(event);
  const reported = event.data?.duration_ms;
  const result: ResultC = {
    seq: firstSeq,
    ref: event.id,
    at,
    partial: event.data?.is_partial === true,
    failed,
    exitCode,
    reportedMs: typeof reported === "number" && Number.isFinite(reported) && reported >= 0 ? reported : null,
    tool: toolNameOf(event),
  };
  return { useId, use: null, result, mark: null };
}

/** Per tool_use_id: its tool_use and tool_result contributions (almost always one each) and its step. */
interface Pair {
  /** Arrays of exactly their length (a push onto [] would reserve 17 slots, twice per call). */
  uses: UseC[];
  results: ResultC[];
  step: Step | null;
}

const NONE: never[] = [];

function stepOf(useId: string, { uses, results }: Pair): Step | null {
  let use: UseC | undefined;
  for (const u of uses) if (!use || u.seq < use.seq) use = u;
  if (!use) return null;
  let result: ResultC | undefined;
  for (const r of results) if (!result || r.seq > result.seq) result = r;
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

function withoutRef<T extends { readonly ref: string }>(items: T[], ref: string): T[] {
  const at = items.findIndex((item) => item.ref === ref);
  return at < 0 ? items : items.length === 1 ? NONE : items.filter((_, i) => i !== at);
}

const longer = (a: Step, b: Step): number => (b.durationMs ?? 0) - (a.durationMs ?? 0) || a.seq - b.seq;

export const itemKey = (item: StepItem): number => item.seq;

export class SessionSteps extends EntryFold<Contribution> {
  items: SeqList<StepItem> = SeqList.empty(itemKey);
  structure = 0;
  protected override readonly timed = true;
  private readonly pairs = new Map<string, Pair>();
  /** Pairs with a step (each pair holds its own). */
  private stepCount = 0;
  private readonly marks = new Map<string, StepMark>();
  private readonly open = new Set<string>();
  /** tool_use_ids with a result and no loaded tool_use. */
  private readonly unpaired = new Set<string>();
  private readonly byTool = new Map<string, { count: number; ms: number; errors: number; open: number }>();
  private errors = 0;
  private toolMs = 0;
  private longest: Step[] = [];
  private firstAt: number | null = null;
  private lastAt: number | null = null;
  /** The pairs whose tool_use or tool_result changed in this sync: their steps are re-derived once, at its end. */
  private readonly touched = new Set<string>();
  private ops = new Map<number, StepItem | null>();
  private cached: StepsSummary | null = null;

  summary(): StepsSummary {
    this.cached ??= this.compose();
    return this.cached;
  }

  protected contributionOf(entry: TimelineEntry, at: number | null): Contribution | null {
    return contributionOf(entry, at);
  }

  protected reset(): void {
    for (const map of [this.pairs, this.marks, this.byTool]) map.clear();
    this.stepCount = 0;
    this.open.clear();
    this.unpaired.clear();
    this.errors = 0;
    this.toolMs = 0;
    this.longest = [];
    this.firstAt = null;
    this.lastAt = null;
  }

  protected override seen(_entry: TimelineEntry, at: number | null): void {
    // Over every version seen: a grown version is never earlier than its first.
    if (at === null) return;
    if (this.firstAt === null || at < this.firstAt) this.firstAt = at;
    if (this.lastAt === null || at > this.lastAt) this.lastAt = at;
  }

  protected add(id: string, c: Contribution): void {
    if (c.mark) {
      this.marks.set(id, c.mark);
      this.set(c.mark.seq, c.mark);
    }
    if (!c.useId) return;
    let pair = this.pairs.get(c.useId);
    if (!pair) {
      pair = { uses: NONE, results: NONE, step: null };
      this.pairs.set(c.useId, pair);
    }
    if (c.use) pair.uses = pair.uses.length === 0 ? [c.use] : [...pair.uses, c.use];
    else if (c.result) pair.results = pair.results.length === 0 ? [c.result] : [...pair.results, c.result];
    // A rebuild re-derives every pair at its end; no set of 25 000 ids to fill for it.
    if (!this.rebuilding) this.touched.add(c.useId);
  }

  protected retract(id: string, c: Contribution): void {
    if (c.mark) {
      this.marks.delete(id);
      this.set(c.mark.seq, null);
    }
    const pair = c.useId ? this.pairs.get(c.useId) : undefined;
    if (!pair || !c.useId) return;
    if (c.use) pair.uses = withoutRef(pair.uses, id);
    else pair.results = withoutRef(pair.results, id);
    this.touched.add(c.useId);
  }

  /** Each touched pair's step once; then the items: built in timeline order after a rebuild, else patched. */
  protected override settle(rebuilt: boolean): void {
    if (rebuilt) for (const [useId, pair] of this.pairs) this.restep(useId, pair, false);
    else
      for (const useId of this.touched) {
        const pair = this.pairs.get(useId);
        if (pair) this.restep(useId, pair, true);
      }
    this.touched.clear();
    if (!rebuilt) this.flush();
    else if (this.list) this.listItems(this.list);
    this.ops = new Map();
    this.cached = null;
  }

  /** One pass in timeline order to list the items: no sort. */
  private listItems(list: SeqList<TimelineEntry>): void {
    const items: StepItem[] = [];
    list.forEach(({ event }) => {
      if (event.type === "status") {
        const mark = this.marks.get(event.id);
        if (mark) items.push(mark);
      } else if (event.type === "tool_use") {
        const useId = toolUseIdOf(event);
        const step = useId === null ? undefined : this.pairs.get(useId)?.step;
        if (step?.ref === event.id) items.push(step);
      }
    });
    this.items = SeqList.fromSorted(items, itemKey);
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

  private restep(useId: string, pair: Pair, live: boolean): void {
    const before = pair.step;
    const after = stepOf(useId, pair);
    pair.step = after;
    if (before) {
      this.stepCount--;
      this.uncount(before);
      if (live && (!after || after.seq !== before.seq)) this.set(before.seq, null);
    }
    if (after) {
      this.stepCount++;
      this.count(after);
      if (live) this.set(after.seq, after);
    }
    if (!after && pair.results.length > 0) this.unpaired.add(useId);
    else this.unpaired.delete(useId);
    if (pair.uses.length === 0 && pair.results.length === 0) this.pairs.delete(useId);
  }

  /** Adds a step to the running sums. */
  private count(step: Step): void {
    if (step.state === "open") this.open.add(step.useId);
    const name = step.tool ?? UNNAMED_TOOL;
    let tool = this.byTool.get(name);
    if (!tool) {
      tool = { count: 0, ms: 0, errors: 0, open: 0 };
      this.byTool.set(name, tool);
    }
    tool.count++;
    if (step.state === "open") tool.open++;
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

  private uncount(step: Step): void {
    this.open.delete(step.useId);
    const name = step.tool ?? UNNAMED_TOOL;
    const tool = this.byTool.get(name);
    if (tool) {
      tool.count--;
      if (step.state === "open") tool.open--;
      tool.ms -= step.durationMs ?? 0;
      if (step.state === "error") tool.errors--;
      if (tool.count === 0) this.byTool.delete(name);
    }
    this.toolMs -= step.durationMs ?? 0;
    if (step.state === "error") this.errors--;
    if (this.longest.includes(step)) {
      // Refilled from every step only when one of the five is taken back (rare: a re-delivered result).
      const others: Step[] = [];
      for (const { step: held } of this.pairs.values())
        if (held && held.useId !== step.useId && held.durationMs !== null) others.push(held);
      this.longest = others.sort(longer).slice(0, LONGEST);
    }
  }

  private compose(): StepsSummary {
    let oldestOpen: Step | null = null;
    for (const useId of this.open) {
      const step = this.pairs.get(useId)?.step;
      if (step && (!oldestOpen || step.seq < oldestOpen.seq)) oldestOpen = step;
    }
    const byTool = [...this.byTool.entries()]
      .map(([tool, t]) => ({ tool, count: t.count, ms: t.ms, errors: t.errors, open: t.open }))
      .sort((a, b) => b.ms - a.ms || b.count - a.count || (a.tool < b.tool ? -1 : 1));
    return {
      version: this.version,
      steps: this.stepCount,
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
      unpaired: this.unpaired.size,
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
