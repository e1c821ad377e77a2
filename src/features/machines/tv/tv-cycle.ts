/**
 * TV mode's order and steps: the Machines trouble first (the overview's health reading and order,
 * health.ts), one shown at a time, moving on every TV_DWELL_MS unless paused. The shown Machine is
 * remembered by name, so when the order changes under it (a Machine goes offline) the cycle goes on
 * from where it is instead of jumping. Also the overview's URL search params (`?tv=true`).
 *
 * API: TV_DWELL_MS · shownIn(order, name) · stepFrom(order, name, by) · MachinesSearch ·
 * machinesSearchSchema(raw)
 */
export const TV_DWELL_MS = 10_000;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The name shown: `name` while it is in the order, else the first (the worst). */
export function shownIn(order: readonly string[], name: string | null): string | null {
  if (name !== null) {
    const found = order.find((n) => same(n, name));
    if (found !== undefined) return found;
  }
  return order[0] ?? null;
}

/** `by` places on from the shown name, wrapping around at both ends. */
export function stepFrom(order: readonly string[], name: string | null, by: number): string | null {
  const shown = shownIn(order, name);
  if (shown === null) return null;
  const index = order.findIndex((n) => same(n, shown));
  const n = order.length;
  return order[(((index + by) % n) + n) % n] ?? null;
}

export interface MachinesSearch {
  /** TV mode: large type, no app chrome, cycling trouble first. */
  tv?: boolean;
}

export function machinesSearchSchema(raw: Record<string, unknown>): MachinesSearch {
  // Every key, undefined when refused (the router merges the answer over the raw search).
  return { tv: raw.tv === true ? true : undefined };
}
