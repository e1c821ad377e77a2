import { useEffect, useState } from "react";

function isHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

/** The current time, ticking once a second while `active`, and whether the tab is hidden. */
export function useRetryClock(active: boolean): { now: number; hidden: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const [hidden, setHidden] = useState(isHidden);

  useEffect(() => {
    const onVisibility = () => setHidden(isHidden());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  return { now, hidden };
}
