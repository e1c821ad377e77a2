import { LIMITS } from "@/api/limits";
import type { Machine } from "@/api/types";

export type CapacityTone = "green" | "amber" | "red" | "gray";

export interface Capacity {
  tone: CapacityTone;
  /** One or two words for a badge. */
  label: string;
  summary: string;
}

/**
 * One sentence about whether work can start now. Pure, so the rule is tested
 * apart from the gauges that show the same numbers.
 */
export function describeCapacity(machine: Pick<Machine, "workers" | "sessions">): Capacity {
  const { workers, sessions } = machine;
  if (workers.online === 0) {
    return sessions.queued > 0
      ? { tone: "red", label: "blocked", summary: `No worker online; ${plural(sessions.queued, "session")} waiting.` }
      : {
          tone: "gray",
          label: "no workers",
          summary: "No worker online. Sessions sent here will wait until one connects.",
        };
  }
  if (workers.idle > 0) {
    return {
      tone: "green",
      label: "ready",
      summary: `${plural(workers.idle, "idle worker")} ready to take a session.`,
    };
  }
  if (sessions.queued > 0) {
    return {
      tone: "amber",
      label: "busy",
      summary: `All online workers busy; ${plural(sessions.queued, "session")} queued.`,
    };
  }
  return { tone: "amber", label: "busy", summary: "All online workers busy; the next session will queue." };
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** Path rule (spec 4.8): id or case-insensitive name, 1 to 63 characters. */
export function validateMachineName(value: string): string | null {
  const name = value.trim();
  if (name.length < LIMITS.machineParamMinChars) return "Enter a Machine name or id.";
  if (name.length > LIMITS.machineParamMaxChars) {
    return `A Machine name has at most ${LIMITS.machineParamMaxChars} characters.`;
  }
  if (/[/?#\s]/.test(name)) return "A Machine name has no spaces, slashes, ? or #.";
  return null;
}
