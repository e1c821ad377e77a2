import { EntryFold, timeOf } from "./entry-fold";
import type { SeqList } from "./seq-list";
import type { TimelineEntry } from "./timeline-entries";
import {
  commandOf,
  editedPathsOf,
  isTestCommand,
  resultFailed,
  spawnedSessionOf,
  toolNameOf,
  toolUseIdOf,
} from "./tool-calls";

/**
 * Timeline facts — what a session changed and where it stands, folded from the entries journal in
 * O(changes) on EntryFold (entry-fold.ts): files touched (from edit/write tool inputs, with edit counts
 * and the last edit), commands run, test runs, the first failing tool result, the open tool calls, the
 * newest event's time, the agent's latest message and the sessions it spawned. A page of 50 events into
 * 100 000 touches 50 events' worth of state, never the rest; a re-delivered or grown version takes back
 * its earlier one, so any page order converges.
 *
 * Bounded summaries, not copies: per tool call its use and a compact result record (failures in full);
 * commands, tests and messages as counts and the newest few; per file a count and its last edit; per
 * command its longest run. When one of the newest few (or a last edit, or a longest run) is taken back,
 * it is found again when read: newest first in the entries, or over the held calls.
 *
 * API:
 * - new TimelineFacts()
 * - sync(view, changesSince) → boolean   catch up with an entries view (rebuild when the journal is
 *                                        too short or the view is from another feed); true when changed
 * - facts() → FactsView                  immutable per version (cached)
 */
export interface EventRef {
  /** The event id (a permalink ref). */
  readonly ref: string;
  readonly seq: number;
}

export interface FileTouch {
  readonly path: string;
  readonly edits: number;
  /** The last edit of this file. */
  readonly last: EventRef;
}

export type RunState = "passed" | "failed" | "pending";

export interface CommandRun extends EventRef {
  readonly command: string;
  readonly isTest: boolean;
  /** From its tool_result: failed (is_error or non-zero exit), passed, or pending (no result yet). */
  readonly state: RunState;
}

export interface ToolFailure extends EventRef {
  readonly tool: string | null;
  /** The tool_use that led to it, when loaded. */
  readonly use: EventRef | null;
  readonly command: string | null;
  readonly exitCode: number | null;
  /** The first line(s) of its output, at most 240 characters. */
  readonly excerpt: string;
}

export interface OpenToolCall extends EventRef {
  readonly tool: string | null;
  readonly since: number | null;
  /** Its command (bash and the like), null when it has none. */
  readonly command: string | null;
  /** The longest finished run of the same command in this session (tool_use to tool_result), null when none. */
  readonly longestEarlierMs: number | null;
}

export interface FactsView {
  readonly version: number;
  readonly events: number;
  /** Newest created_at among all events (epoch ms), null when none parses. */
  readonly lastEventAt: number | null;
  readonly lastEvent: EventRef | null;
  readonly files: readonly FileTouch[];
  readonly edits: number;
  readonly commands: { readonly count: number; readonly recent: readonly CommandRun[] };
  readonly tests: { readonly count: number; readonly recent: readonly CommandRun[] };
  readonly firstFailure: ToolFailure | null;
  /** The oldest tool call without a result, null when none. */
  readonly openTool: OpenToolCall | null;
  readonly openTools: number;
  readonly lastAssistant: (EventRef & { readonly text: string }) | null;
  readonly spawned: readonly (EventRef & { readonly sessionId: string })[];
}

interface UseInfo {
  readonly ref: string;
  readonly seq: number;
  readonly useId: string | null;
  readonly tool: string | null;
  readonly at: number | null;
  readonly command: string | null;
  readonly isTest: boolean;
}

interface ResultInfo {
  readonly ref: string;
  readonly seq: number;
  readonly useId: string | null;
  readonly failed: boolean;
  readonly exitCode: number | null;
  readonly excerpt: string;
  readonly tool: string | null;
  readonly at: number | null;
}

/** One entry version's contribution (re-derived from the earlier version when a newer one takes it back). */
interface Contribution {
  readonly seq: number;
  readonly useId: string | null;
  readonly use: UseInfo | null;
  readonly result: ResultInfo | null;
  readonly paths: readonly string[];
  readonly assistant: string | null;
  readonly spawned: string | null;
}

const RECENT = 8;
const EXCERPT = 240;

