import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { hasReadAll } from "../feed/feed-reach";
import type { SessionFeedSnapshot } from "../feed/session-feeds";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { type BoundedRegistry, keyOf, registryPerClient } from "../hooks/bounded-registry";
import { keepWarm } from "../hooks/keep-warm";
import { useSessionFeed } from "../hooks/use-session-feed";
import { DiffFold } from "../timeline-model/diff-fold";
import { warmHighlighter } from "./diff-line";
import { type FileDiff, fileDiffOf, type HunkLine } from "./file-diff";

/**
 * One DiffFold per session, kept current from the feed's journal in O(changes), and each file's hunks
 * cached by the file's version: a live page re-diffs only the files it touched. Bounded like the steps
 * registry: the least recently read are dropped, and the folds belong to the QueryClient. The session page
 * keeps its session's fold warm (keepDiffWarm): in idle time, as pages arrive, so opening the Diff only
 * reads what is there.
 *
 * API: useSessionDiff(orgId, sessionId | null) → SessionDiffView · diffsOf(fold) → FileDiff[] ·
 *      keepDiffWarm(queryClient, orgId, sessionId) → stop
 */
const CAP = 8;

const diffRegistry = registryPerClient(CAP, () => new DiffFold());
const hunksCache = new WeakMap<DiffFold, Map<string, { version: number; diff: FileDiff }>>();

export function diffsOf(fold: DiffFold): FileDiff[] {
  let cache = hunksCache.get(fold);
  if (!cache) {
    cache = new Map();
    hunksCache.set(fold, cache);
  }
  const out: FileDiff[] = [];
  const paths = fold.paths();
  for (const path of paths) {
    const version = fold.fileVersion(path);
    const held = cache.get(path);
    if (held && held.version === version) {
      out.push(held.diff);
      continue;
    }
    const rebuild = fold.rebuild(path);
    if (!rebuild) continue;
    const diff = fileDiffOf(rebuild);
    cache.set(path, { version, diff });
    out.push(diff);
  }
  if (cache.size > paths.length) for (const path of cache.keys()) if (fold.fileVersion(path) < 0) cache.delete(path);
  return out;
}

function foldOf(registry: BoundedRegistry<DiffFold>, orgId: string, snapshot: SessionFeedSnapshot, sessionId: string) {
  const fold = registry.get(keyOf(orgId, sessionId));
  const view = snapshot.entries;
  fold.sync(view, (from) => snapshot.changesSince(from, view.version));
  return fold;
}

/** How many lines of the file the tab opens on are highlighted ahead (a tall window shows about 45). */
const FIRST_LINES = 80;

function firstLines(diff: FileDiff | undefined): HunkLine[] {
  const out: HunkLine[] = [];
  for (const hunk of diff?.hunks ?? []) {
    for (const line of hunk.lines) {
      if (out.length >= FIRST_LINES) return out;
      out.push(line);
    }
  }
  return out;
}

/**
 * Folds the session's pages into its DiffFold in idle time as they arrive (O(page) each), and once every
 * event is read, its files' hunks too (again only the files a page touched) and the highlighting of the
 * first file's first lines: the Changes tab then opens on a fold, hunks and painted lines already made.
 * Not during the catch-up, where each older page would re-diff the files.
 */
export function keepDiffWarm(queryClient: QueryClient, orgId: string, sessionId: string): () => void {
  const registry = diffRegistry(queryClient);
  let stopPaint: (() => void) | null = null;
  const stop = keepWarm(getSessionFeeds(queryClient), orgId, sessionId, (snapshot) => {
    const fold = foldOf(registry, orgId, snapshot, sessionId);
    if (!hasReadAll(snapshot.status)) return;
    const diffs = diffsOf(fold);
    stopPaint?.();
    stopPaint = warmHighlighter(
      diffs.map((diff) => diff.path),
      firstLines(diffs[0]),
    );
  });
  return () => {
    stop();
    stopPaint?.();
  };
}

export interface SessionDiffView {
  readonly snapshot: SessionFeedSnapshot;
  readonly fold: DiffFold;
  readonly diffs: readonly FileDiff[];
  readonly adds: number;
  readonly dels: number;
}

/** An id not known yet (Compare, while an attempt alias resolves) reads nothing and folds nothing. */
export function useSessionDiff(orgId: string, sessionId: string | null): SessionDiffView {
  const { snapshot } = useSessionFeed(orgId, sessionId);
  const registry = diffRegistry(useQueryClient());
  return useMemo(() => {
    const fold = sessionId === null ? new DiffFold() : foldOf(registry, orgId, snapshot, sessionId);
    const diffs = diffsOf(fold);
    let adds = 0;
    let dels = 0;
    for (const diff of diffs) {
      adds += diff.adds;
      dels += diff.dels;
    }
    return { snapshot, fold, diffs, adds, dels };
  }, [registry, orgId, sessionId, snapshot]);
}
