import type { QueryClient } from "@tanstack/react-query";
import { onSessionsReset } from "../feed/reset-sessions";

/**
 * A per-session cache for the shared folds (timeline facts, steps): get(key) returns the held value, made
 * on first use, and marks it most recently read; past `cap` the least recently read one is dropped (a
 * dropped fold is rebuilt in one pass when read again).
 *
 * API: new BoundedRegistry(cap, make) · get(key) · peek(key) · reset() · keyOf(orgId, sessionId) ·
 *      perClient(make) → (queryClient) → T · registryPerClient(cap, make)
 */
export class BoundedRegistry<T> {
  private readonly held = new Map<string, T>();

  constructor(
    private readonly cap: number,
    private readonly make: () => T,
  ) {}

  get(key: string): T {
    let value = this.held.get(key);
    if (value !== undefined) this.held.delete(key);
    else {
      value = this.make();
      if (this.held.size >= this.cap) {
        const oldest = this.held.keys().next().value;
        if (oldest !== undefined) this.held.delete(oldest);
      }
    }
    this.held.set(key, value);
    return value;
  }

  /** The held value, if any, without making one or marking it read. */
  peek(key: string): T | undefined {
    return this.held.get(key);
  }

  reset(): void {
    this.held.clear();
  }
}

/**
 * One T per QueryClient, as the feeds and outboxes are (the app has one; each test makes its own), reset
 * with them on a connection change (reset-sessions.ts).
 */
export function perClient<T extends { reset(): void }>(make: () => T): (queryClient: QueryClient) => T {
  const owned = new WeakMap<QueryClient, T>();
  return (queryClient) => {
    const existing = owned.get(queryClient);
    if (existing) return existing;
    const value = make();
    owned.set(queryClient, value);
    onSessionsReset(queryClient, () => value.reset());
    return value;
  };
}

/** A BoundedRegistry per QueryClient (see perClient). */
export const registryPerClient = <T>(cap: number, make: () => T): ((queryClient: QueryClient) => BoundedRegistry<T>) =>
  perClient(() => new BoundedRegistry(cap, make));

export const keyOf = (orgId: string, sessionId: string): string => `${orgId}\u0000${sessionId}`;
