/** Per-key token bucket: `requests` tokens refilled evenly over `windowMs`. */
export interface RateLimiter {
  /** Takes one token; returns null when allowed, else the seconds to wait (≥ 1). */
  take(key: string, nowMs: number): number | null;
  reset(): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createRateLimiter(getLimit: () => { requests: number; windowMs: number }): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(key, nowMs) {
      const { requests, windowMs } = getLimit();
      const perMs = requests / windowMs;
      const bucket = buckets.get(key) ?? { tokens: requests, at: nowMs };
      bucket.tokens = Math.min(requests, bucket.tokens + Math.max(0, nowMs - bucket.at) * perMs);
      bucket.at = nowMs;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
    reset: () => buckets.clear(),
  };
}
