import type { PollerClock } from "./feed-types";

/** Reads the globals at call time so vi.useFakeTimers() installed after import still applies. */
export const systemClock: PollerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
