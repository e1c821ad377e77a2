import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { durationOf, lastActivityOf, prOf, SORT_KEYS, sortSessions } from "./sort";

const s = (over: Partial<Session> & { session_id: string }) =>
  ({ status: "exit", created_at: "2026-11-25T10:00:00.000Z", ...over }) as Session;

describe("session columns", () => {
  it("reads duration, last activity and the PR, or says nothing", () => {
    expect(durationOf(s({ session_id: "a", duration_ms: 1200 }))).toBe(1200);
    expect(
      durationOf(s({ session_id: "b", started_at: "2026-11-25T10:00:00Z", finished_at: "2026-11-25T10:01:00Z" })),
    ).toBe(60_000);
    expect(durationOf(s({ session_id: "c" }))).toBeNull();
    const live = { lastEventAt: Date.parse("2026-11-25T11:00:00Z"), openToolSince: null };
    expect(lastActivityOf(s({ session_id: "d", finished_at: "2026-11-25T10:30:00Z" }), live)).toBe(live.lastEventAt);
    expect(prOf(s({ session_id: "e", pr_url: "https://github.com/acme/x/pull/12" }))).toEqual({
      url: "https://github.com/acme/x/pull/12",
      label: "#12",
    });
    expect(prOf(s({ session_id: "f", pr_url: "javascript:alert(1)" }))).toBeNull();
    expect(
      prOf(
        s({
          session_id: "g",
          change_requests: [{ url: "https://gitlab.com/a/b/-/merge_requests/7", status: "active" }],
        }),
      )?.label,
    ).toBe("#7");
  });

  it("sorts by every column, stably, with values not reported last in both directions", () => {
    const arb = fc.array(
      fc.record({
        cost: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        duration: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        title: fc.constantFrom("a", "b", "B", ""),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom("asc" as const, "desc" as const),
        (specs, key, dir) => {
          const rows = specs.map((x, i) =>
            s({ session_id: `s${i}`, cost_usd: x.cost, duration_ms: x.duration as number, title: x.title }),
          );
          const sorted = sortSessions(rows, key, dir);
          expect(sorted.map((r) => r.session_id).sort()).toEqual(rows.map((r) => r.session_id).sort());
          if (key === "cost") {
            const costs = sorted.map((r) => r.cost_usd);
            const firstMissing = costs.indexOf(null);
            if (firstMissing >= 0) expect(costs.slice(firstMissing).every((c) => c === null)).toBe(true);
            const known = costs.filter((c): c is number => c !== null);
            expect(known).toEqual([...known].sort((a, b) => (dir === "asc" ? a - b : b - a)));
          }
        },
      ),
    );
  });
});

describe("filterSessions", () => {
  it("narrows by status, outcome, text, ids, exact repository and day", async () => {
    const { filterSessions } = await import("./filter");
    const rows = [
      s({ session_id: "ses_a", repo: "acme/api", title: "Fix retry", outcome: "failure", tags: ["nightly"] }),
      s({ session_id: "ses_b", repo: "acme/api-docs", title: "Docs", created_at: "2026-11-24T23:59:59Z" }),
    ];
    const ids = (f: Parameters<typeof filterSessions>[1]) => filterSessions(rows, f).map((r) => r.session_id);
    expect(ids({ repo: "acme/api" })).toEqual(["ses_a"]);
    expect(ids({ q: "NIGHT" })).toEqual(["ses_a"]);
    expect(ids({ day: "2026-11-24" })).toEqual(["ses_b"]);
    expect(ids({ outcome: "failure", ids: new Set(["ses_b"]) })).toEqual([]);
    expect(ids({})).toEqual(["ses_a", "ses_b"]);
  });
});
