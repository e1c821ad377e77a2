import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * Why: on a long page (a session: header, facts, toolbar, dozens of timeline rows) the place a keyboard
 * user wants, the message box or the timeline, is 20 to 60 Tabs away. A page names those places here
 * while they are on screen; `SkipLinks`, rendered right after the page's heading (where focus lands
 * after every navigation), offers one link to each: the next Tab reaches them, Enter moves focus there.
 * Lives in ui/ so features and the app shell meet here without importing each other.
 * API: useSkipTarget, useSkipTargets, SkipLinks, type SkipTarget
 */
export interface SkipTarget {
  id: string;
  /** The link's words: "Skip to message box". */
  label: string;
  target: RefObject<HTMLElement | null>;
}

let targets: readonly SkipTarget[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Offers a skip link to `target` while the calling component is mounted and `enabled`. Order = call order. */
export function useSkipTarget(id: string, label: string, target: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const entry: SkipTarget = { id, label, target };
    targets = [...targets.filter((t) => t.id !== id), entry];
    emit();
    return () => {
      targets = targets.filter((t) => t !== entry);
      emit();
    };
  }, [id, label, target, enabled]);
}

export function useSkipTargets(): readonly SkipTarget[] {
  return useSyncExternalStore(
    subscribe,
    () => targets,
    () => targets,
  );
}

function jump(target: HTMLElement | null): void {
  if (!target) return;
  // A container (the timeline) is focusable with tabIndex 0 or -1; a field is focusable already.
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "nearest" });
}

/** The registered skip links; invisible until one has keyboard focus. Render right after the page's h1. */
export function SkipLinks() {
  const list = useSkipTargets();
  if (list.length === 0) return null;
  return (
    <span className="page-skip-links">
      {list.map((t) => (
        <a
          key={t.id}
          href={`#${t.id}`}
          className="page-skip-link"
          onClick={(event) => {
            event.preventDefault();
            jump(t.target.current);
          }}
        >
          {t.label}
        </a>
      ))}
    </span>
  );
}
