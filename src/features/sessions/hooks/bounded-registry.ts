/**
 * A per-session cache for the shared folds (timeline facts, steps): get(key) returns the held value, made
 * on first use, and marks it most recently read; past `cap` the least recently read one is dropped (a
 * dropped fold is rebuilt in one pass when read again).
 *
 * API: new BoundedRegistry(cap, make) · get(key) · keyOf(orgId, sessionId)
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
}

export const keyOf = (orgId: string, sessionId: string): string => `${orgId}\u0000${sessionId}`;
