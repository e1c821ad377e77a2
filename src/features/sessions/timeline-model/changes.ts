import { EntryFold } from "./entry-fold";
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
 * O(changes) on EntryFold (entry-fold.ts): files touched (from edit/write tool inputs, with edit counts and the last edit), commands
 * run, test runs, the first failing tool result, the open tool calls, the newest event's time, the
 * agent's latest message and the sessions it spawned. A page of 50 events into 100 000 touches 50
 * events' worth of state, never the rest; every entry's contribution is kept by event id, so a
 * re-delivered or grown version replaces its earlier one and any page order converges.
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

/** Per file: its edit events (id → seq) and the last one, recomputed only when the last is taken back. */
interface FileState {
  readonly byRef: Map<string, number>;
  last: EventRef | null;
}

/** The top-K (by seq) of a growing set, refilled from the full set only when one of them is taken back. */
class Recent<T extends EventRef> {
  top: T[] = [];
  constructor(private readonly all: Map<string, T>) {}
  add(item: T): void {
    const { top } = this;
    if (top.length === RECENT && (top[top.length - 1] as T).seq > item.seq) return;
    const at = top.findIndex((other) => other.seq < item.seq);
    if (at === -1) top.push(item);
    else top.splice(at, 0, item);
    if (top.length > RECENT) top.pop();
  }
  remove(ref: string): void {
    if (!this.top.some((item) => item.ref === ref)) return;
    this.top = [...this.all.values()].sort((a, b) => b.seq - a.seq).slice(0, RECENT);
  }
}

