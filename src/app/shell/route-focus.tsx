import { VisuallyHidden } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { APP_TITLE } from "@/ui";
import { pageName, shouldMoveFocus } from "./focus-after-navigation";

/** The page's h1, given tabIndex -1 so it can take focus without becoming a Tab stop. */
function headingIn(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

/**
 * Mounted once in the shell: after each navigation to another path, focus goes to the new page's
 * heading (main until the heading renders) and the page's name is announced. See focus-after-navigation.ts.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    let before: Element | null = null;
    let waiting: MutationObserver | null = null;
    const stopWaiting = () => {
      waiting?.disconnect();
      waiting = null;
    };
    const land = (heading: HTMLElement) => {
      heading.focus({ preventScroll: true });
      // Cleared first so the same words (the same page again) are announced again.
      setAnnouncement("");
      requestAnimationFrame(() => setAnnouncement(`${pageName(heading, document.title, APP_TITLE)}, page`));
    };
    const offBefore = router.subscribe("onBeforeNavigate", () => {
      before = document.activeElement;
    });
    const offRendered = router.subscribe("onRendered", (event) => {
      const main = document.getElementById(mainId);
      const situation = {
        pathChanged: event.pathChanged,
        fromPage: event.fromLocation !== undefined,
        before,
        now: document.activeElement,
        main,
      };
      if (!main || !shouldMoveFocus(situation)) return;
      stopWaiting();
      const heading = headingIn(main);
      if (heading) return land(heading);
      // The page is still loading its heading: hold focus on main, then move on when it appears,
      // unless the reader has moved on by then.
      main.focus({ preventScroll: true });
      waiting = new MutationObserver(() => {
        if (document.activeElement !== main) return stopWaiting();
        const late = headingIn(main);
        if (!late) return;
        stopWaiting();
        land(late);
      });
      waiting.observe(main, { childList: true, subtree: true });
    });
    return () => {
      offBefore();
      offRendered();
      stopWaiting();
    };
  }, [router, mainId]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
