import { type FileDiff, partialWhy } from "../diff/file-diff";

/**
 * Compare's changed files: the two sessions' rebuilt diffs (the Changes tab's Diff, diff/file-diff.ts)
 * paired by path. A file is changed in both, only in A or only in B; each side keeps its +/− counts and,
 * when its diff is not the whole truth, why (the Diff view's words). Two complete rebuilds of a file are
 * compared by their final text, so "the same result" is said only when it is known. Pure; loaded with
 * the Diff's chunk (jsdiff), never with the Compare page itself.
 *
 * API: sideFilesOf(diffs) → SideFile[] · pairFiles(a, b) → FilePairs · FilePlace
 */
export interface SideFile {
  readonly path: string;
  readonly adds: number;
  readonly dels: number;
  /** Why the diff of this file is not fully shown, and the step where that began; null when it is fully shown. */
  readonly partial: { readonly why: string; readonly step: string | null } | null;
  /** The rebuilt final text, when the file is fully shown (else null: not known whole). */
  readonly text: string | null;
}

export type FilePlace = "both" | "a" | "b";

export interface FilePair {
  readonly path: string;
  readonly place: FilePlace;
  readonly a: SideFile | null;
  readonly b: SideFile | null;
  /** Changed in both and fully shown in both: whether they ended with the same text. Else null. */
  readonly same: boolean | null;
}

export interface SideTotals {
  readonly files: number;
  readonly adds: number;
  readonly dels: number;
  readonly partial: number;
}

export interface FilePairs {
  /** Changed in both first, then only in A, then only in B; by path within each. */
  readonly pairs: readonly FilePair[];
  readonly both: number;
  readonly onlyA: number;
  readonly onlyB: number;
  readonly a: SideTotals;
  readonly b: SideTotals;
}

export function sideFilesOf(diffs: readonly FileDiff[]): SideFile[] {
  return diffs.map((diff) => {
    const partial = partialWhy(diff);
    const piece = diff.rebuild.pieces[0];
    return {
      path: diff.path,
      adds: diff.adds,
      dels: diff.dels,
      partial,
      text: partial === null && piece ? piece.text : null,
    };
  });
}

function totalsOf(files: readonly SideFile[]): SideTotals {
  let adds = 0;
  let dels = 0;
  let partial = 0;
  for (const file of files) {
    adds += file.adds;
    dels += file.dels;
    if (file.partial !== null) partial++;
  }
  return { files: files.length, adds, dels, partial };
}

const PLACE_ORDER: Record<FilePlace, number> = { both: 0, a: 1, b: 2 };

export function pairFiles(a: readonly SideFile[], b: readonly SideFile[]): FilePairs {
  const inB = new Map(b.map((file) => [file.path, file]));
  const pairs: FilePair[] = [];
  for (const file of a) {
    const other = inB.get(file.path) ?? null;
    inB.delete(file.path);
    const same = other && file.text !== null && other.text !== null ? file.text === other.text : null;
    pairs.push({ path: file.path, place: other ? "both" : "a", a: file, b: other, same });
  }
  for (const file of inB.values()) pairs.push({ path: file.path, place: "b", a: null, b: file, same: null });
  pairs.sort((x, y) => PLACE_ORDER[x.place] - PLACE_ORDER[y.place] || (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  const count = (place: FilePlace) => pairs.filter((pair) => pair.place === place).length;
  return { pairs, both: count("both"), onlyA: count("a"), onlyB: count("b"), a: totalsOf(a), b: totalsOf(b) };
}