function excerptOf(content: unknown): string {
  if (typeof content !== "string") return "";
  const lines = content.split("\n").filter((line) => line.trim() !== "");
  // Errors tend to sit at the end of a tool's output; keep the last lines.
  const tail = lines.slice(-3).join("\n");
  return tail.length > EXCERPT ? `…${tail.slice(-EXCERPT)}` : tail;
}

function contributionOf(entry: TimelineEntry, at: number | null): Contribution | null {
  const { event, firstSeq } = entry;
  const useId = toolUseIdOf(event);
  let use: UseInfo | null = null;
  let result: ResultInfo | null = null;
  if (event.type === "tool_use") {
    const command = commandOf(event);
    use = {
      ref: event.id,
      seq: firstSeq,
      useId,
      tool: toolNameOf(event),
      at,
      command,
      isTest: command !== null && isTestCommand(command),
    };
  } else if (event.type === "tool_result") {
    const { failed, exitCode } = resultFailed(event);
    result = {
      ref: event.id,
      seq: firstSeq,
      useId,
      failed,
      exitCode,
      excerpt: failed ? excerptOf(event.data?.content) : "",
      tool: toolNameOf(event),
      at,
    };
  }
  const text = event.type === "assistant" && typeof event.text === "string" ? event.text.trim() : "";
  const paths = editedPathsOf(event);
  const spawned = spawnedSessionOf(event);
  // Most events (reasoning, diagnostics, raw, status) add nothing, and are not kept.
  if (useId === null && use === null && result === null && paths.length === 0 && text === "" && spawned === null)
    return null;
  return {
    seq: firstSeq,
    useId,
    use,
    result,
    paths: paths.length === 0 ? NO_PATHS : paths,
    assistant: text === "" ? null : text,
    spawned,
  };
}

const NO_PATHS: readonly string[] = [];

/** Per file: how many edits, and the last one (found again in the entries only when it is taken back). */
interface FileState {
  edits: number;
  last: EventRef | null;
  /** The last edit was taken back: `last` is found again from the entries when read. */
  stale: boolean;
}

/** A result as the facts keep it: which event it is, when it came and whether it failed (failures in full). */
interface ResultRecord {
  readonly ref: string;
  readonly failed: boolean;
  readonly at: number | null;
}

/**
 * The newest K (by seq) of a set the fold only counts. When one of them is taken back while older ones
 * are not shown, the list is stale until refill() finds the newest K again in the entries, newest first.
 */
class Newest<T extends EventRef> {
  count = 0;
  top: T[] = [];
  stale = false;
  constructor(private readonly k: number) {}
  add(item: T): void {
    this.count++;
    const { top } = this;
    if (top.length === this.k && (top[top.length - 1] as T).seq > item.seq) return;
    const at = top.findIndex((other) => other.seq < item.seq);
    if (at === -1) top.push(item);
    else top.splice(at, 0, item);
    if (top.length > this.k) top.pop();
  }
  remove(ref: string): void {
    this.count--;
    const at = this.top.findIndex((item) => item.ref === ref);
    if (at < 0) return;
    this.top.splice(at, 1);
    if (this.count > this.top.length) this.stale = true;
  }
  clear(): void {
    this.count = 0;
    this.top = [];
    this.stale = false;
  }
  /** Finds the newest K again, newest entry first, when taken back ones left it stale. */
  refill(list: SeqList<TimelineEntry> | null, pick: (c: Contribution, entry: TimelineEntry) => T | null): void {
    if (!this.stale || !list) return;
    const top: T[] = [];
    for (let i = list.size - 1; i >= 0 && top.length < this.k; i--) {
      const entry = list.get(i) as TimelineEntry;
      const c = contributionOf(entry, timeOf(entry.event));
      const item = c && pick(c, entry);
      if (item) top.push(item);
    }
    this.top = top;
    this.stale = false;
  }
}

type Message = EventRef & { readonly text: string };

export class TimelineFacts extends EntryFold<Contribution> {
  protected override readonly timed = true;
  private readonly uses = new Map<string, UseInfo>();
  private readonly results = new Map<string, ResultRecord>();
  /** tool_use_ids with a use and no result yet. */
  private readonly open = new Set<string>();
  private readonly files = new Map<string, FileState>();
  private edits = 0;
  private readonly commands = new Newest<UseInfo>(RECENT);
  private readonly tests = new Newest<UseInfo>(RECENT);
  private readonly failures = new Map<string, ResultInfo>();
  /** The earliest failure, kept as failures come and go (a rescan only when it is taken back). */
  private firstFailed: ResultInfo | null = null;
  private readonly spawned = new Map<string, EventRef & { sessionId: string }>();
  /** Per command: its longest finished run (for "earlier runs took 6 min"); stale ones are found again when read. */
  private readonly longestRuns = new Map<string, number>();
  private readonly staleRuns = new Set<string>();
  private lastEventAt: number | null = null;
  private lastEvent: EventRef | null = null;
  private readonly assistants = new Newest<Message>(1);
  private cached: FactsView | null = null;

