import type { PollerClock } from "./feed-types";

/** A nextTask handle: the MessageChannel task cannot be taken back, so a cleared one does nothing when it runs. */
interface NextTask {
  cancelled: boolean;
}

function isNextTask(handle: unknown): handle is NextTask {
  return typeof handle === "object" && handle !== null && "cancelled" in handle;
}

/** Reads the globals at call time so vi.useFakeTimers() installed after import still applies. */
export const systemClock: PollerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    if (isNextTask(handle)) handle.cancelled = true;
    else globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
  // A MessageChannel task, not setTimeout(0): a hidden tab's timers wait up to a second, its messages do not.
  nextTask: (callback) => {
    const task: NextTask = { cancelled: false };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!task.cancelled) callback();
    };
    channel.port2.postMessage(null);
    return task;
  },
};
