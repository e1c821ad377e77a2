import type { Machine } from "@/api/types";
import { countOf, formatCount } from "@/ui/format-count";
import { readCounts } from "./counts";

/** Worst first: the order the overview sorts by. */
export const HEALTH_STATES = ["offline", "saturated", "degraded", "healthy"] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** Radix colour names. */
export type HealthTone = "red" | "orange" | "amber" | "green";

export interface MachineHealth {
  state: HealthState;
  tone: HealthTone;
  /** busy ÷ online, 0..1; null when no worker is online (nothing to divide by). */
  utilisation: number | null;
  /** One plain sentence for people who do not read the numbers. */
  summary: string;
}

const TONE: Record<HealthState, HealthTone> = {
  offline: "red",
  saturated: "orange",
  degraded: "amber",
  healthy: "green",
};

function idleNote(idle: number): string {
  return idle > 0 ? `${formatCount(idle)} idle to take work.` : "all busy, so the next session will queue.";
}

function classify({ workers, sessions }: Pick<Machine, "workers" | "sessions">): HealthState {
  if (workers.online <= 0) return "offline";
  if (sessions.queued > 0 && workers.idle <= 0) return "saturated";
  if (workers.online < workers.total) return "degraded";
  return "healthy";
}

function summarize(state: HealthState, { workers, sessions }: Pick<Machine, "workers" | "sessions">): string {
  const waiting = sessions.queued > 0 ? ` ${countOf(sessions.queued, "session")} waiting.` : "";
  switch (state) {
    case "offline":
      return workers.total === 0
        ? `No worker is enrolled, so nothing can run here.${waiting}`
        : `None of the ${countOf(workers.total, "worker")} is online; nothing can run.${waiting}`;
    case "saturated":
      return `Every online worker is busy and ${countOf(sessions.queued, "session")} ${sessions.queued === 1 ? "is" : "are"} queued.`;
    case "degraded":
      return `${formatCount(workers.total - workers.online)} of ${countOf(workers.total, "worker")} offline; ${idleNote(workers.idle)}`;
    case "healthy":
      return `All ${countOf(workers.total, "worker")} online; ${idleNote(workers.idle)}`;
  }
}

/**
 * Whether the answer carries the counts health is worked out from, and they add up (counts.ts). A
 * service that drifted from the contract (workers null, a count as text) or whose counts break their
 * own arithmetic (9 online of 6 workers) gets no health at all rather than a made-up one.
 */
export function hasCounts(machine: { workers?: unknown; sessions?: unknown }): boolean {
  return readCounts(machine).kind === "readable";
}

/** The Machine's health when its counts are readable (hasCounts), else null. */
export function healthOf(machine: { workers?: unknown; sessions?: unknown }): MachineHealth | null {
  const counts = readCounts(machine);
  return counts.kind === "readable" ? machineHealth(counts) : null;
}

/**
 * The one rule for a Machine's health, checked in this order:
 * offline (no online worker) → saturated (work queued, no idle worker) →
 * degraded (some workers offline) → healthy. Only for counts that add up (counts.ts: healthOf checks).
 */
export function machineHealth(machine: Pick<Machine, "workers" | "sessions">): MachineHealth {
  const state = classify(machine);
  const { online, busy } = machine.workers;
  return {
    state,
    tone: TONE[state],
    utilisation: online > 0 ? Math.min(1, Math.max(0, busy / online)) : null,
    summary: summarize(state, machine),
  };
}

/** "83%" or "—" when no worker is online. */
export function formatUtilisation(utilisation: number | null): string {
  return utilisation === null ? "—" : `${Math.round(utilisation * 100)}%`;
}

/** Trouble first; within one state the caller's order stays (a stable sort), e.g. the watch list's. */
export function sortByTrouble<T>(items: readonly T[], stateOf: (item: T) => HealthState | "unknown"): T[] {
  const rank = (item: T) => {
    const state = stateOf(item);
    // A Machine we cannot read right now is trouble too, just below offline.
    return state === "unknown" ? 0.5 : HEALTH_STATES.indexOf(state);
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
