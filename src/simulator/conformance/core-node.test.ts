import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock } from "../core/clock.ts";
import { demoKey } from "../core/keys.ts";
import { createTestSimulator } from "../node.ts";

// The vitest entry point: msw/node intercepts fetch to http://sim.test, no port needed.
const clock = createManualClock();
const t = createTestSimulator({ clock, seed: 3 });
beforeAll(() => t.server.listen());
afterAll(() => t.server.close());

const owner = { authorization: `Bearer ${demoKey("owner").key}` };

describe("createTestSimulator", () => {
  it("serves the same handlers at http://sim.test", async () => {
    const r = await fetch(`${t.baseUrl}/v3/organizations/demo/sessions/ses_live_stream`, { headers: owner });
    expect(r.status).toBe(200);
    expect((await r.json()).status).toBe("running");
  });

  it("rebuilds the world on reset, so accepted messages are forgotten", async () => {
    const post = () =>
      fetch(`${t.baseUrl}/v3/organizations/demo/sessions/ses_done_success/messages`, {
        method: "POST",
        headers: { ...owner, "content-type": "application/json" },
        body: JSON.stringify({ message: "again" }),
      });
    await post();
    const api = () => t.sim.ctx.domain<{ messagesReceived(id: string): number }>("sessions");
    expect(api()?.messagesReceived("ses_done_success")).toBe(1);
    t.reset(3);
    expect(api()?.messagesReceived("ses_done_success")).toBe(0);
    expect((await post()).status).toBe(200);
  });

  it("builds the same fixtures from the same seed", async () => {
    const list = async () =>
      (
        await (await fetch(`${t.baseUrl}/v3/organizations/demo/sessions?first=100`, { headers: owner })).json()
      ).items.map((s: { session_id: string }) => s.session_id);
    t.reset(3);
    const a = await list();
    t.reset(3);
    expect(await list()).toEqual(a);
    t.reset(4);
    expect(await list()).not.toEqual(a);
  });

  it("fails loudly on requests no handler serves", async () => {
    await expect(fetch("http://elsewhere.test/x")).rejects.toThrow();
  });
});
