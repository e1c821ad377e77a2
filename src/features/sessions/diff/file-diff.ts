import { formatPatch, structuredPatch } from "diff";
import type { FileRebuild, GapReason, StepRef } from "../timeline-model/diff-rebuild";

/**
 * Hunks of one rebuilt file, and the session's patch, from jsdiff (`diff`, loaded with the Changes tab's
 * Diff view only). Each hunk links to the newest step that wrote one of its lines (diff-rebuild.ts keeps
 * the owner of every line). The patch holds the files rebuilt whole with no gap; it applies cleanly to
 * their rebuilt base, and names every other file with why it was left out.
 *
 * API: fileDiffOf(rebuild) → FileDiff · sessionPatch(diffs) → { text, included, leftOut } · patchContents(diffs) ·
 *      leftOutWhy(diff) · partialWhy(diff) · gapWords(reason)
 */
export interface HunkLine {
  readonly kind: "add" | "del" | "same";
  readonly text: string;
  /** 1-based line numbers in the base and the rebuilt text (null on the side it is absent from). */
  readonly oldNo: number | null;
  readonly newNo: number | null;
}

export interface Hunk {
  /** Which piece of the file (always 0 for a file rebuilt whole). */
  readonly piece: number;
  readonly oldStart: number;
  readonly oldLines: number;
  readonly newStart: number;
  readonly newLines: number;
  readonly lines: readonly HunkLine[];
  readonly adds: number;
  readonly dels: number;
  /** The newest step that wrote it, and how many steps did. */
  readonly step: StepRef | null;
  readonly steps: number;
}

export interface FileDiff {
  readonly path: string;
  readonly rebuild: FileRebuild;
  readonly hunks: readonly Hunk[];
  readonly adds: number;
  readonly dels: number;
  /** Rebuilt whole with no gap: in the patch. */
  readonly complete: boolean;
}

const CONTEXT = 3;

function hunksOfPiece(piece: FileRebuild["pieces"][number], index: number): Hunk[] {
  const patch = structuredPatch("a", "b", piece.base, piece.text, undefined, undefined, { context: CONTEXT });
  return patch.hunks.map((hunk) => {
    let oldNo = hunk.oldStart;
    let newNo = hunk.newStart;
    let adds = 0;
    let dels = 0;
    const owners = new Map<string, StepRef>();
    const own = (line: number) => {
      const owner = piece.owners[Math.min(Math.max(line - 1, 0), piece.owners.length - 1)];
      if (owner) owners.set(owner.ref, owner);
    };
    const lines: HunkLine[] = [];
    for (const raw of hunk.lines) {
      const sign = raw[0];
      const text = raw.slice(1);
      if (sign === "\\") continue;
      if (sign === "+") {
        own(newNo);
        lines.push({ kind: "add", text, oldNo: null, newNo: newNo++ });
        adds++;
      } else if (sign === "-") {
        own(newNo);
        lines.push({ kind: "del", text, oldNo: oldNo++, newNo: null });
        dels++;
      } else lines.push({ kind: "same", text, oldNo: oldNo++, newNo: newNo++ });
    }
    let step: StepRef | null = null;
    for (const owner of owners.values()) if (!step || owner.seq > step.seq) step = owner;
    return { piece: index, ...hunk, lines, adds, dels, step, steps: owners.size };
  });
}

export function fileDiffOf(rebuild: FileRebuild): FileDiff {
  const hunks = rebuild.pieces.flatMap((piece, index) => hunksOfPiece(piece, index));
  let adds = 0;
  let dels = 0;
  for (const hunk of hunks) {
    adds += hunk.adds;
    dels += hunk.dels;
  }
  const complete = rebuild.whole && rebuild.gaps.length === 0 && rebuild.pending === 0;
  return { path: rebuild.path, rebuild, hunks, adds, dels, complete };
}

const WHY: Record<GapReason, string> = {
  shell: "also changed by a shell command",
  mismatch: "an edit's old text does not match the rebuilt text",
  cut: "a tool call's input was cut short",
  unreadable: "a tool call's input is not one this view reads",
  "unknown-base": "written whole over content the events never showed",
  "too-many": "edited in more separate places than this view rebuilds",
};

/** Why a file is not fully shown, and the step where that began (null: no one step); null when it is. */
export function partialWhy(diff: FileDiff): { why: string; step: string | null } | null {
  if (diff.complete) return null;
  const gap = diff.rebuild.gaps[0];
  if (gap) return { why: WHY[gap.reason], step: gap.ref };
  if (diff.rebuild.pending > 0) return { why: "an edit has no result yet", step: null };
  return { why: "only the edited places are known, not the whole file", step: null };
}

/** Why a file is not in the patch (null when it is). */
export function leftOutWhy(diff: FileDiff): string | null {
  const partial = partialWhy(diff);
  if (partial === null) return null;
  return partial.step === null ? partial.why : `${partial.why} (step ${partial.step})`;
}

export function gapWords(reason: GapReason): string {
  return WHY[reason];
}

/** Which files the patch holds and which it leaves out (and why), without making it. */
export function patchContents(diffs: readonly FileDiff[]): {
  included: number;
  leftOut: { path: string; why: string }[];
} {
  const leftOut: { path: string; why: string }[] = [];
  let included = 0;
  for (const diff of diffs) {
    const why = leftOutWhy(diff);
    if (why !== null) leftOut.push({ path: diff.path, why });
    else if (diff.hunks.length > 0) included++;
  }
  return { included, leftOut };
}

export function sessionPatch(diffs: readonly FileDiff[]): {
  text: string;
  included: number;
  leftOut: { path: string; why: string }[];
} {
  const parts: string[] = [];
  const leftOut: { path: string; why: string }[] = [];
  for (const diff of diffs) {
    const why = leftOutWhy(diff);
    if (why !== null) {
      leftOut.push({ path: diff.path, why });
      continue;
    }
    const piece = diff.rebuild.pieces[0];
    if (!piece || diff.hunks.length === 0) continue;
    const { created, deleted } = diff.rebuild;
    const patch = structuredPatch(
      created ? "/dev/null" : `a/${diff.path}`,
      deleted ? "/dev/null" : `b/${diff.path}`,
      piece.base,
      piece.text,
      undefined,
      undefined,
      { context: CONTEXT },
    );
    parts.push(formatPatch(patch, { includeIndex: false, includeUnderline: false, includeFileHeaders: true }));
  }
  const note = leftOut.map((file) => `# left out: ${file.path}: ${file.why}\n`).join("");
  return { text: note + parts.join(""), included: parts.length, leftOut };
}
