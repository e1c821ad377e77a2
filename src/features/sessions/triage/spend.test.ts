import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { dayOf, MAX_DAYS, spendByDay, spendByRepo } from "./spend";

const DAY = 24 * 60 * 60_000;
const BASE = Date.parse("2026-11-01T00:00:00.000Z");
const s = (id: string, repo: string | undefined, at: number, cost: number | null) =>
  ({ session_id: id, repo, created_at: new Date(at).toISOString(), cost_usd: cost }) as Session;

describe("spend", () => {
  it("groups cost and sessions by repository, most spent first, missing costs apart", () => {
    const rows = spendByRepo([
      s("1", "acme/a", BASE, 1),
      s("2", "acme/b", BASE, 5),
      s("3", "acme/a", BASE, null),
      s("4", undefined, BASE, 0.5),
    ]);
    expect(rows).toEqual([
      { key: "acme/b", sessions: 1, cost: 5, costMissing: 0 },
      { key: "acme/a", sessions: 2, cost: 1, costMissing: 1 },
      { key: null, sessions: 1, cost: 0.5, costMissing: 0 },
    ]);
  });

  it("lists every UTC day of the window, the empty ones too", () => {
    const rows = spendByDay([s("1", "r", BASE + 3 * DAY + 5, 2), s("2", "r", BASE + 10, 1), s("3", "r", BASE + 20, 1)]);
    expect(rows.map((r) => [r.key, r.sessions, r.cost])).toEqual([
      ["2026-11-01", 2, 2],
      ["2026-11-02", 0, 0],
      ["2026-11-03", 0, 0],
      ["2026-11-04", 1, 2],
    ]);
    expect(dayOf({ created_at: "nonsense" } as unknown as Session)).toBeNull();
  });

  it("keeps totals whatever the grouping, and never more than MAX_DAYS empty-filled rows", () => {
    const arb = fc.array(
      fc.record({
        repo: fc.option(fc.constantFrom("a", "b", "c"), { nil: undefined }),
        day: fc.integer({ min: 0, max: 120 }),
        cost: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const sessions = specs.map((x, i) => s(`s${i}`, x.repo, BASE + x.day * DAY, x.cost));
        const total = specs.reduce((sum, x) => sum + (x.cost ?? 0), 0);
        for (const rows of [spendByRepo(sessions), spendByDay(sessions)]) {
          expect(rows.reduce((n, r) => n + r.sessions, 0)).toBe(sessions.length);
          expect(rows.reduce((n, r) => n + r.cost, 0)).toBe(total);
          expect(rows.reduce((n, r) => n + r.costMissing, 0)).toBe(specs.filter((x) => x.cost === null).length);
        }
        const days = spendByDay(sessions);
        if (days.length > MAX_DAYS) expect(days.every((r) => r.sessions > 0)).toBe(true);
      }),
    );
  });
});