  facts(): FactsView {
    this.cached ??= this.compose();
    return this.cached;
  }

  protected contributionOf(entry: TimelineEntry, at: number | null): Contribution | null {
    return contributionOf(entry, at);
  }

  protected override settle(): void {
    this.cached = null;
  }

  protected override seen(entry: TimelineEntry, at: number | null): void {
    if (at !== null && (this.lastEventAt === null || at >= this.lastEventAt)) {
      this.lastEventAt = at;
      this.lastEvent = { ref: entry.event.id, seq: entry.firstSeq };
    }
  }

  protected reset(): void {
    this.uses.clear();
    this.results.clear();
    this.open.clear();
    this.files.clear();
    this.edits = 0;
    this.commands.clear();
    this.tests.clear();
    this.failures.clear();
    this.firstFailed = null;
    this.spawned.clear();
    this.longestRuns.clear();
    this.staleRuns.clear();
    this.assistants.clear();
    this.lastEventAt = null;
    this.lastEvent = null;
  }

  protected add(id: string, c: Contribution): void {
    if (c.useId && (c.use || c.result)) this.dropRun(c.useId);
    if (c.use && c.useId) {
      this.uses.set(c.useId, c.use);
      if (!this.results.has(c.useId)) this.open.add(c.useId);
    }
    if (c.result && c.useId) {
      this.results.set(c.useId, { ref: c.result.ref, failed: c.result.failed, at: c.result.at });
      this.open.delete(c.useId);
    }
    if (c.useId && (c.use || c.result)) this.noteRun(c.useId);
    if (c.result?.failed) {
      this.failures.set(id, c.result);
      if (!this.firstFailed || c.result.seq < this.firstFailed.seq) this.firstFailed = c.result;
    }
    if (c.use?.command) {
      this.commands.add(c.use);
      if (c.use.isTest) this.tests.add(c.use);
    }
    for (const path of c.paths) {
      let file = this.files.get(path);
      if (!file) {
        file = { edits: 0, last: null, stale: false };
        this.files.set(path, file);
      }
      file.edits++;
      this.edits++;
      if (!file.stale && (!file.last || file.last.seq <= c.seq)) file.last = { ref: id, seq: c.seq };
    }
    if (c.assistant !== null) this.assistants.add({ ref: id, seq: c.seq, text: c.assistant });
    if (c.spawned && !this.spawned.has(c.spawned))
      this.spawned.set(c.spawned, { ref: id, seq: c.seq, sessionId: c.spawned });
  }

  protected retract(id: string, c: Contribution): void {
    if (c.useId && (c.use || c.result)) this.dropRun(c.useId);
    if (c.use && c.useId && this.uses.get(c.useId)?.ref === id) {
      this.uses.delete(c.useId);
      this.open.delete(c.useId);
    }
    if (c.result && c.useId && this.results.get(c.useId)?.ref === id) {
      this.results.delete(c.useId);
      if (this.uses.has(c.useId)) this.open.add(c.useId);
    }
    if (c.useId && (c.use || c.result)) this.noteRun(c.useId);
    if (this.failures.delete(id) && this.firstFailed?.ref === id) {
      this.firstFailed = null;
      for (const failure of this.failures.values())
        if (!this.firstFailed || failure.seq < this.firstFailed.seq) this.firstFailed = failure;
    }
    if (c.use?.command) {
      this.commands.remove(id);
      if (c.use.isTest) this.tests.remove(id);
    }
    for (const path of c.paths) {
      const file = this.files.get(path);
      if (!file) continue;
      file.edits--;
      this.edits--;
      if (file.edits === 0) this.files.delete(path);
      else if (file.last?.ref === id) {
        file.last = null;
        file.stale = true;
      }
    }
    if (c.assistant !== null) this.assistants.remove(id);
    if (c.spawned && this.spawned.get(c.spawned)?.ref === id) this.spawned.delete(c.spawned);
  }

