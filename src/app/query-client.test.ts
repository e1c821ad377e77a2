import { describe, expect, it } from "vitest";
import { queryRetryDelay, shouldRetryQuery } from "@/api/retry-policy";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("uses the one retry policy and does not refetch on window focus", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
