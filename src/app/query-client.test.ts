import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { createQueryClient, MAX_RETRY_DELAY_MS, retryDelay, shouldRetry } from "./query-client";

const err = (status: number, retryAfterS: number | null = null) =>
  new ApiError(status, "code", "message", null, retryAfterS);

describe("shouldRetry", () => {
  it("retries network failures, 5xx and 429 up to three times", () => {
    for (const status of [0, 500, 502, 503, 429]) {
      expect(shouldRetry(0, err(status))).toBe(true);
      expect(shouldRetry(2, err(status))).toBe(true);
      expect(shouldRetry(3, err(status))).toBe(false);
    }
  });

  it("never retries 4xx other than 429", () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413]) expect(shouldRetry(0, err(status))).toBe(false);
  });

  it("does not retry errors that are not ApiError (bugs, aborts)", () => {
    expect(shouldRetry(0, new Error("boom"))).toBe(false);
    expect(shouldRetry(0, new DOMException("aborted", "AbortError"))).toBe(false);
  });
});

describe("retryDelay", () => {
  it("honours Retry-After exactly", () => {
    expect(retryDelay(0, err(429, 7))).toBe(7000);
    expect(retryDelay(5, err(429, 1))).toBe(1000);
  });

  it("grows exponentially with jitter and is capped at 30 s", () => {
    expect(retryDelay(0, err(500), () => 0)).toBe(500);
    expect(retryDelay(0, err(500), () => 1)).toBe(1000);
    expect(retryDelay(2, err(500), () => 0)).toBe(2000);
    expect(retryDelay(20, err(500), () => 1)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(20, err(500), () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
  });
});

describe("createQueryClient", () => {
  it("does not refetch on window focus by default", () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
