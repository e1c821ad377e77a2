/**
 * Why: a single-page app swaps the page without the browser's own navigation, so focus stays on the
 * link that was clicked, or falls to <body> when that link unmounts (opening a session from the list),
 * and a screen reader hears nothing. After every navigation to another path, focus moves to the new
 * page's heading (main while it has none yet) and the page is announced in a polite live region. It
 * leaves focus alone when the new page put it somewhere itself (an autofocused field) and on changes
 * of the search alone (a tab, a filter), which keep the reader where they are.
 * API: shouldMoveFocus, pageName
 */

export interface FocusSituation {
  /** The path changed (not only the search or hash). */
  pathChanged: boolean;
  /** There was a page before (not the first render). */
  fromPage: boolean;
  /** What had focus when the navigation started. */
  before: Element | null;
  /** What has focus now that the new page rendered. */
  now: Element | null;
  /** The page's main landmark. */
  main: Element | null;
}

/** Whether to move focus to the new page's heading: not when the new page already focused something in it. */
export function shouldMoveFocus({ pathChanged, fromPage, before, now, main }: FocusSituation): boolean {
  if (!pathChanged || !fromPage || !main) return false;
  if (now === null || now === document.body || !now.isConnected) return true;
  const pageChoseIt = now !== before && main.contains(now) && now !== main;
  return !pageChoseIt;
}

/** What to announce: the heading's words, else the tab's title without the app's name. */
export function pageName(heading: Element | null, title: string, appTitle: string): string {
  const text = heading?.textContent?.replace(/\s+/g, " ").trim();
  if (text) return text;
  const parts = title.split(" · ").filter((p) => p !== appTitle && p.trim() !== "");
  return parts.join(", ") || appTitle;
}
