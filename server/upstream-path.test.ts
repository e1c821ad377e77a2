import { describe, expect, it } from "vitest";
import { upstreamPath } from "./upstream-path";

describe("upstreamPath", () => {
  it("appends the API path and query to the base path unchanged", () => {
    expect(upstreamPath("/api/v3/organizations/demo/sessions?first=5&status=running", "/svc")).toEqual({
      ok: true,
      path: "/svc/v3/organizations/demo/sessions?first=5&status=running",
    });
    expect(upstreamPath("/api/agent-auth/models", "")).toEqual({ ok: true, path: "/agent-auth/models" });
  });

  it("lets an encoded slash through only in a branch name (spec 4.11)", () => {
    const branch = "/api/v3/organizations/demo/repositories/acme/web/branches/feature%2Fdark-mode?provider=github";
    expect(upstreamPath(branch, "")).toEqual({ ok: true, path: branch.slice(4) });
    expect(upstreamPath("/api/v3/organizations/demo%2Fsessions", "")).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ["a dot-dot segment", "/api/v3/../internal"],
    ["a dot segment", "/api/v3/./self"],
    ["encoded dots", "/api/v3/%2e%2e/internal"],
    ["upper-case encoded dots", "/api/v3/%2E%2E/internal"],
    ["double-encoded dots", "/api/v3/%252e%252e/internal"],
    ["encoded dot-dot-slash", "/api/v3/x%2F..%2F..%2Finternal"],
    ["a backslash", "/api/v3\\..\\internal"],
    ["an encoded backslash", "/api/v3/%5c..%5cinternal"],
    ["a double-encoded backslash", "/api/v3/%255c..%255cinternal"],
    ["a double-encoded slash", "/api/v3/x%252F..%252Finternal"],
    ["an encoded dot-dot in the last segment", "/api/v3/organizations/demo/%2E%2e"],
    ["an empty segment", "/api//evil.example/v3/self"],
    ["a control character", "/api/v3/self%00"],
    ["invalid percent-encoding", "/api/v3/%zz"],
    ["a space", "/api/v3/self x"],
    ["a non-ASCII character", "/api/v3/sélf"],
    ["an absolute URL", "http://evil.example/api/v3/self"],
    ["an absolute URL after /api/", "/api/http://evil.example/v3/self"],
    ["a bad character in the query", "/api/v3/self?x=<script>"],
  ])("refuses %s", (_, target) => {
    const decision = upstreamPath(target, "/svc");
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect([400, 404]).toContain(decision.status);
  });

  it("forwards nothing outside the service's API", () => {
    expect(upstreamPath("/api/internal/admin", "")).toEqual({
      ok: false,
      status: 404,
      error: "not_found",
      message: "The proxy forwards only the service's API (/api/v3/…, /api/agent-auth/…).",
    });
    expect(upstreamPath("/api/", "")).toMatchObject({ ok: false, status: 400 });
  });

  it("with SVC_ORG_ID refuses other organizations but keeps org-less operations", () => {
    expect(upstreamPath("/api/v3/organizations/org_lab/sessions", "", "org_demo")).toMatchObject({
      ok: false,
      status: 403,
      error: "organization_not_allowed",
    });
    expect(upstreamPath("/api/v3/organizations/org_demo/sessions", "", "org_demo")).toMatchObject({ ok: true });
    expect(upstreamPath("/api/v3/organizations", "", "org_demo")).toMatchObject({ ok: true });
    expect(upstreamPath("/api/v3/self", "", "org_demo")).toMatchObject({ ok: true });
  });
});
