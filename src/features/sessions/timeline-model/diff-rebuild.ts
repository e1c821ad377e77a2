import type { FileOp, ShellChange } from "./diff-ops";

/**
 * One file's text rebuilt from its file tool calls in event order, and every reason it may not be the
 * whole truth. Pure; the diff fold (diff-fold.ts) calls it for a file only when that file's calls changed.
 *
 * A file created in the session (or deleted, or written whole after it was known) has a known base: the
 * rebuild is the whole file ("whole"). A file only ever edited has no known base beyond the old texts of
 * its edits: each edited place is a piece of the file at an unknown position ("pieces"), shown as such and
 * left out of the patch. Every line of the rebuilt text remembers the step that last wrote it, so a hunk
 * can link to the step that made it.
 *
 * Never a guess: an edit whose old text is not in the text rebuilt so far (or is there more than once)
 * is not applied, and the file is marked at that step; so is a payload cut short, an unreadable input,
 * a shell command that names the file, and a whole-file write over content the events never showed.
 *
 * API: rebuildFile(path, ops, outcomes, shells) → FileRebuild
 */
export type GapReason = "shell" | "mismatch" | "cut" | "unreadable" | "unknown-base" | "too-many";

/**
 * Separate edited places of a file whose base is unknown, at most: each edit is looked up in every place,
 * so a file edited in thousands of unrelated places (ses_100k) would cost seconds. Beyond it the file is
 * marked at that step and not rebuilt further.
 */
export const MAX_PIECES = 300;

export interface StepRef {
  readonly ref: string;
  readonly seq: number;
}

export interface Gap extends StepRef {
  readonly reason: GapReason;
  /** One short line for the reader (the command, or what did not match). */
  readonly detail: string;
}

export interface Piece {
  /** The text before the session's edits of this place (the whole file when `whole`). */
  readonly base: string;
  readonly text: string;
  /** Per line of `text`: the step that last wrote it (null: unchanged since the base). */
  readonly owners: readonly (StepRef | null)[];
}

export type Outcome = "ok" | "failed" | "pending";

export interface FileRebuild {
  readonly path: string;
  /** The base is the whole file (created, or known whole); else only the edited pieces are known. */
  readonly whole: boolean;
  readonly created: boolean;
  readonly deleted: boolean;
  readonly pieces: readonly Piece[];
  readonly gaps: readonly Gap[];
  readonly applied: number;
  readonly failed: number;
  readonly pending: number;
  /** The newest step that changed it. */
  readonly last: StepRef | null;
}

interface MutablePiece {
  base: string;
  text: string;
  owners: (StepRef | null)[];
}

const linesIn = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
};

function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) found.push(at);
  return found;
}

/** Replaces `length` characters at `index`; the lines it touches are owned by `step` afterwards. */
function replaceAt(piece: MutablePiece, index: number, length: number, next: string, step: StepRef): void {
  const line = linesIn(piece.text.slice(0, index));
  const span = linesIn(piece.text.slice(index, index + length));
  piece.text = piece.text.slice(0, index) + next + piece.text.slice(index + length);
  const written = linesIn(next) + 1;
  piece.owners.splice(line, span + 1, ...new Array<StepRef>(written).fill(step));
}

const fresh = (text: string, step: StepRef | null): MutablePiece => ({
  base: "",
  text,
  owners: new Array<StepRef | null>(linesIn(text) + 1).fill(step),
});

