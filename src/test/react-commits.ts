/**
 * Counts how often named React components render, in a development build (vitest) and in the minified
 * production build alike (the bench's Chromium, through Playwright's addInitScript: so this function is
 * self-contained). It stands in for React DevTools: React hands every commit to
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot` when that hook exists before react-dom loads.
 * A component counts by its `displayName` (names are minified away, a displayName is not). A fiber
 * rendered in a commit when it did work (flag PerformedWork) and is not the fiber object the previous
 * commit held (a bailed-out subtree keeps its old fibers and their old flags).
 *
 * Until watchRenders names a component, a commit costs one property read.
 *
 * API: installReactCommits() (before react-dom loads: src/test/setup.ts, the bench's init script) ·
 *      watchRenders(name) → () => number   renders of `name` since the call
 */
export interface ReactCommitsGlobal {
  __reactCommits?: { watched: Record<string, number> };
}

export function installReactCommits(): void {
  const g = globalThis as unknown as Record<string, unknown> & ReactCommitsGlobal;
  if (g.__reactCommits) return;
  const state: { watched: Record<string, number> } = { watched: {} };
  g.__reactCommits = state;
  interface FiberLike {
    type: unknown;
    flags: number;
    child: FiberLike | null;
    sibling: FiberLike | null;
  }
  const PERFORMED_WORK = 1;
  let previous = new Set<FiberLike>();
  const nameOf = (type: unknown): string | undefined => {
    if (typeof type === "function") return (type as { displayName?: string }).displayName;
    if (type !== null && typeof type === "object") {
      const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render;
      return typeof inner === "function" ? (inner as { displayName?: string }).displayName : undefined;
    }
    return undefined;
  };
  const onCommitFiberRoot = (_renderer: number, root: { current: FiberLike }) => {
    const watched = state.watched;
    if (Object.keys(watched).length === 0) return;
    const found = new Set<FiberLike>();
    const stack: FiberLike[] = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop() as FiberLike;
      const name = nameOf(fiber.type);
      if (name !== undefined && name in watched) {
        found.add(fiber);
        if ((fiber.flags & PERFORMED_WORK) !== 0 && !previous.has(fiber)) watched[name] = (watched[name] ?? 0) + 1;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    previous = found;
  };
  const existing = g.__REACT_DEVTOOLS_GLOBAL_HOOK__ as Record<string, unknown> | undefined;
  if (existing) {
    // A real DevTools hook: count beside it.
    const original = existing.onCommitFiberRoot as ((...args: unknown[]) => unknown) | undefined;
    existing.onCommitFiberRoot = (...args: unknown[]) => {
      onCommitFiberRoot(args[0] as number, args[1] as { current: FiberLike });
      return original?.(...args);
    };
    return;
  }
  g.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    setStrictMode: () => {},
  };
}

/** Starts counting the renders of components whose displayName is `name`; returns the count so far. */
export function watchRenders(name: string): () => number {
  const state = (globalThis as unknown as ReactCommitsGlobal).__reactCommits;
  if (!state) throw new Error("installReactCommits() must run before react-dom loads");
  state.watched[name] = 0;
  return () => state.watched[name] ?? 0;
}
