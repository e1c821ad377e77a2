import { describe, expect, it } from "vitest";
import type { Self } from "@/api/types";
import { checkCapability } from "./capabilities";

const self = (over: Partial<Self>): Self => ({
  user_id: "usr_1",
  email: "a@b.c",
  org_id: "org_demo",
  org_slug: "demo",
  role: "member",
  scopes: [],
  key_kind: "api_key",
  ...over,
});

describe("checkCapability", () => {
  it("offers everything while who-you-are is unknown (the service decides)", () => {
    expect(checkCapability(undefined, { scope: "secrets:write", owner: true })).toEqual({
      allowed: true,
      reason: null,
      missing: null,
    });
  });

  it("names the missing scope; any of several scopes is enough", () => {
    const key = self({ scopes: ["sessions:read"] });
    expect(checkCapability(key, { scope: "run" })).toMatchObject({ allowed: false, missing: "run" });
    expect(checkCapability(key, { scope: "run" }).reason).toBe("This key lacks run.");
    expect(checkCapability(key, { scope: ["sessions:debug", "sessions:read"] }).allowed).toBe(true);
  });

  it("checks roles after scopes: owner/admin, then owner only", () => {
    const member = self({ role: "member", scopes: ["org:write"] });
    const admin = self({ role: "admin", scopes: ["org:write"] });
    const owner = self({ role: "owner", scopes: ["org:write"] });
    expect(checkCapability(member, { scope: "org:write", ownerAdmin: true })).toMatchObject({
      allowed: false,
      missing: "role:owner_or_admin",
      reason: "Only an organization owner or admin can do this; this key acts as a member.",
    });
    expect(checkCapability(admin, { scope: "org:write", ownerAdmin: true }).allowed).toBe(true);
    expect(checkCapability(admin, { scope: "org:write", owner: true })).toMatchObject({
      allowed: false,
      missing: "role:owner",
      reason: "Only an organization owner can do this; this key acts as an admin.",
    });
    expect(checkCapability(owner, { scope: "org:write", owner: true }).allowed).toBe(true);
  });

  it("lets a Machine token do only what takes a Machine token", () => {
    const token = self({ key_kind: "machine_token", scopes: [] });
    expect(checkCapability(token, { scope: "devices:write", ownerAdmin: true, machineToken: true }).allowed).toBe(true);
    expect(checkCapability(token, { scope: "devices:read" })).toMatchObject({
      allowed: false,
      missing: "devices:read",
    });
  });
});