const short = (text: string) => {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

interface State {
  whole: MutablePiece | null;
  pieces: MutablePiece[];
  created: boolean;
  deleted: boolean;
  gaps: Gap[];
  /** A mismatch stops the rebuild of the pieces until a whole write makes the text known again. */
  stopped: boolean;
}

/** Applies one edit; returns the gap when it cannot be placed without a guess. */
function applyEdit(state: State, op: FileOp, edit: FileOp["edits"][number]): Gap | null {
  const step = { ref: op.ref, seq: op.seq };
  const miss = (detail: string): Gap => ({ ...step, reason: "mismatch", detail });
  const targets = state.whole ? [state.whole] : state.pieces;
  if (edit.old === "") {
    if (state.whole && state.whole.text === "") {
      replaceAt(state.whole, 0, 0, edit.new, step);
      return null;
    }
    return miss("an edit with no old text cannot be placed");
  }
  const holders = targets.filter((piece) => piece.text.includes(edit.old));
  if (holders.length === 0) {
    // Only edited pieces are known: an old text found in none of them is another place in the file,
    // unless it overlaps a piece the session already changed (then its base is not the file's).
    if (!state.whole && !targets.some((piece) => touches(piece.text, edit.old))) {
      if (state.pieces.length >= MAX_PIECES)
        return { ...step, reason: "too-many", detail: `more than ${MAX_PIECES} separate places edited` };
      const piece: MutablePiece = { base: edit.old, text: edit.old, owners: fresh(edit.old, null).owners };
      state.pieces.push(piece);
      replaceAt(piece, 0, edit.old.length, edit.new, step);
      return null;
    }
    return miss(`old text not found: “${short(edit.old)}”`);
  }
  const piece = holders[0] as MutablePiece;
  const at = occurrences(piece.text, edit.old);
  if (holders.length > 1 || (at.length > 1 && !edit.all))
    return miss(`old text found more than once: “${short(edit.old)}”`);
  for (const index of at.reverse()) replaceAt(piece, index, edit.old.length, edit.new, step);
  return null;
}

/**
 * The old text contains a piece the session wrote, or shares a line with its start or end: the two places
 * touch, so the old text is not the file's base there.
 */
function touches(piece: string, old: string): boolean {
  if (piece === "") return false;
  if (old.includes(piece)) return true;
  const firstBreak = piece.indexOf("\n");
  const head = firstBreak === -1 ? piece : piece.slice(0, firstBreak);
  const tail = piece.slice(piece.lastIndexOf("\n") + 1);
  return (head.length >= 8 && old.endsWith(head)) || (tail.length >= 8 && old.startsWith(tail));
}

function applyWhole(state: State, op: FileOp): void {
  const step = { ref: op.ref, seq: op.seq };
  const content = op.kind === "delete" ? "" : (op.content ?? "");
  const known = state.whole !== null || (op.kind === "create" && state.pieces.length === 0);
  if (!known && op.kind !== "delete")
    state.gaps.push({
      ...step,
      reason: "unknown-base",
      detail: "written whole; what it held before is not in the events",
    });
  if (!known && op.kind === "delete")
    state.gaps.push({ ...step, reason: "unknown-base", detail: "deleted; what it held before is not in the events" });
  if (state.whole === null && known) state.created = true;
  const next = fresh(content, op.kind === "delete" ? null : step);
  state.whole = state.whole ? { ...next, base: state.whole.base } : next;
  state.pieces = [];
  state.deleted = op.kind === "delete";
  state.stopped = false;
}

export function rebuildFile(
  path: string,
  ops: readonly FileOp[],
  outcomes: (op: FileOp) => Outcome,
  shells: readonly ShellChange[],
): FileRebuild {
  const state: State = { whole: null, pieces: [], created: false, deleted: false, gaps: [], stopped: false };
  let applied = 0;
  let failed = 0;
  let pending = 0;
  let last: StepRef | null = null;
  for (const op of ops) {
    const outcome = outcomes(op);
    if (outcome === "failed") failed++;
    if (outcome === "pending") pending++;
    if (outcome !== "ok") continue;
    const step = { ref: op.ref, seq: op.seq };
    if (op.cut || op.kind === "unreadable") {
      state.gaps.push({
        ...step,
        reason: op.cut ? "cut" : "unreadable",
        detail: op.cut ? "its input was cut short" : "its input is not one this view reads",
      });
      state.stopped = true;
      continue;
    }
    if (op.kind === "edit") {
      if (state.stopped) continue;
      for (const edit of op.edits) {
        const gap = applyEdit(state, op, edit);
        if (gap) {
          state.gaps.push(gap);
          state.stopped = true;
          break;
        }
      }
      if (state.stopped) continue;
    } else applyWhole(state, op);
    applied++;
    last = step;
  }
  for (const shell of shells)
    state.gaps.push({ ref: shell.ref, seq: shell.seq, reason: "shell", detail: shell.command });
  state.gaps.sort((a, b) => a.seq - b.seq);
  return {
    path,
    whole: state.whole !== null,
    created: state.created,
    deleted: state.deleted,
    pieces: state.whole ? [state.whole] : state.pieces,
    gaps: state.gaps,
    applied,
    failed,
    pending,
    last,
  };
}
