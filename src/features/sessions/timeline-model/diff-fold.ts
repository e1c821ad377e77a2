import type { SessionEvent } from "@/api/types";
import { type FileOp, fileOpOf, type HiddenOp, type ShellChange, shellChangeOf, shellNamesPath } from "./diff-ops";
import { type FileRebuild, type Outcome, rebuildFile } from "./diff-rebuild";
import { EntryFold } from "./entry-fold";
import type { EntriesView, TimelineEntry } from "./timeline-entries";
import { resultFailed, toolUseIdOf } from "./tool-calls";

/**
 * The session's file changes, folded from the entries journal in O(changes) on EntryFold (entry-fold.ts),
 * like TimelineFacts and SessionSteps: each entry's contribution (a file tool call, a shell command that writes files, a tool
 * result) is kept by event id, so a grown or re-delivered version replaces its earlier one and any page
 * order converges. A live page of 50 events into 100 000 touches those 50 events and bumps the version of
 * the files they name; a file's text is rebuilt (diff-rebuild.ts) only when it is read after its version
 * changed, so the view pays for the files it shows, once per change.
 *
 * API:
 * - new DiffFold() · sync(view, changesSince) → boolean (true when anything changed) · version
 * - paths() → readonly string[] (sorted; cached per structure) · fileVersion(path) → number
 * - rebuild(path) → FileRebuild | null (cached per file version) · hidden() → HiddenOp[] (oldest first)
 * - diffFoldOf(view) → DiffFold (one pass, for tests and benches)
 */
/**
 * What one entry version adds. A file or shell call keeps its op; a tool result only its pairing id and
 * its event (the store holds it anyway): whether it failed is read when its file is rebuilt, so the
 * 25 000 results of ses_100k are not each tested for a failure (most pair with no file call).
 */
type Contribution =
  | { readonly kind: "op"; readonly op: FileOp | null; readonly shell: ShellChange | null }
  | { readonly kind: "hidden"; readonly hidden: HiddenOp }
  | { readonly kind: "result"; readonly useId: string; readonly event: SessionEvent };

interface FileState {
  readonly ops: Map<string, FileOp>;
  version: number;
  cached: { version: number; rebuild: FileRebuild } | null;
}

/** A result's outcome for the rebuild: still partial, failed (is_error or a non-zero exit), or ok. */
function outcomeOf(result: SessionEvent): Outcome {
  if (result.data?.is_partial === true) return "pending";
  return resultFailed(result).failed ? "failed" : "ok";
}

function contributionOf({ event, firstSeq }: TimelineEntry): Contribution | null {
  if (event.type === "tool_result") {
    const useId = toolUseIdOf(event);
    return useId === null ? null : { kind: "result", useId, event };
  }
  if (event.type !== "tool_use") return null;
  // fileOpOf and shellChangeOf read the tool's name once per name: most calls stop there.
  const found = fileOpOf(event);
  if (found?.kind === "hidden") return { kind: "hidden", hidden: { ...found, seq: firstSeq } };
  const shell = shellChangeOf(event);
  if (!found && !shell) return null;
  return {
    kind: "op",
    op: found ? { ...found, seq: firstSeq } : null,
    shell: shell ? { ...shell, seq: firstSeq } : null,
  };
}

const pathList = (held: string | readonly string[] | undefined): readonly string[] =>
  held === undefined ? [] : typeof held === "string" ? [held] : held;

export class DiffFold extends EntryFold<Contribution> {
  /** Bumps when a file is added or removed. */
  structure = 0;
  private readonly files = new Map<string, FileState>();
  /** tool_use_id → its result (the newest one taken in). */
  private readonly results = new Map<string, SessionEvent>();
  /**
   * tool_use_id → the path its call changed (a list for a call naming several), so a result marks those
   * files changed. A string, not a Set, for the one-path call nearly every call is: ses_100k's 3 572 edits
   * kept half a megabyte of one-element Sets on the heap of a page that shows them only on demand.
   */
  private readonly usePaths = new Map<string, string | readonly string[]>();
  private readonly shells = new Map<string, ShellChange>();
  private readonly hiddenOps = new Map<string, HiddenOp>();
  private sortedPaths: { structure: number; paths: string[] } | null = null;

