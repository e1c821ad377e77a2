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
interface Contribution {
  readonly op: FileOp | null;
  readonly hidden: HiddenOp | null;
  readonly shell: ShellChange | null;
  readonly result: { readonly useId: string; readonly outcome: Outcome } | null;
}

interface FileState {
  readonly ops: Map<string, FileOp>;
  version: number;
  cached: { version: number; rebuild: FileRebuild } | null;
}

function contributionOf(entry: TimelineEntry): Contribution | null {
  const { event, firstSeq } = entry;
  const found = fileOpOf(event);
  const op = found && found.kind !== "hidden" ? { ...found, seq: firstSeq } : null;
  const hidden = found?.kind === "hidden" ? { ...found, seq: firstSeq } : null;
  const shell = shellChangeOf(event);
  const useId = event.type === "tool_result" ? toolUseIdOf(event) : null;
  const outcome: Outcome | null =
    useId === null ? null : event.data?.is_partial === true ? "pending" : resultFailed(event).failed ? "failed" : "ok";
  const result = useId !== null && outcome !== null ? { useId, outcome } : null;
  if (!op && !hidden && !shell && !result) return null;
  return { op, hidden, shell: shell ? { ...shell, seq: firstSeq } : null, result };
}

export class DiffFold extends EntryFold<Contribution> {
  /** Bumps when a file is added or removed. */
  structure = 0;
  private readonly files = new Map<string, FileState>();
  private readonly outcomes = new Map<string, Outcome>();
  /** tool_use_id → the paths its call changed, so a result marks those files changed. */
  private readonly usePaths = new Map<string, Set<string>>();
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
    const outcome = (op: FileOp): Outcome => (op.useId === null ? "ok" : (this.outcomes.get(op.useId) ?? "pending"));
    const rebuild = rebuildFile(path, ops, outcome, shells);
    file.cached = { version: file.version, rebuild };
    return rebuild;
  }

  protected contributionOf(entry: TimelineEntry): Contribution | null {
    return contributionOf(entry);
  }

  protected reset(): void {
    this.files.clear();
    this.outcomes.clear();
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
    if (c.op) {
      let file = this.files.get(c.op.path);
      if (!file) {
        file = { ops: new Map(), version: 0, cached: null };
        this.files.set(c.op.path, file);
        this.structure++;
      }
      file.ops.set(id, c.op);
      file.version++;
      if (c.op.useId) {
        const paths = this.usePaths.get(c.op.useId) ?? new Set<string>();
        paths.add(c.op.path);
        this.usePaths.set(c.op.useId, paths);
      }
    }
    if (c.hidden) this.hiddenOps.set(id, c.hidden);
    if (c.shell) {
      this.shells.set(id, c.shell);
      this.touchNamed(c.shell);
    }
    if (c.result) {
      this.outcomes.set(c.result.useId, c.result.outcome);
      for (const path of this.usePaths.get(c.result.useId) ?? []) this.touch(path);
    }
  }

  protected retract(id: string, c: Contribution): void {
    if (c.op) {
      const file = this.files.get(c.op.path);
      if (file?.ops.delete(id)) {
        file.version++;
        if (file.ops.size === 0) {
          this.files.delete(c.op.path);
          this.structure++;
        }
      }
      if (c.op.useId) this.usePaths.get(c.op.useId)?.delete(c.op.path);
    }
    if (c.hidden) this.hiddenOps.delete(id);
    if (c.shell && this.shells.delete(id)) this.touchNamed(c.shell);
    if (c.result) {
      this.outcomes.delete(c.result.useId);
      for (const path of this.usePaths.get(c.result.useId) ?? []) this.touch(path);
    }
  }
}

export function diffFoldOf(view: EntriesView): DiffFold {
  const fold = new DiffFold();
  fold.sync(view, () => null);
  return fold;
}
