import { type RefObject, useCallback, useSyncExternalStore } from "react";

export interface Fullscreen {
  /** The browser lets the page go full screen (not in every iframe or on every phone). */
  supported: boolean;
  /** The element is full screen now (Esc leaves, the browser tells us). */
  active: boolean;
  toggle: () => void;
}

function subscribe(listener: () => void): () => void {
  document.addEventListener("fullscreenchange", listener);
  return () => document.removeEventListener("fullscreenchange", listener);
}

const current = () => document.fullscreenElement;

/** The Fullscreen API for one element: a wall on a screen across the room needs no browser chrome. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const element = useSyncExternalStore(subscribe, current, () => null);
  const active = element !== null && element === ref.current;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { supported: typeof document !== "undefined" && document.fullscreenEnabled === true, active, toggle };
}