  paths(): readonly string[] {
    if (this.sortedPaths?.structure !== this.structure)
      this.sortedPaths = { structure: this.structure, paths: [...this.files.keys()].sort() };
    return this.sortedPaths.paths;
  }

  fileVersion(path: string): number {
    return this.files.get(path)?.version ?? -1;
  }

  hidden(): HiddenOp[] {
    return [...this.hiddenOps.values()].sort((a, b) => a.seq - b.seq);
  }

  rebuild(path: string): FileRebuild | null {
    const file = this.files.get(path);
    if (!file) return null;
    const { cached } = file;
    if (cached && cached.version === file.version) return cached.rebuild;
    const ops = [...file.ops.values()].sort((a, b) => a.seq - b.seq);
    const shells = [...this.shells.values()].filter((shell) => shellNamesPath(shell, path));
    const outcome = (op: FileOp): Outcome => {
      if (op.useId === null) return "ok";
      const result = this.results.get(op.useId);
      return result ? outcomeOf(result) : "pending";
    };
    const rebuild = rebuildFile(path, ops, outcome, shells);
    file.cached = { version: file.version, rebuild };
    return rebuild;
  }

  protected contributionOf(entry: TimelineEntry): Contribution | null {
    return contributionOf(entry);
  }

  protected reset(): void {
    this.files.clear();
    this.results.clear();
    this.usePaths.clear();
    this.shells.clear();
    this.hiddenOps.clear();
    this.structure++;
  }

  private touch(path: string): void {
    const file = this.files.get(path);
    if (file) file.version++;
  }

  /** A shell command changes the files it names (every file, for git apply and the like). */
  private touchNamed(shell: ShellChange): void {
    for (const [path, file] of this.files) if (shellNamesPath(shell, path)) file.version++;
  }

  protected add(id: string, c: Contribution): void {
    switch (c.kind) {
      case "op": {
        const { op, shell } = c;
        if (shell) {
          this.shells.set(id, shell);
          this.touchNamed(shell);
        }
        if (!op) return;
        let file = this.files.get(op.path);
        if (!file) {
          file = { ops: new Map(), version: 0, cached: null };
          this.files.set(op.path, file);
          this.structure++;
        }
        file.ops.set(id, op);
        file.version++;
        if (op.useId) {
          const paths = pathList(this.usePaths.get(op.useId));
          if (!paths.includes(op.path)) this.usePaths.set(op.useId, paths.length === 0 ? op.path : [...paths, op.path]);
        }
        return;
      }
      case "hidden":
        this.hiddenOps.set(id, c.hidden);
        return;
      case "result":
        this.results.set(c.useId, c.event);
        this.touchCall(c.useId);
    }
  }

  protected retract(id: string, c: Contribution): void {
    switch (c.kind) {
      case "op": {
        const { op, shell } = c;
        if (shell && this.shells.delete(id)) this.touchNamed(shell);
        if (!op) return;
        const file = this.files.get(op.path);
        if (file?.ops.delete(id)) {
          file.version++;
          if (file.ops.size === 0) {
            this.files.delete(op.path);
            this.structure++;
          }
        }
        if (op.useId) {
          const left = pathList(this.usePaths.get(op.useId)).filter((path) => path !== op.path);
          if (left.length === 0) this.usePaths.delete(op.useId);
          else this.usePaths.set(op.useId, left.length === 1 ? (left[0] as string) : left);
        }
        return;
      }
      case "hidden":
        this.hiddenOps.delete(id);
        return;
      case "result":
        this.results.delete(c.useId);
        this.touchCall(c.useId);
    }
  }

  /** A call's result changed: the files its call changed are read again. */
  private touchCall(useId: string): void {
    for (const path of pathList(this.usePaths.get(useId))) this.touch(path);
  }
}

export function diffFoldOf(view: EntriesView): DiffFold {
  const fold = new DiffFold();
  fold.sync(view, () => null);
  return fold;
}
