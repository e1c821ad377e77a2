import { describe, expect, it } from "vitest";
import { ORG, type Reply, startSimServer } from "./core-harness.ts";

interface Ev {
  seq: number;
  id: string;
  type: string;
  text: string | null;
  data: Record<string, unknown> | null;
}
interface Page {
  session: Record<string, unknown>;
  items: Ev[];
  next_seq: number;
}

const sim = startSimServer();
const events = (id: string, query: string, key: Parameters<typeof sim.call>[0] = "owner"): Promise<Reply<Page>> =>
  sim.call<Page>(key, "GET", `${ORG}/sessions/${id}/events${query}`);

async function drain(
  id: string,
  key: Parameters<typeof sim.call>[0] = "owner",
  from = -1,
): Promise<{ items: Ev[]; next: number }> {
  const items: Ev[] = [];
  let next = from;
  for (;;) {
    const r = await events(id, `?after_seq=${next}&limit=1000`, key);
    items.push(...r.body.items);
    if (r.body.items.length === 0) return { items, next: r.body.next_seq };
    next = r.body.next_seq;
  }
}

describe("event paging (spec §4.3, §6)", () => {
  it("starts before event zero with after_seq=-1 and returns 200 events by default", async () => {
    const r = await events("ses_100k", "");
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(200);
    expect(r.body.items[0]?.seq).toBe(0);
    expect(r.body.next_seq).toBe(199);
  });

  it.each([
    ["limit=1", 1],
    ["limit=1000", 1000],
  ])("accepts %s", async (query, count) => {
    const r = await events("ses_100k", `?after_seq=-1&${query}`);
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(count);
  });

  it.each(["limit=0", "limit=1001", "limit=abc"])("rejects %s with 400 invalid_limit", async (query) => {
    const r = await events("ses_100k", `?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: "invalid_limit" });
  });

  it("accepts wait_ms=20000 and answers a finished session at once", async () => {
    const r = await events("ses_done_success", "?after_seq=100000&wait_ms=20000");
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([]);
    expect(sim.clock.pendingSleeps()).toBe(0);
  });

  it.each(["wait_ms=20001", "wait_ms=-1"])("rejects %s with 400 invalid_wait_ms", async (query) => {
    const r = await events("ses_done_success", `?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: "invalid_wait_ms" });
  });

  it.each(["after_seq=-2", "after_seq=x"])("rejects %s with 400 invalid_after_seq", async (query) => {
    expect((await events("ses_done_success", `?${query}`)).body).toMatchObject({ error: "invalid_after_seq" });
  });

  it("pages the 100 000-event session to its end and then keeps the cursor", async () => {
    const tail = await events("ses_100k", "?after_seq=98999&limit=1000");
    expect(tail.body.items).toHaveLength(1000);
    expect(tail.body.items.at(-1)?.seq).toBe(99_999);
    expect(tail.body.next_seq).toBe(99_999);
    const after = await events("ses_100k", "?after_seq=99999");
    expect(after.body).toMatchObject({ items: [], next_seq: 99_999 });
  });

  it("answers 404 session_not_found for an unknown session", async () => {
    const r = await events("ses_gone", "");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: "session_not_found" });
  });

  it("carries a snapshot without the retrieval-only fields", async () => {
    const r = await events("ses_done_success", "?limit=1");
    expect(r.body.session.session_id).toBe("ses_done_success");
    for (const key of ["target", "machine", "repos", "change_requests"]) expect(r.body.session).not.toHaveProperty(key);
  });

  it("pairs each tool_use with a tool_result carrying the same tool_use_id", async () => {
    const { items } = await drain("ses_done_success");
    const uses = items.filter((e) => e.type === "tool_use").map((e) => e.data?.tool_use_id);
    const results = new Set(items.filter((e) => e.type === "tool_result").map((e) => e.data?.tool_use_id));
    expect(uses.length).toBeGreaterThan(0);
    for (const id of uses) expect(results.has(id)).toBe(true);
  });
});

