// @vitest-environment happy-dom
import { useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { QueryState } from "./query-state";
import { renderInApp } from "./test-harness";

/** A query whose next answer the test sets: data, or an error to throw. */
function controlledQuery() {
  let next: { title: string } | ApiError = { title: "Bump the TLS library" };
  let refetch: () => Promise<unknown> = async () => undefined;
  function Page() {
    const query = useQuery({
      queryKey: ["item"],
      queryFn: async () => {
        if (next instanceof ApiError) throw next;
        return next;
      },
    });
    refetch = query.refetch;
    return (
      <QueryState query={query} loadingLabel="Loading item">
        {(item) => <p>{item.title}</p>}
      </QueryState>
    );
  }
  return {
    Page,
    answer: (value: { title: string } | ApiError) => {
      next = value;
    },
    refetch: () => act(async () => void (await refetch())),
  };
}

/** Loads the item, then refreshes it into `error`. */
async function loadedThenRefused(error: ApiError) {
  const q = controlledQuery();
  renderInApp(<q.Page />);
  expect(await screen.findByText("Bump the TLS library")).toBeTruthy();
  q.answer(error);
  await q.refetch();
  return q;
}

describe("QueryState", () => {
  it("a first load that fails shows the error, and nothing else", async () => {
    const q = controlledQuery();
    q.answer(new ApiError(503, "service_unavailable", "Down"));
    renderInApp(<q.Page />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByText("Bump the TLS library")).toBeNull();
  });

  it("a refresh that fails for a passing reason keeps what was loaded, with the failure above it", async () => {
    const q = await loadedThenRefused(new ApiError(429, "rate_limited", "Slow down", null, 3));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("loaded before this failed");
    expect(screen.getByText("Bump the TLS library")).toBeTruthy();
    // The next good answer clears the notice.
    q.answer({ title: "Bump the TLS library, again" });
    await q.refetch();
    expect(await screen.findByText("Bump the TLS library, again")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a refresh refused for good (403) replaces what was loaded: it may no longer be the caller's to see", async () => {
    await loadedThenRefused(new ApiError(403, "missing_scope", "No", "sessions:read"));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByText("Bump the TLS library")).toBeNull();
  });
});
