import { createContext, type ReactNode, useCallback, useContext, useState, useSyncExternalStore } from "react";

/**
 * Which collapsible parts of the timeline are open. Virtualized rows unmount as
 * they scroll away, so this lives above the list, keyed by event id + part.
 */
export class ExpandedParts {
  private readonly open = new Set<string>();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has(key: string): boolean {
    return this.open.has(key);
  }

  toggle(key: string): void {
    if (this.open.has(key)) this.open.delete(key);
    else this.open.add(key);
    for (const listener of this.listeners) listener();
  }
}

const ExpansionContext = createContext<ExpandedParts | null>(null);

/** store: one the caller keeps (the timeline's `e` key toggles parts through it); else its own. */
export function ExpandedPartsProvider({ children, store }: { children: ReactNode; store?: ExpandedParts }) {
  const [own] = useState(() => new ExpandedParts());
  return <ExpansionContext.Provider value={store ?? own}>{children}</ExpansionContext.Provider>;
}

const noopSubscribe = () => () => {};

/** [open, toggle]; falls back to local state outside a provider (isolated rows in tests). */
export function useExpanded(key: string): [boolean, () => void] {
  const store = useContext(ExpansionContext);
  const [local, setLocal] = useState(false);
  const shared = useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    () => (store ? store.has(key) : false),
    () => false,
  );
  const toggle = useCallback(() => {
    if (store) store.toggle(key);
    else setLocal((value) => !value);
  }, [store, key]);
  return [store ? shared : local, toggle];
}
