import { useEffect, useState } from "react";
import { useNow } from "@/ui";

function isHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

/** The shared clock while `active`, and whether the tab is hidden (a hidden tab does not retry). */
export function useRetryClock(active: boolean): { now: number; hidden: boolean } {
  const now = useNow({ active });
  const [hidden, setHidden] = useState(isHidden);

  useEffect(() => {
    const onVisibility = () => setHidden(isHidden());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  return { now, hidden };
}
