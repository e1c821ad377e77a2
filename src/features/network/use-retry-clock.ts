import { useEffect, useState } from "react";
import { useNow, useSecondsUntil } from "@/ui";

function isHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

export interface RetryClockReading {
  /** The shared clock, for "Last tried … ago". */
  now: number;
  /** Whole seconds to `nextAt` on a timer of its own: the shared tick can be up to a second old, and read a second high. */
  nextInS: number;
  /** A hidden tab does not retry. */
  hidden: boolean;
}

export function useRetryClock(nextAt: number): RetryClockReading {
  const now = useNow();
  const nextInS = useSecondsUntil(nextAt) ?? 0;
  const [hidden, setHidden] = useState(isHidden);

  useEffect(() => {
    const onVisibility = () => setHidden(isHidden());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  return { now, nextInS, hidden };
}
