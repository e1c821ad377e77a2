/**
 * After a hunk's link opens the timeline on its step, the focus goes to that row once the timeline has
 * drawn and scrolled to it (the Diff is gone by then, and the focus would otherwise fall to the page).
 * Looks for the row for a few seconds of frames, then gives up quietly.
 *
 * API: focusTimelineRow(ref)
 */
const FRAMES = 180;

export function focusTimelineRow(ref: string): void {
  const selector = `article[data-event-id="${CSS.escape(ref)}"]`;
  const look = (left: number) => {
    const row = document.querySelector<HTMLElement>(selector);
    if (row && row.getAttribute("aria-current") === "true") {
      row.focus({ preventScroll: true });
      return;
    }
    if (left > 0) requestAnimationFrame(() => look(left - 1));
  };
  requestAnimationFrame(() => look(FRAMES));
}
