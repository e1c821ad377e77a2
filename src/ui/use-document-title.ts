import { useEffect } from "react";

export const APP_TITLE = "Session Control";

/** The page's own title and the alert count shown before it ("(2) Fix CI · running · Session Control"). */
let pageTitle: string | null = null;
let badge = 0;

function apply(): void {
  if (pageTitle === null) pageTitle = document.title || APP_TITLE;
  document.title = badge > 0 ? `(${badge}) ${pageTitle}` : pageTitle;
}

/**
 * Sets the browser tab's title while the calling page is shown ("<parts> · Session Control"), so
 * several tabs of the dashboard can be told apart. Empty parts are skipped. PageHeader calls it with
 * the page's title, so every area page has one.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = [...parts.filter((p): p is string => typeof p === "string" && p.trim() !== ""), APP_TITLE].join(" · ");
  useEffect(() => {
    pageTitle = title;
    apply();
  }, [title]);
}

/** A count of unseen alerts before whatever title the page sets (0 removes it). */
export function setTitleBadge(count: number): void {
  if (count === badge) return;
  badge = Math.max(0, Math.trunc(count));
  apply();
}
