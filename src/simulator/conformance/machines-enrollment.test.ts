import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/limits.ts";
import type { MachinesApi } from "../domains/machines/index.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const root = {
  path_fingerprint: "sha256:1f3a",
  permissions: { read: true, write: true, execute: true, discover_environment: false, expose_mcp: false },
  execution_mode: "confined",
};
const valid = { install_id: "install-0000000001", code_challenge: "A".repeat(43), roots: [root] };
type Key = Parameters<typeof world.call>[0];
const enroll = (patch: Record<string, unknown> = {}, key: Key = "owner", machine = "build-fleet") =>
  world.call(key, "POST", `/machines/${machine}/enrollment-tickets`, { ...valid, ...patch });
const codeOf = async (patch: Record<string, unknown>) => {
  const reply = await enroll(patch);
  return reply.status === 200 ? "ok" : `${reply.status} ${String(reply.body.error)}`;
};

describe("POST /machines/{machine}/enrollment-tickets (spec 4.8)", () => {
  it("issues a one-use headless ticket valid for 120 s, persistent by default", async () => {
    const now = world.now();
    const reply = await enroll();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ device_kind: "headless", lifecycle: "persistent", machine_name: "build-fleet" });
    expect(reply.body.enrollment_ticket).toEqual(expect.stringMatching(/^enr_[0-9a-f]{64}$/));
    expect(Date.parse(String(reply.body.expires_at))).toBe(now + 120_000);
    expect(Date.parse(String(reply.body.device_expires_at))).toBe(now + LIMITS.ttlPersistentDefaultS * 1000);
  });

  it("authorizes owner and admin keys, not a member or a read-only key", async () => {
    expect((await enroll({}, "admin")).status).toBe(200);
    const member = await enroll({}, "member");
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ error: "missing_scope", required_scope: "devices:write" });
    expect((await enroll({}, "read-only")).status).toBe(403);
    expect((await enroll({}, null)).status).toBe(401);
  });

  it("lets a Machine token approve workers for its own Machine only", async () => {
    expect((await enroll({}, "machine-token", "BUILD-FLEET")).status).toBe(200);
    const other = await enroll({}, "machine-token", "gpu-pool");
    expect(other.status).toBe(403);
    expect(other.body.error).toBe("missing_scope");
    expect((await enroll({}, "machine-token", "no-such-machine")).status).toBe(403);
  });

  it("rejects unknown fields, naming them (device_kind, bound_run_id)", async () => {
    for (const field of ["device_kind", "bound_run_id"]) {
      const reply = await enroll({ [field]: "x" });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe("unknown_field");
      expect(String(reply.body.message)).toContain(field);
    }
  });

  it("bounds install_id to 16..160 characters", async () => {
    expect(await codeOf({ install_id: "i".repeat(15) })).toBe("400 invalid_install_id");
    expect(await codeOf({ install_id: "i".repeat(16) })).toBe("ok");
    expect(await codeOf({ install_id: "i".repeat(160) })).toBe("ok");
    expect(await codeOf({ install_id: "i".repeat(161) })).toBe("400 invalid_install_id");
  });

  it("bounds roots to 1..32 items", async () => {
    expect(await codeOf({ roots: [] })).toBe("400 invalid_roots");
    expect(await codeOf({ roots: [root] })).toBe("ok");
    expect(await codeOf({ roots: Array(32).fill(root) })).toBe("ok");
    expect(await codeOf({ roots: Array(33).fill(root) })).toBe("400 invalid_roots");
  });

  it("bounds ttl_seconds: minimum 60, per-lifecycle maximum", async () => {
    expect(await codeOf({ ttl_seconds: 59 })).toBe("400 invalid_ttl");
    expect(await codeOf({ ttl_seconds: 60 })).toBe("ok");
    expect(await codeOf({ ttl_seconds: LIMITS.ttlPersistentMaxS })).toBe("ok");
    expect(await codeOf({ ttl_seconds: LIMITS.ttlPersistentMaxS + 1 })).toBe("400 invalid_ttl");
    expect(await codeOf({ lifecycle: "ephemeral", ttl_seconds: LIMITS.ttlEphemeralMaxS })).toBe("ok");
    expect(await codeOf({ lifecycle: "ephemeral", ttl_seconds: LIMITS.ttlEphemeralMaxS + 1 })).toBe("400 invalid_ttl");
  });

  it("defaults an ephemeral ticket's device expiry to one hour", async () => {
    const now = world.now();
    const reply = await enroll({ lifecycle: "ephemeral" });
    expect(Date.parse(String(reply.body.device_expires_at))).toBe(now + LIMITS.ttlEphemeralDefaultS * 1000);
  });

  it("validates code_challenge and lifecycle", async () => {
    expect(await codeOf({ code_challenge: "too-short" })).toBe("400 invalid_code_challenge");
    expect(await codeOf({ lifecycle: "forever" })).toBe("400 invalid_lifecycle");
  });

  it("answers 404 for an unknown Machine and 503 when execution gates are off", async () => {
    expect((await enroll({}, "owner", "nope")).body.error).toBe("machine_not_found");
    world.ctx.options.gates.executionGates = false;
    const reply = await enroll();
    expect(reply.status).toBe(503);
    expect(reply.body.error).toBe("execution_gates_disabled");
  });

  it("redeems a ticket once, adding a worker; a second redemption is refused", async () => {
    const machines = world.api<MachinesApi>("machines");
    const before = machines.get("org_demo", "build-fleet")?.workers.total ?? 0;
    const ticket = String((await enroll()).body.enrollment_ticket);
    expect(machines.redeemTicket(ticket)).toBe("ok");
    expect(machines.redeemTicket(ticket)).toBe("used");
    expect(machines.get("org_demo", "build-fleet")?.workers.total).toBe(before + 1);
  });

  it("expires an unredeemed ticket after 120 simulated seconds", async () => {
    const ticket = String((await enroll()).body.enrollment_ticket);
    await world.advance(120_000);
    expect(world.api<MachinesApi>("machines").redeemTicket(ticket)).toBe("expired");
  });
});
