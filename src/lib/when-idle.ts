type IdleDeadline = { timeRemaining(): number };
type IdleWindow = {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `work` a slice at a time while the browser is idle: each idle period calls it with `more()` (true
 * while the period lasts) until it returns true (done). Returns a cancel function. Without
 * requestIdleCallback (Safari, tests), a timer with an 8 ms budget stands in.
 */
export function whenIdle(work: (more: () => boolean) => boolean): () => void {
  const w = globalThis as unknown as IdleWindow;
  let cancelled = false;
  let handle: number | ReturnType<typeof setTimeout> | null = null;
  const step = (deadline: IdleDeadline) => {
    handle = null;
    if (cancelled) return;
    if (!work(() => deadline.timeRemaining() > 2)) schedule();
  };
  const schedule = () => {
    if (w.requestIdleCallback) handle = w.requestIdleCallback(step);
    else {
      const until = Date.now() + 8;
      handle = setTimeout(() => step({ timeRemaining: () => until - Date.now() }), 16);
    }
  };
  schedule();
  return () => {
    cancelled = true;
    if (handle === null) return;
    if (typeof handle === "number" && w.cancelIdleCallback) w.cancelIdleCallback(handle);
    else clearTimeout(handle as ReturnType<typeof setTimeout>);
  };
}
