import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../api/limits.ts";
import { validateEnrollment } from "./enrollment-validate.ts";

const root = {
  path_fingerprint: "sha256:repo-root",
  permissions: { read: true, write: true, execute: false, discover_environment: false, expose_mcp: false },
  execution_mode: "confined",
};
const valid = { install_id: "i".repeat(16), code_challenge: "c".repeat(43), roots: [root] };

const codeOf = (patch: Record<string, unknown>) => {
  const result = validateEnrollment({ ...valid, ...patch });
  return result.ok ? "ok" : result.rejection.code;
};

describe("validateEnrollment", () => {
  it("defaults lifecycle and ttl per lifecycle", () => {
    expect(validateEnrollment(valid)).toMatchObject({
      ok: true,
      value: { lifecycle: "persistent", ttl_seconds: LIMITS.ttlPersistentDefaultS },
    });
    expect(validateEnrollment({ ...valid, lifecycle: "ephemeral" })).toMatchObject({
      ok: true,
      value: { lifecycle: "ephemeral", ttl_seconds: LIMITS.ttlEphemeralDefaultS },
    });
  });

  it("rejects unknown fields at every level, naming them", () => {
    const top = validateEnrollment({ ...valid, device_kind: "headless" });
    expect(top).toMatchObject({ ok: false, rejection: { code: "unknown_field" } });
    expect(top.ok ? "" : top.rejection.message).toContain("device_kind");
    expect(codeOf({ bound_run_id: "r" })).toBe("unknown_field");
    const nested = validateEnrollment({
      ...valid,
      roots: [{ ...root, permissions: { ...root.permissions, sudo: true } }],
    });
    expect(nested.ok ? "" : nested.rejection.message).toContain("roots[0].permissions.sudo");
  });

  it("checks install_id, code_challenge and lifecycle", () => {
    expect(codeOf({ install_id: "i".repeat(15) })).toBe("invalid_install_id");
    expect(codeOf({ install_id: "i".repeat(160) })).toBe("ok");
    expect(codeOf({ install_id: "i".repeat(161) })).toBe("invalid_install_id");
    expect(codeOf({ code_challenge: "c".repeat(42) })).toBe("invalid_code_challenge");
    expect(codeOf({ code_challenge: `${"c".repeat(42)}=` })).toBe("invalid_code_challenge");
    expect(codeOf({ lifecycle: "forever" })).toBe("invalid_lifecycle");
  });

  it("bounds roots to 1..32 and requires every permission boolean", () => {
    expect(codeOf({ roots: [] })).toBe("invalid_roots");
    expect(codeOf({ roots: Array(32).fill(root) })).toBe("ok");
    expect(codeOf({ roots: Array(33).fill(root) })).toBe("invalid_roots");
    expect(codeOf({ roots: [{ ...root, permissions: { read: true } }] })).toBe("invalid_roots");
    expect(codeOf({ roots: [{ ...root, execution_mode: "" }] })).toBe("invalid_roots");
    expect(codeOf({ roots: [{ ...root, path_fingerprint: 5 }] })).toBe("invalid_roots");
  });

  it("bounds ttl_seconds to 60..max of the lifecycle", () => {
    expect(codeOf({ ttl_seconds: 59 })).toBe("invalid_ttl");
    expect(codeOf({ ttl_seconds: 60 })).toBe("ok");
    expect(codeOf({ ttl_seconds: 60.5 })).toBe("invalid_ttl");
    expect(codeOf({ ttl_seconds: LIMITS.ttlPersistentMaxS })).toBe("ok");
    expect(codeOf({ ttl_seconds: LIMITS.ttlPersistentMaxS + 1 })).toBe("invalid_ttl");
    expect(codeOf({ lifecycle: "ephemeral", ttl_seconds: LIMITS.ttlEphemeralMaxS })).toBe("ok");
    expect(codeOf({ lifecycle: "ephemeral", ttl_seconds: LIMITS.ttlEphemeralMaxS + 1 })).toBe("invalid_ttl");
  });
});
