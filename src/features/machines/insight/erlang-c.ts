/**
 * The M/M/c queue (Erlang C): Poisson arrivals at rate λ, exponential run times with mean 1/μ, c workers
 * serving one first-come-first-served queue. Offered load a = λ/μ (Erlangs); stable only while a < c.
 * P(wait) = Erlang C(c, a), computed through the Erlang B recursion (no factorials, no overflow);
 * P(W > t) = C · e^(−(cμ − λ)t), so the q-quantile of the wait is ln(C / (1 − q)) / (cμ − λ) when
 * C > 1 − q, else 0.
 *
 * API: erlangC(c, a) → probability a session waits (1 when a ≥ c) ·
 *      waitQuantileMs(c, arrivalsPerHour, meanRunMs, q) → ms (Infinity when unstable) ·
 *      workersFor(arrivalsPerHour, meanRunMs, targetMs, q, max?) → smallest c meeting the target, or null past max
 */
export function erlangC(c: number, a: number): number {
  if (!Number.isInteger(c) || c < 1 || !(a >= 0)) return Number.NaN;
  if (a === 0) return 0;
  if (a >= c) return 1;
  let b = 1;
  for (let k = 1; k <= c; k++) b = (a * b) / (k + a * b);
  return (c * b) / (c - a * (1 - b));
}

const HOUR_MS = 3_600_000;

export function waitQuantileMs(c: number, arrivalsPerHour: number, meanRunMs: number, q: number): number {
  const lambda = arrivalsPerHour / HOUR_MS;
  const mu = 1 / meanRunMs;
  const a = lambda / mu;
  if (a >= c) return Number.POSITIVE_INFINITY;
  const pWait = erlangC(c, a);
  const tail = 1 - q;
  if (pWait <= tail) return 0;
  return Math.log(pWait / tail) / (c * mu - lambda);
}

/** The most workers `workersFor` tries; past it, the hint says no count it tried is enough. */
export const WORKERS_TRIED_MAX = 1000;

export function workersFor(
  arrivalsPerHour: number,
  meanRunMs: number,
  targetMs: number,
  q: number,
  max = WORKERS_TRIED_MAX,
): number | null {
  const a = (arrivalsPerHour / HOUR_MS) * meanRunMs;
  for (let c = Math.max(1, Math.floor(a) + 1); c <= max; c++)
    if (waitQuantileMs(c, arrivalsPerHour, meanRunMs, q) <= targetMs) return c;
  return null;
}