  /** The finished run of one tool call (its use's command, result time minus use time), if both are held. */
  private runOf(useId: string): { command: string; ms: number } | null {
    const use = this.uses.get(useId);
    const result = this.results.get(useId);
    if (!use?.command || use.at === null || !result || result.at === null || result.at < use.at) return null;
    return { command: use.command, ms: result.at - use.at };
  }

  /** A run is about to change: if it was its command's longest, that command's longest is found again. */
  private dropRun(useId: string): void {
    const run = this.runOf(useId);
    if (!run || this.longestRuns.get(run.command) !== run.ms) return;
    this.longestRuns.delete(run.command);
    this.staleRuns.add(run.command);
  }

  private noteRun(useId: string): void {
    const run = this.runOf(useId);
    if (!run || this.staleRuns.has(run.command)) return;
    const longest = this.longestRuns.get(run.command);
    if (longest === undefined || run.ms > longest) this.longestRuns.set(run.command, run.ms);
  }

  private longestRun(command: string | null): number | null {
    if (command === null) return null;
    if (this.staleRuns.delete(command)) {
      for (const [useId, use] of this.uses) if (use.command === command) this.noteRun(useId);
    }
    return this.longestRuns.get(command) ?? null;
  }

  /** Files whose last edit was taken back: their last edit, found newest first in the entries. */
  private refreshFiles(): void {
    const stale = new Set<string>();
    for (const [path, file] of this.files) if (file.stale) stale.add(path);
    const list = this.list;
    if (stale.size === 0 || !list) return;
    for (let i = list.size - 1; i >= 0 && stale.size > 0; i--) {
      const entry = list.get(i) as TimelineEntry;
      for (const path of editedPathsOf(entry.event)) {
        const file = this.files.get(path);
        if (!file || !stale.delete(path)) continue;
        file.last = { ref: entry.event.id, seq: entry.firstSeq };
        file.stale = false;
      }
    }
  }

  private runState(run: UseInfo): CommandRun {
    const result = run.useId ? this.results.get(run.useId) : undefined;
    return {
      ref: run.ref,
      seq: run.seq,
      command: run.command ?? "",
      isTest: run.isTest,
      state: result ? (result.failed ? "failed" : "passed") : "pending",
    };
  }

  private compose(): FactsView {
    this.commands.refill(this.list, (c) => (c.use?.command ? c.use : null));
    this.tests.refill(this.list, (c) => (c.use?.command && c.use.isTest ? c.use : null));
    this.assistants.refill(this.list, (c, { event }) =>
      c.assistant === null ? null : { ref: event.id, seq: c.seq, text: c.assistant },
    );
    this.refreshFiles();
    const first = this.firstFailed;
    let firstFailure: ToolFailure | null = null;
    if (first) {
      const use = first.useId ? this.uses.get(first.useId) : undefined;
      firstFailure = {
        ref: first.ref,
        seq: first.seq,
        tool: first.tool ?? use?.tool ?? null,
        use: use ? { ref: use.ref, seq: use.seq } : null,
        command: use?.command ?? null,
        exitCode: first.exitCode,
        excerpt: first.excerpt,
      };
    }
    let oldest: UseInfo | null = null;
    // Open calls are few while a session runs (usually one); finished sessions have none left open.
    for (const useId of this.open) {
      const use = this.uses.get(useId);
      if (use && (!oldest || use.seq < oldest.seq)) oldest = use;
    }
    const openTool: OpenToolCall | null = oldest
      ? {
          ref: oldest.ref,
          seq: oldest.seq,
          tool: oldest.tool,
          since: oldest.at,
          command: oldest.command,
          longestEarlierMs: this.longestRun(oldest.command),
        }
      : null;
    const files = [...this.files.entries()]
      .map(([path, file]) => ({ path, edits: file.edits, last: file.last as EventRef }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return {
      version: this.version,
      events: this.contributing,
      lastEventAt: this.lastEventAt,
      lastEvent: this.lastEvent,
      files,
      edits: this.edits,
      commands: { count: this.commands.count, recent: this.commands.top.map((run) => this.runState(run)) },
      tests: { count: this.tests.count, recent: this.tests.top.map((run) => this.runState(run)) },
      firstFailure,
      openTool,
      openTools: this.open.size,
      lastAssistant: this.assistants.top[0] ?? null,
      spawned: [...this.spawned.values()].sort((a, b) => a.seq - b.seq),
    };
  }
}
