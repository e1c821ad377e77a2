import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { DEFAULT_STALL_THRESHOLD_MS } from "../answers/stall";
import {
  ATTENTION_KINDS,
  attentionOf,
  FAILED_WINDOW_MS,
  type LiveSignals,
  type SeenMark,
  sessionFingerprint,
  type TriageContext,
  totalsOf,
  triage,
} from "./triage";

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const HOUR = 60 * 60_000;
const T = DEFAULT_STALL_THRESHOLD_MS;
const iso = (ms: number) => new Date(ms).toISOString();

function session(over: Partial<Session> & { session_id: string }): Session {
  return {
    status: "exit",
    outcome: "success",
    created_at: iso(NOW - 2 * HOUR),
    started_at: iso(NOW - 2 * HOUR),
    finished_at: iso(NOW - HOUR),
    duration_ms: HOUR,
    cost_usd: 1,
    ...over,
  } as Session;
}

const empty: TriageContext = { now: NOW, live: new Map(), held: new Map(), seen: new Map() };

describe("attentionOf", () => {
  it("action required counts until the user opens the session in that state", () => {
    const s = session({ session_id: "a", outcome: "action_required" });
    expect(attentionOf(s, empty)).toEqual(["action_required"]);
    const seen = new Map([["a", { fp: sessionFingerprint(s), at: NOW }]]);
    expect(attentionOf(s, { ...empty, seen })).toEqual([]);
    // A new state (it ran again and asked again) is news again.
    const again = { ...s, finished_at: iso(NOW - 1000) };
    expect(attentionOf(again, { ...empty, seen })).toEqual(["action_required"]);
  });

  it("failed or errored counts inside the last 24 h only", () => {
    const failed = session({ session_id: "f", outcome: "failure", finished_at: iso(NOW - FAILED_WINDOW_MS) });
    expect(attentionOf(failed, empty)).toEqual(["failed"]);
    expect(attentionOf({ ...failed, finished_at: iso(NOW - FAILED_WINDOW_MS - 1) }, empty)).toEqual([]);
    const errored = session({ session_id: "e", status: "error", outcome: null, finished_at: iso(NOW - HOUR) });
    expect(attentionOf(errored, empty)).toEqual(["failed"]);
    const suspended = session({ session_id: "s", status: "suspended", outcome: null });
    expect(attentionOf(suspended, empty)).toEqual([]);
  });

  it("possibly stuck follows the stall rule, only with live signals, and stays after opening until dismissed", () => {
    const running = session({ session_id: "r", status: "running", outcome: null, finished_at: null });
    const quiet: LiveSignals = { lastEventAt: NOW - T, openToolSince: null };
    expect(attentionOf(running, empty)).toEqual([]);
    expect(attentionOf(running, { ...empty, live: new Map([["r", quiet]]) })).toEqual(["stuck"]);
    const notYet: LiveSignals = { lastEventAt: NOW - T + 1, openToolSince: null };
    expect(attentionOf(running, { ...empty, live: new Map([["r", notYet]]) })).toEqual([]);
    const waiting = { ...running, machine: { id: "m", name: "build-fleet", state: "waiting" } } as Session;
    expect(attentionOf(waiting, { ...empty, live: new Map([["r", quiet]]) })).toEqual([]);
    const waitingLive = new Map([["r", { ...quiet, waitingForWorker: true }]]);
    expect(attentionOf(running, { ...empty, live: waitingLive })).toEqual([]);
    // Opening it is not dismissing it: it stays counted.
    const openedThen = new Map([["r", { fp: "x", at: NOW }]]);
    expect(attentionOf(running, { ...empty, live: new Map([["r", quiet]]), seen: openedThen })).toEqual(["stuck"]);
    // Dismissing this spell clears it; a new spell (it moved, then went quiet again) counts again.
    const dismissed = new Map([["r", NOW - T]]);
    expect(attentionOf(running, { ...empty, live: new Map([["r", quiet]]), dismissed })).toEqual([]);
    const again: LiveSignals = { lastEventAt: NOW - T - 1, openToolSince: null };
    expect(attentionOf(running, { ...empty, live: new Map([["r", again]]), dismissed })).toEqual(["stuck"]);
  });

  it("the list judges rising spend and a held follow-up as the header does", () => {
    const running = session({ session_id: "r", status: "running", outcome: null, finished_at: null });
    const spending: LiveSignals = { lastEventAt: NOW - T, openToolSince: null, usageRose: true };
    const summary = triage([running], { ...empty, live: new Map([["r", spending]]) });
    expect(summary.stuck.get("r")?.reasons).toEqual(["spending_silently", "no_events"]);
    const held = triage([running], { ...empty, live: new Map([["r", spending]]), held: new Map([["r", NOW - 1]]) });
    expect(held.counts.stuck).toBe(0);
  });

  it("an open call is quiet only past the longer of T and 1.5 × its command's longest earlier run", () => {
    const running = session({ session_id: "r", status: "running", outcome: null, finished_at: null });
    const at = (ago: number): LiveSignals => ({
      lastEventAt: NOW - ago,
      openToolSince: NOW - ago,
      openToolEarlierMs: 6 * 60_000,
    });
    expect(attentionOf(running, { ...empty, live: new Map([["r", at(9 * 60_000 - 1)]]) })).toEqual([]);
    expect(attentionOf(running, { ...empty, live: new Map([["r", at(9 * 60_000)]]) })).toEqual(["stuck"]);
  });

  it("a held follow-up counts until the session is opened after it was held, and is not a stall", () => {
    const running = session({ session_id: "h", status: "running", outcome: null, finished_at: null });
    const held = new Map([["h", NOW - 1000]]);
    const live = new Map([["h", { lastEventAt: NOW - T, openToolSince: null }]]);
    expect(attentionOf(running, { ...empty, held, live })).toEqual(["held"]);
    expect(attentionOf(running, { ...empty, held, seen: new Map([["h", { fp: "", at: NOW - 1000 }]]) })).toEqual([]);
  });
});

