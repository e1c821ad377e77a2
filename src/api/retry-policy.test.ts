import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { isRetryableError, RETRY_POLICY, retryDelayMs, shouldRetryQuery } from "./retry-policy";

const err = (status: number, retryAfterS: number | null = null) =>
  new ApiError(status, "code", "message", null, retryAfterS);

describe("retry policy", () => {
  it("retries network failures, 5xx and 429, three times for a read", () => {
    for (const status of [0, 500, 502, 503, 429]) {
      expect(isRetryableError(err(status))).toBe(true);
      expect(shouldRetryQuery(0, err(status))).toBe(true);
      expect(shouldRetryQuery(2, err(status))).toBe(true);
      expect(shouldRetryQuery(3, err(status))).toBe(false);
    }
  });

  it("never retries other 4xx, nor what is not an ApiError (bugs, aborts)", () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413]) {
      expect(retryDelayMs(err(status), 0)).toBeNull();
      expect(shouldRetryQuery(0, err(status))).toBe(false);
    }
    expect(retryDelayMs(new Error("boom"), 0)).toBeNull();
    expect(shouldRetryQuery(0, new DOMException("aborted", "AbortError"))).toBe(false);
  });

  it("honours Retry-After exactly, whatever the attempt", () => {
    expect(retryDelayMs(err(429, 7), 0, () => 0.9)).toBe(7000);
    expect(retryDelayMs(err(503, 1), 5, () => 0.9)).toBe(1000);
  });

  it("grows exponentially with equal jitter and is capped at 30 s", () => {
    expect(retryDelayMs(err(500), 0, () => 0)).toBe(500);
    expect(retryDelayMs(err(500), 0, () => 0.999)).toBe(999);
    expect(retryDelayMs(err(500), 2, () => 0)).toBe(2000);
    expect(retryDelayMs(err(0), 20, () => 0.999)).toBe(29_985);
    expect(retryDelayMs(err(0), 20, () => 0)).toBe(RETRY_POLICY.capMs / 2);
  });

  it("every delay lies in [ceiling / 2, ceiling) of its attempt", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 0.999_999, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(RETRY_POLICY.capMs, RETRY_POLICY.baseMs * 2 ** attempt);
        const delay = retryDelayMs(err(502), attempt, () => r) ?? -1;
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThan(ceiling);
      }),
    );
  });
});
