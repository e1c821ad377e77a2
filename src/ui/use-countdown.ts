import { useEffect, useState } from "react";

/** Seconds left from `startS` down to 0, ticking once a second; null when there is nothing to count. */
export function useCountdown(startS: number | null): number | null {
  const [left, setLeft] = useState(startS);

  useEffect(() => {
    setLeft(startS);
    if (startS === null || startS <= 0) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, startS - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startS]);

  return left;
}
