import { backoffMs, type RetryTiming } from "@/api/retry-policy";
import { durationText, SECOND } from "@/ui/time";

/**
 * Pure rules for 409 agent_network_offline (spec 4.13): while the page is open the client tries
 * again on its own, waiting longer each time, and says when it last tried and when it tries next.
 */

export const OFFLINE_FIRST_RETRY_MS = 2_000;
export const OFFLINE_MAX_RETRY_MS = 30_000;
/** The one retry policy's backoff (api/retry-policy.ts), from 2 s: an offline network is not back in a second. */
const OFFLINE_TIMING: RetryTiming = { baseMs: OFFLINE_FIRST_RETRY_MS, capMs: OFFLINE_MAX_RETRY_MS };
/** While online, the live view refreshes this often. */
export const ONLINE_REFRESH_MS = 15_000;

/**
 * Wait before try number `attempt + 1` after `attempt` offline answers in a row, on the one retry policy:
 * up to 2 s, 4 s, 8 s, 16 s, then 30 s, the upper half of each at random so open tabs do not retry in step.
 */
export function offlineRetryDelay(attempt: number, random: () => number = Math.random): number {
  return backoffMs(Math.max(1, Math.floor(attempt)) - 1, random, OFFLINE_TIMING);
}

export interface OfflineStreak {
  attempts: number;
  triedAt: number;
  retryInMs: number;
}

/**
 * The number of this offline answer in the current streak. A streak whose next try is long overdue
 * (the page was closed or the tab hidden meanwhile) starts over, so a returning user gets a quick retry.
 */
export function nextOfflineAttempt(previous: OfflineStreak | null, now: number): number {
  if (!previous) return 1;
  const overdue = now - (previous.triedAt + previous.retryInMs) > OFFLINE_MAX_RETRY_MS;
  return overdue ? 1 : previous.attempts + 1;
}

const span = (s: number): string => durationText(s * SECOND, "age", "—");

export interface RetryClock {
  /** The shared clock's last tick: "Last tried … ago" needs no better. */
  now: number;
  triedAt: number;
  /** Whole seconds until the next try, exact to the second (0 once it is due). */
  nextInS: number;
  /** A request is on its way. */
  fetching: boolean;
  /** The tab is hidden: timers do not fetch until it is visible again. */
  hidden: boolean;
}

/** "Last tried 12 s ago · next try in 8 s". */
export function retryStatusText({ now, triedAt, nextInS, fetching, hidden }: RetryClock): string {
  const last = `Last tried ${span(Math.max(0, Math.round((now - triedAt) / 1000)))} ago`;
  if (fetching) return `${last} · trying now…`;
  if (hidden) return `${last} · paused while this tab is hidden`;
  return nextInS <= 0 ? `${last} · trying now…` : `${last} · next try in ${span(nextInS)}`;
}
