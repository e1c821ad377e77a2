import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import { firstInvalidStep, newDraft, newRoot, toRequest, validateStep, withLifecycle } from "./draft";
import { stepForError } from "./error-step";

const ready = () => ({
  ...newDraft("build-fleet"),
  roots: [{ ...newRoot(), pathFingerprint: " sha256:1f3a " }],
  installId: "install-0000000001\n",
  codeChallenge: "A".repeat(43),
});

describe("enrollment draft", () => {
  it("starts persistent for 30 days with one read-only confined root", () => {
    const draft = newDraft("build-fleet");
    expect(draft.lifecycle).toBe("persistent");
    expect(draft.ttl).toEqual({ amount: "30", unit: "days" });
    expect(draft.roots).toHaveLength(1);
    expect(draft.roots[0]?.permissions).toEqual({
      read: true,
      write: false,
      execute: false,
      discover_environment: false,
      expose_mcp: false,
    });
    expect(draft.roots[0]?.executionMode).toBe("confined");
  });

  it("moves an untouched default lifetime along with the lifecycle, keeps a typed one", () => {
    const ephemeral = withLifecycle(newDraft(), "ephemeral");
    expect(ephemeral.ttl).toEqual({ amount: "1", unit: "hours" });
    expect(withLifecycle(ephemeral, "persistent").ttl).toEqual({ amount: "30", unit: "days" });
    const typed = { ...newDraft(), ttl: { amount: "7", unit: "days" as const } };
    expect(withLifecycle(typed, "ephemeral").ttl).toEqual({ amount: "7", unit: "days" });
    expect(validateStep("machine", withLifecycle(typed, "ephemeral")).ttl).toBe(
      "An ephemeral worker stays enrolled at most 24 hours.",
    );
  });

  it("validates each step's own fields", () => {
    const draft = newDraft();
    expect(validateStep("machine", draft)).toEqual({ machine: "Enter a Machine name or id.", ttl: undefined });
    const roots = validateStep("roots", draft);
    expect(roots.roots).toBeUndefined();
    expect(Object.values(roots.rootRows ?? {})).toEqual([
      { path: "Paste the root's path fingerprint from the worker.", mode: undefined },
    ]);
    expect(validateStep("roots", { ...draft, roots: [] }).roots).toBe("Approve at least 1 root.");
    const tooMany = Array.from({ length: LIMITS.rootsMax + 1 }, () => ({ ...newRoot(), pathFingerprint: "fp" }));
    expect(validateStep("roots", { ...draft, roots: tooMany }).roots).toBe(
      "A worker can be approved for at most 32 roots.",
    );
    expect(validateStep("worker", draft)).toEqual({
      installId: "Paste the install id the worker printed.",
      codeChallenge: "Paste the code challenge the worker printed.",
    });
    expect(validateStep("review", draft)).toEqual({});
  });

  it("finds the first step that does not pass", () => {
    expect(firstInvalidStep(newDraft())).toBe("machine");
    expect(firstInvalidStep({ ...ready(), installId: "short" })).toBe("worker");
    expect(firstInvalidStep(ready())).toBeNull();
  });

  it("builds the request with trimmed values and explicit lifecycle and ttl_seconds", () => {
    const draft = withLifecycle(ready(), "ephemeral");
    expect(toRequest({ ...draft, ttl: { amount: "90", unit: "minutes" } })).toEqual({
      install_id: "install-0000000001",
      code_challenge: "A".repeat(43),
      lifecycle: "ephemeral",
      ttl_seconds: 5400,
      roots: [
        {
          path_fingerprint: "sha256:1f3a",
          permissions: { read: true, write: false, execute: false, discover_environment: false, expose_mcp: false },
          execution_mode: "confined",
        },
      ],
    });
  });
});

describe("stepForError", () => {
  const err = (status: number, code: string, message = code) => new ApiError(status, code, message);

  it("sends Machine errors to the first step", () => {
    expect(stepForError(err(404, "machine_not_found"), false)).toBe("machine");
    expect(stepForError(err(400, "invalid_machine"), false)).toBe("machine");
    expect(stepForError(err(400, "invalid_ttl"), false)).toBe("machine");
    expect(stepForError(err(400, "invalid_lifecycle"), false)).toBe("machine");
  });

  it("sends field errors to the step of that field", () => {
    expect(stepForError(err(400, "invalid_roots"), false)).toBe("roots");
    expect(stepForError(err(400, "invalid_install_id"), false)).toBe("worker");
    expect(stepForError(err(400, "invalid_code_challenge"), false)).toBe("worker");
    expect(stepForError(err(400, "unknown_field", "Unknown field: roots[0].mode."), false)).toBe("roots");
    expect(stepForError(err(400, "unknown_field", "Unknown field: install_id_v2."), false)).toBe("review");
    expect(stepForError(err(400, "unknown_field", "Unknown field: device_kind."), false)).toBe("review");
    expect(stepForError(err(400, "unknown_field", "Unknown field: ttl_seconds."), false)).toBe("machine");
  });

  it("keeps permission, rate, gate and network answers on review, except a Machine token's 403", () => {
    expect(stepForError(err(403, "missing_scope"), false)).toBe("review");
    expect(stepForError(err(403, "missing_scope"), true)).toBe("machine");
    expect(stepForError(err(429, "rate_limited"), false)).toBe("review");
    expect(stepForError(err(503, "execution_gates_disabled"), false)).toBe("review");
    expect(stepForError(err(0, "network_error"), false)).toBe("review");
    expect(stepForError(new Error("boom"), false)).toBe("review");
  });
});