describe("totalsOf", () => {
  it("sums reported costs and counts the missing ones apart", () => {
    const rows = [
      session({ session_id: "1", cost_usd: 1.25 }),
      session({ session_id: "2", cost_usd: null }),
      session({ session_id: "3", cost_usd: 2 }),
    ];
    expect(totalsOf(rows)).toEqual({ sessions: 3, cost: 3.25, costMissing: 1 });
  });
});

// An independent model: each rule written on its own, straight from the words.
function model(sessions: Session[], ctx: TriageContext): Record<string, number> {
  const fp = (s: Session) => `${s.status ?? ""}|${s.outcome ?? ""}|${s.finished_at ?? ""}`;
  const seenSame = (s: Session) => ctx.seen.get(s.session_id)?.fp === fp(s);
  const seenAt = (s: Session) => ctx.seen.get(s.session_id)?.at ?? Number.NEGATIVE_INFINITY;
  const at = (s: Session) => Date.parse(s.finished_at ?? s.started_at ?? s.created_at);
  return {
    action_required: sessions.filter((s) => s.outcome === "action_required" && !seenSame(s)).length,
    stuck: sessions.filter((s) => {
      const live = ctx.live.get(s.session_id);
      if (!live || s.status !== "running" || ctx.held.has(s.session_id) || s.outcome === "action_required")
        return false;
      const anchor = live.lastEventAt ?? Date.parse(s.started_at ?? s.created_at);
      const since = Math.min(anchor, live.openToolSince ?? Number.POSITIVE_INFINITY);
      // Opening does not clear it; only a dismissal of this very spell does.
      return ctx.now - since >= T && ctx.dismissed?.get(s.session_id) !== since;
    }).length,
    failed: sessions.filter(
      (s) => (s.outcome === "failure" || s.status === "error") && at(s) >= ctx.now - FAILED_WINDOW_MS && !seenSame(s),
    ).length,
    held: sessions.filter((s) => ctx.held.has(s.session_id) && seenAt(s) < (ctx.held.get(s.session_id) ?? 0)).length,
  };
}

const arbSession = fc.record({
  status: fc.constantFrom("running", "exit", "error", "suspended"),
  outcome: fc.constantFrom("success", "failure", "action_required", null),
  createdAgo: fc.integer({ min: 0, max: 48 * HOUR }),
  cost: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null }),
  live: fc.option(
    fc.record({
      lastAgo: fc.integer({ min: 0, max: 20 * 60_000 }),
      toolAgo: fc.option(fc.integer({ min: 0, max: 20 * 60_000 }), { nil: null }),
    }),
    { nil: null },
  ),
  heldAgo: fc.option(fc.integer({ min: 0, max: HOUR }), { nil: null }),
  seen: fc.option(fc.record({ same: fc.boolean(), ago: fc.integer({ min: -HOUR, max: HOUR }) }), { nil: null }),
});

describe("triage", () => {
  it("counts each reason as the independent model does, and totals every session", () => {
    fc.assert(
      fc.property(fc.array(arbSession, { maxLength: 40 }), (specs) => {
        const live = new Map<string, LiveSignals>();
        const held = new Map<string, number>();
        const seen = new Map<string, SeenMark>();
        const sessions = specs.map((spec, i) => {
          const id = `ses_${i}`;
          const created = NOW - spec.createdAgo;
          const s = session({
            session_id: id,
            status: spec.status as Session["status"],
            outcome: spec.outcome as Session["outcome"],
            created_at: iso(created),
            started_at: iso(created),
            finished_at: spec.status === "running" ? null : iso(Math.min(NOW, created + 60_000)),
            cost_usd: spec.cost,
          });
          if (spec.live)
            live.set(id, {
              lastEventAt: NOW - spec.live.lastAgo,
              openToolSince: spec.live.toolAgo === null ? null : NOW - spec.live.toolAgo,
            });
          if (spec.heldAgo !== null) held.set(id, NOW - spec.heldAgo);
          if (spec.seen)
            seen.set(id, { fp: spec.seen.same ? sessionFingerprint(s) : "other", at: NOW - spec.seen.ago });
          return s;
        });
        const ctx: TriageContext = { now: NOW, live, held, seen };
        const summary = triage(sessions, ctx);
        expect(summary.counts).toEqual(model(sessions, ctx));
        for (const kind of ATTENTION_KINDS) expect(summary.ids[kind].length).toBe(summary.counts[kind]);
        expect(summary.totals.sessions).toBe(sessions.length);
        expect(summary.totals.costMissing).toBe(sessions.filter((s) => s.cost_usd === null).length);
        expect(summary.anyCount).toBeLessThanOrEqual(sessions.length);
      }),
    );
  });
});