describe("debug visibility", () => {
  it("shows diagnostic and raw kinds and status text only to an owner/admin with sessions:debug", async () => {
    const owner = await drain("ses_done_success", "owner");
    const member = await drain("ses_done_success", "member");
    expect(owner.items.some((e) => e.type === "diagnostic")).toBe(true);
    expect(owner.items.some((e) => e.type === "raw" && typeof e.data?.content === "string")).toBe(true);
    expect(owner.items.find((e) => e.type === "status")?.text).toBeTruthy();
    expect(member.items.some((e) => e.type === "diagnostic" || e.type === "raw")).toBe(false);
    for (const status of member.items.filter((e) => e.type === "status"))
      expect(status).toMatchObject({ text: null, data: null });
    expect(member.next).toBe(owner.next);
  });

  it("keeps assistant, reasoning and tool activity visible with sessions:read", async () => {
    const types = new Set((await drain("ses_done_success", "read-only")).items.map((e) => e.type));
    expect([...types].sort()).toEqual(["assistant", "reasoning", "status", "tool_result", "tool_use"]);
  });
});

describe("the live stream", () => {
  it("re-sends a growing event under the same id with a higher seq", async () => {
    const first = await drain("ses_live_stream");
    await sim.clock.advance(60_000);
    const later = await drain("ses_live_stream", "owner", first.next);
    const growing = later.items.find((e) => first.items.some((f) => f.id === e.id));
    expect(growing).toBeDefined();
    const before = first.items.find((e) => e.id === growing?.id);
    expect(growing?.seq).toBeGreaterThan(before?.seq ?? Number.POSITIVE_INFINITY);
    const again = await drain("ses_live_stream");
    expect(again.items.filter((e) => e.id === growing?.id)).toHaveLength(1);
  });

  it("parks a long poll while running and answers when a newer event exists", async () => {
    const { next } = await drain("ses_live_stream");
    let settled = false;
    const pending = events("ses_live_stream", `?after_seq=${next}&wait_ms=20000`).then((r) => {
      settled = true;
      return r;
    });
    await sim.parked();
    expect(settled).toBe(false);
    await sim.clock.advance(10_000);
    const r = await pending;
    expect(r.body.items.length).toBeGreaterThan(0);
    expect(r.body.items[0]?.seq).toBeGreaterThan(next);
  });

  it("answers an empty page after wait_ms when nothing new happens", async () => {
    const { next } = await drain("ses_machine_queue");
    const pending = events("ses_machine_queue", `?after_seq=${next}&wait_ms=1000`);
    await sim.parked();
    await sim.clock.advance(1_000);
    const r = await pending;
    expect(r.body).toMatchObject({ items: [], next_seq: next });
    expect(r.body.session.status).toBe("running");
  });

  it("finishes after about three simulated minutes with outcome success", async () => {
    await sim.clock.advance(200_000);
    const { items } = await drain("ses_live_stream");
    const r = await events("ses_live_stream", "?limit=1");
    expect(r.body.session).toMatchObject({ status: "exit", outcome: "success" });
    expect(items.at(-1)?.type).toBe("status");
    const assistant = items.filter((e) => e.type === "assistant");
    expect(assistant.every((e) => e.id === assistant[0]?.id)).toBe(true);
    expect(assistant.at(-1)?.data?.is_partial).toBe(false);
  });
});

describe("event page chaos", () => {
  it("never corrupts the feed: merging by id (highest seq wins) gives the clean result", async () => {
    const merge = (into: Map<string, Ev>, items: Ev[]): void => {
      for (const e of items) if ((into.get(e.id)?.seq ?? -2) < e.seq) into.set(e.id, e);
    };
    const clean = new Map<string, Ev>();
    merge(clean, (await drain("ses_done_success")).items);
    sim.sim.setFaults({ eventPageChaos: 1 });
    const chaotic = new Map<string, Ev>();
    let next = -1;
    let disturbed = 0;
    for (let i = 0; i < 60; i += 1) {
      const r = await events("ses_done_success", `?after_seq=${next}&limit=7`);
      const ids = r.body.items.map((e) => e.id);
      if (new Set(ids).size !== ids.length || ids.length === 0 || r.body.items.some((e) => e.seq <= next))
        disturbed += 1;
      merge(chaotic, r.body.items);
      next = r.body.next_seq;
    }
    expect(disturbed).toBeGreaterThan(0);
    expect(chaotic).toEqual(clean);
  });
});
