import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(listener: () => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const list = matchMedia(QUERY);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
}

const read = () => (typeof matchMedia === "function" ? matchMedia(QUERY).matches : false);

/** The device asks for less motion (followed live: the setting can change while the page is open). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
