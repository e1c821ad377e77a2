import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";

const AGAIN = "session-control:machine-place-again";

/**
 * For a link to the place the address already names (the router sees no navigation then): arrive there
 * again, as the first click did.
 */
export function arriveAgain(place: string): void {
  window.dispatchEvent(new CustomEvent<string>(AGAIN, { detail: place }));
}

/**
 * The element the address's #hash names, on arrival: once it is on the page and `ready` (its content
 * read, so nothing above it still grows), it takes focus and is scrolled to the top, once per
 * navigation. A link to a figure's source then lands a keyboard or screen-reader user on the source,
 * not only the eye (the router scrolls to a hash only when the element is there at once). Give the
 * element `tabIndex={-1}`: it can take focus without becoming a Tab stop.
 */
export function useHashTarget<T extends HTMLElement>(id: string, ready = true) {
  const ref = useRef<T>(null);
  // One value per navigation to this hash.
  const navigation = useLocation({
    select: (location) => (location.hash === id ? (location.state.__TSR_key ?? location.href) : null),
  });
  // A link followed again to where the address already is (the router does not navigate).
  const [again, setAgain] = useState(0);
  useEffect(() => {
    const onAgain = (event: Event) => {
      if ((event as CustomEvent<string>).detail === id) setAgain((n) => n + 1);
    };
    window.addEventListener(AGAIN, onAgain);
    return () => window.removeEventListener(AGAIN, onAgain);
  }, [id]);
  const arrival = navigation === null ? null : `${navigation}:${again}`;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (arrival === null || !ready || !element || handled.current === arrival) return;
    handled.current = arrival;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "start" });
  }, [arrival, ready]);
  return ref;
}
