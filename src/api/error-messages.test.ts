import { describe, expect, it } from "vitest";
import { describeError, knownErrorCodes } from "./error-messages";
import { ApiError, networkError, normalizeError } from "./errors";
import { noteKeyKind } from "./key-kind";
import { LIMITS } from "./limits";

const STATUS_OF: Record<string, number> = { missing_bearer: 401, missing_scope: 403, rate_limited: 429 };

describe("describeError", () => {
  it("names every code the contract and decisions require", () => {
    const required = [
      "missing_bearer",
      "missing_scope",
      "rate_limited",
      "session_not_found",
      "not_terminal",
      "not_queued",
      "last_owner",
      "agent_network_offline",
      "knowledge_notes_retired",
      "roles_retired",
      "secret_value_too_large",
      "secret_store_unavailable",
      "skill_instructions_too_large",
      "invalid_secret_name",
      "unknown_field",
      "message_required",
      "message_too_large",
      "invalid_client_message_id",
      "invalid_reasoning_effort",
      "unknown_model",
      "turn_running",
      "invalid_limit",
      "invalid_wait_ms",
      "invalid_message_id",
      "product_writes_disabled",
      "cloud_agent_config_disabled",
      "execution_gates_disabled",
      "organization_not_found",
      "machine_not_found",
      "message_not_found",
      "network_error",
      "server_error",
    ];
    expect(knownErrorCodes).toEqual(expect.arrayContaining(required));
  });

  it.each(knownErrorCodes.map((code) => [code]))("%s has a short title and a sentence", (code) => {
    const d = describeError(new ApiError(STATUS_OF[code] ?? 400, code, code));
    expect(d.title.length).toBeGreaterThan(0);
    expect(d.title.length).toBeLessThanOrEqual(32);
    expect(d.detail).toMatch(/\w.*[.)]$/);
    expect(d.detail).not.toContain("undefined");
    expect(d.detail).not.toContain("null");
    expect(d.code).toBe(code);
  });

  it("403 names the required scope and passes it on", () => {
    const d = describeError(normalizeError(403, { error: "missing_scope", required_scope: "secrets:write" }));
    expect(d).toMatchObject({ title: "Missing permission", status: 403, requiredScope: "secrets:write" });
    expect(d.detail).toContain("`secrets:write`");
    expect(describeError(normalizeError(403, { error: "missing_scope" })).detail).toContain("lacks a scope or role");
  });

  it("403 to a Machine token says what the token can do and which key the action needs, never 'ask for a key that has it'", () => {
    const token = (body: Record<string, unknown>) =>
      describeError(normalizeError(403, { error: "missing_scope", ...body }, null, "machine_token")).detail;
    expect(token({ required_scope: "devices:write" })).toBe(
      "This key is a Machine token: it only approves workers for its own Machine. For anything else, connect with an API key that has `devices:write`.",
    );
    expect(token({ required_scope: "role:owner_or_admin" })).toContain("connect with an owner's or admin's API key.");
    expect(token({})).toContain("connect with an API key.");
    for (const detail of [token({ required_scope: "devices:read" }), token({ required_scope: "role:owner" })]) {
      expect(detail).not.toContain("Ask an organization owner");
    }
    // An API key (or a key not known yet) keeps the usual advice.
    const apiKey = describeError(
      normalizeError(403, { error: "missing_scope", required_scope: "x:y" }, null, "api_key"),
    );
    expect(apiKey.detail).toBe("This key lacks `x:y`. Ask an organization owner for a key that has it.");
  });

  it("words a refusal that came before /v3/self answered for the key once that is known", () => {
    const early = normalizeError(403, { error: "missing_scope", required_scope: "devices:read" });
    expect(early.keyKind).toBeNull();
    noteKeyKind("machine_token");
    try {
      expect(describeError(early).detail).toContain("This key is a Machine token");
    } finally {
      noteKeyKind(null);
    }
    expect(describeError(early).detail).toContain("Ask an organization owner");
  });

  it("429 names the seconds to wait", () => {
    const headers = new Headers({ "Retry-After": "12" });
    const d = describeError(
      normalizeError(429, { error: { type: "rate_limited", message: "slow", request_id: null } }, headers),
    );
    expect(d).toMatchObject({ title: "Rate limited", retryAfterS: 12, code: "rate_limited" });
    expect(d.detail).toContain("Try again in 12 s.");
  });

  it("secret_value_too_large uses details.max_bytes", () => {
    const d = describeError(normalizeError(413, { error: "secret_value_too_large", max_bytes: 4096 }));
    expect(d.detail).toContain("4096 bytes");
    expect(d.detail).toContain("4 KiB");
    const noMax = describeError(normalizeError(413, { error: "secret_value_too_large" }));
    expect(noMax.detail).toContain(String(LIMITS.secretValueMaxBytes));
  });

  it("unknown_field shows the server's sentence naming the field", () => {
    const d = describeError(normalizeError(400, { error: "unknown_field", message: "Unknown field: device_kind" }));
    expect(d.detail).toBe("Unknown field: device_kind");
  });

  it.each([
    [400, "Invalid request"],
    [401, "Not connected"],
    [403, "Missing permission"],
    [404, "Not found"],
    [409, "Not possible right now"],
    [410, "Retired"],
    [413, "Too large"],
    [429, "Rate limited"],
    [503, "Disabled by the service"],
    [500, "Service error"],
    [502, "Service error"],
  ])("an unknown code with status %i falls back to the status text", (status, title) => {
    const d = describeError(new ApiError(status, "brand_new_code", "brand_new_code"));
    expect(d.title).toBe(title);
    expect(d.code).toBe("brand_new_code");
    if (status !== 401 && status !== 403 && status !== 429) expect(d.detail).toContain("(brand_new_code)");
  });

  it("adds the request id to server errors", () => {
    const d = describeError(normalizeError(500, { error: { type: "internal", message: "boom", request_id: "req_9" } }));
    expect(d.detail).toContain("req_9");
  });

  it("describes network failures, aborts and foreign values", () => {
    expect(describeError(networkError(new TypeError("fetch failed")))).toMatchObject({
      code: "network_error",
      status: 0,
      title: "Service unreachable",
    });
    const abort = describeError(new DOMException("The operation was aborted.", "AbortError"));
    expect(abort).toMatchObject({ code: "aborted", title: "Cancelled", status: 0 });
    // The runtime's own words never reach the screen: a fixed sentence instead.
    const crash = describeError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(crash).toMatchObject({ code: "unexpected_error", title: "Something went wrong" });
    expect(crash.detail).toBe("Session Control hit an unexpected problem. Try again, or reload the page.");
    expect(
      describeError(new SyntaxError(`Unexpected token '<', "<!doctype "... is not valid JSON`)).detail,
    ).not.toMatch(/doctype|JSON/);
    expect(describeError("weird").detail).toBe(crash.detail);
    const chunk = describeError(new TypeError("Failed to fetch dynamically imported module: /assets/browser-1.js"));
    expect(chunk).toMatchObject({ code: "chunk_load_failed", title: "Part of the app did not load" });
    expect(chunk.detail).not.toContain("/assets/");
    expect(describeError(undefined).requiredScope).toBeNull();
  });
});