export class TimelineFacts extends EntryFold<Contribution> {
  protected override readonly timed = true;
  private readonly uses = new Map<string, UseInfo>();
  private readonly results = new Map<string, ResultInfo>();
  /** tool_use_ids with a use and no result yet. */
  private readonly open = new Set<string>();
  private readonly files = new Map<string, FileState>();
  private edits = 0;
  private readonly commands = new Map<string, UseInfo & EventRef>();
  private readonly tests = new Map<string, UseInfo & EventRef>();
  private readonly recentCommands = new Recent(this.commands);
  private readonly recentTests = new Recent(this.tests);
  private readonly failures = new Map<string, ResultInfo>();
  /** The earliest failure, kept as failures come and go (a rescan only when it is taken back). */
  private firstFailed: ResultInfo | null = null;
  private readonly spawned = new Map<string, EventRef & { sessionId: string }>();
  /** Per command: tool_use_id → how long its finished run took (for "earlier runs took 6 min"). */
  private readonly runTimes = new Map<string, Map<string, number>>();
  private lastEventAt: number | null = null;
  private lastEvent: EventRef | null = null;
  private lastAssistant: (EventRef & { text: string }) | null = null;
  private readonly assistants = new Map<string, EventRef & { text: string }>();
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
    this.recentCommands.top = [];
    this.recentTests.top = [];
    this.failures.clear();
    this.firstFailed = null;
    this.spawned.clear();
    this.runTimes.clear();
    this.assistants.clear();
    this.lastEventAt = null;
    this.lastEvent = null;
    this.lastAssistant = null;
  }

  protected add(id: string, c: Contribution): void {
    if (c.use && c.useId) {
      this.uses.set(c.useId, c.use);
      if (!this.results.has(c.useId)) this.open.add(c.useId);
    }
    if (c.result && c.useId) {
      this.results.set(c.useId, c.result);
      this.open.delete(c.useId);
    }
    if (c.useId && (c.use || c.result)) this.noteRunTime(c.useId);
    if (c.result?.failed) {
      this.failures.set(id, c.result);
      if (!this.firstFailed || c.result.seq < this.firstFailed.seq) this.firstFailed = c.result;
    }
    if (c.use?.command) {
      // The use already names its event (ref = id, seq = its first seq): no copy per command.
      const run = c.use;
      this.commands.set(id, run);
      this.recentCommands.add(run);
      if (run.isTest) {
        this.tests.set(id, run);
        this.recentTests.add(run);
      }
    }
    for (const path of c.paths) {
      let file = this.files.get(path);
      if (!file) {
        file = { byRef: new Map(), last: null };
        this.files.set(path, file);
      }
      file.byRef.set(id, c.seq);
      this.edits++;
      if (!file.last || file.last.seq <= c.seq) file.last = { ref: id, seq: c.seq };
    }
    if (c.assistant !== null) {
      const message = { ref: id, seq: c.seq, text: c.assistant };
      this.assistants.set(id, message);
      if (!this.lastAssistant || this.lastAssistant.seq <= c.seq) this.lastAssistant = message;
    }
    if (c.spawned && !this.spawned.has(c.spawned))
      this.spawned.set(c.spawned, { ref: id, seq: c.seq, sessionId: c.spawned });
  }

  protected retract(id: string, c: Contribution): void {
    if (c.use && c.useId && this.uses.get(c.useId)?.ref === id) {
      this.uses.delete(c.useId);
      this.open.delete(c.useId);
    }
    if (c.result && c.useId && this.results.get(c.useId)?.ref === id) {
      this.results.delete(c.useId);
      if (this.uses.has(c.useId)) this.open.add(c.useId);
    }
    if (c.useId && (c.use || c.result)) this.noteRunTime(c.useId, c.use?.command);
    if (this.failures.delete(id) && this.firstFailed?.ref === id) {
      this.firstFailed = null;
      for (const failure of this.failures.values())
        if (!this.firstFailed || failure.seq < this.firstFailed.seq) this.firstFailed = failure;
    }
    if (this.commands.delete(id)) this.recentCommands.remove(id);
    if (this.tests.delete(id)) this.recentTests.remove(id);
    for (const path of c.paths) {
      const file = this.files.get(path);
      if (!file?.byRef.delete(id)) continue;
      this.edits--;
      if (file.byRef.size === 0) this.files.delete(path);
      else if (file.last?.ref === id) {
        let last: EventRef | null = null;
        for (const [ref, seq] of file.byRef) if (!last || seq >= last.seq) last = { ref, seq };
        file.last = last;
      }
    }
    if (c.assistant !== null) {
      this.assistants.delete(id);
      if (this.lastAssistant?.ref === id) {
        let last: (EventRef & { text: string }) | null = null;
        for (const message of this.assistants.values()) if (!last || message.seq >= last.seq) last = message;
        this.lastAssistant = last;
      }
    }
    if (c.spawned && this.spawned.get(c.spawned)?.ref === id) this.spawned.delete(c.spawned);
  }

  /**
   * Keeps the run time of one tool call under its command, from the use and result now held; `was` is
   * the command of a use being taken back (its time leaves that command's list).
   */
  private noteRunTime(useId: string, was?: string | null): void {
    if (was) this.runTimes.get(was)?.delete(useId);
    const use = this.uses.get(useId);
    const result = this.results.get(useId);
    if (!use?.command) return;
    let times = this.runTimes.get(use.command);
    if (use.at === null || !result || result.at === null || result.at < use.at) {
      times?.delete(useId);
      return;
    }
    if (!times) {
      times = new Map();
      this.runTimes.set(use.command, times);
    }
    times.set(useId, result.at - use.at);
  }

  private longestRun(command: string | null): number | null {
    if (command === null) return null;
    let longest: number | null = null;
    for (const ms of this.runTimes.get(command)?.values() ?? []) if (longest === null || ms > longest) longest = ms;
    return longest;
  }

  private runOf(run: UseInfo): CommandRun {
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
      .map(([path, file]) => ({ path, edits: file.byRef.size, last: file.last as EventRef }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return {
      version: this.version,
      events: this.contributing,
      lastEventAt: this.lastEventAt,
      lastEvent: this.lastEvent,
      files,
      edits: this.edits,
      commands: { count: this.commands.size, recent: this.recentCommands.top.map((run) => this.runOf(run)) },
      tests: { count: this.tests.size, recent: this.recentTests.top.map((run) => this.runOf(run)) },
      firstFailure,
      openTool,
      openTools: this.open.size,
      lastAssistant: this.lastAssistant,
      spawned: [...this.spawned.values()].sort((a, b) => a.seq - b.seq),
    };
  }
}
