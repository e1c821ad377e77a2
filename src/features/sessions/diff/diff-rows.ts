import type { StepRef } from "../timeline-model/diff-rebuild";
import type { FileDiff, Hunk, HunkLine } from "./file-diff";

/**
 * The rows the Diff view draws for one file, in either layout: a header row per hunk (its range, its
 * counts and the step that made it), then its lines; split pairs each run of removed lines with the run of
 * added lines that replaced it, side by side. Pure, so the virtual list only measures and paints.
 *
 * API: diffRows(diff, layout) → DiffRow[] · hunkRowIndexes(rows) → number[] · DiffLayout
 */
export type DiffLayout = "unified" | "split";

export interface HunkRow {
  readonly kind: "hunk";
  readonly hunk: number;
  readonly label: string;
  readonly adds: number;
  readonly dels: number;
  readonly step: StepRef | null;
  readonly steps: number;
}

export interface LineRow {
  readonly kind: "line";
  readonly line: HunkLine;
}

export interface PairRow {
  readonly kind: "pair";
  readonly left: HunkLine | null;
  readonly right: HunkLine | null;
}

export type DiffRow = HunkRow | LineRow | PairRow;

function labelOf(hunk: Hunk, pieces: number, whole: boolean): string {
  const range = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
  return whole ? range : `Place ${hunk.piece + 1} of ${pieces} (lines within it) ${range}`;
}

function pairs(lines: readonly HunkLine[]): PairRow[] {
  const rows: PairRow[] = [];
  let at = 0;
  while (at < lines.length) {
    const line = lines[at] as HunkLine;
    if (line.kind === "same") {
      rows.push({ kind: "pair", left: line, right: line });
      at++;
      continue;
    }
    const dels: HunkLine[] = [];
    const adds: HunkLine[] = [];
    while (at < lines.length && lines[at]?.kind === "del") dels.push(lines[at++] as HunkLine);
    while (at < lines.length && lines[at]?.kind === "add") adds.push(lines[at++] as HunkLine);
    for (let i = 0; i < Math.max(dels.length, adds.length); i++)
      rows.push({ kind: "pair", left: dels[i] ?? null, right: adds[i] ?? null });
  }
  return rows;
}

export function diffRows(diff: FileDiff, layout: DiffLayout): DiffRow[] {
  const rows: DiffRow[] = [];
  const pieces = diff.rebuild.pieces.length;
  diff.hunks.forEach((hunk, index) => {
    rows.push({
      kind: "hunk",
      hunk: index,
      label: labelOf(hunk, pieces, diff.rebuild.whole),
      adds: hunk.adds,
      dels: hunk.dels,
      step: hunk.step,
      steps: hunk.steps,
    });
    if (layout === "split") rows.push(...pairs(hunk.lines));
    else for (const line of hunk.lines) rows.push({ kind: "line", line });
  });
  return rows;
}

export function hunkRowIndexes(rows: readonly DiffRow[]): number[] {
  const indexes: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind === "hunk") indexes.push(index);
  });
  return indexes;
}
