import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  CODE_CHALLENGE_PATTERN,
  LIFECYCLES,
  LIMITS,
  MEMBER_ROLES,
  OUTCOMES,
  REASONING_EFFORTS,
  SECRET_NAME_PATTERN,
  SECRET_SCOPES,
  SESSION_STATUSES,
} from "./limits";

const doc: unknown = parse(readFileSync(new URL("./openapi.yaml", import.meta.url), "utf8"));

/** Walks the parsed YAML without trusting its shape. */
function at(...keys: (string | number)[]): unknown {
  let node: unknown = doc;
  for (const key of keys) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

const O = "/v3/organizations/{orgId}";
const schema = (...keys: string[]) => at("components", "schemas", ...keys);
const prop = (name: string, field: string) => schema(name, "properties", field);

// Spec §4 (4.1–4.15) plus the operations it refers to, with the scope(s) each needs.
const SPEC_OPS: [string, string, string[]][] = [
  ["post", `${O}/sessions/{sessionId}/messages`, ["run"]],
  ["delete", `${O}/sessions/{sessionId}/messages/{messageId}/queued`, ["run"]],
  ["get", `${O}/sessions/{sessionId}/events`, ["sessions:read", "sessions:debug"]],
  ["get", `${O}/sessions/{sessionId}`, ["sessions:read"]],
  ["get", `${O}/sessions/{sessionId}/shared-links`, ["sessions:read"]],
  ["post", `${O}/skills`, ["skills:write"]],
  ["post", `${O}/secrets`, ["secrets:write"]],
  ["post", `${O}/machines/{machine}/enrollment-tickets`, ["devices:write"]],
  ["get", `${O}/machines/{machine}`, ["devices:read"]],
  ["put", `${O}/members/users/{userId}/role`, ["org:write"]],
  ["delete", `${O}/repositories/{owner}/{repo}/branches/{branch}`, ["repos:write"]],
  ["get", `${O}/indexed-repositories`, ["repos:read"]],
  ["get", `${O}/agent-network/agents`, ["sessions:read"]],
  ["get", "/v3/organizations", ["org:read"]],
  ["get", `${O}/knowledge/notes`, ["knowledge:read"]],
  ["get", `${O}/roles`, ["org:read"]],
  ["get", "/v3/self", []],
  ["get", "/agent-auth/models", []],
];

const UPSTREAM_OPS: [string, string][] = [
  ["get", `${O}/sessions`],
  ["get", `${O}/sessions/{sessionId}/messages`],
  ["get", `${O}/machines`],
  ["get", `${O}/secrets`],
  ["get", `${O}/skills`],
  ["get", `${O}/members/users`],
];

const METHODS = ["get", "post", "put", "delete", "patch"];
const allOps = Object.entries((at("paths") ?? {}) as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m] !== undefined).map((m) => [m, path] as const),
);

describe("openapi.yaml", () => {
  it("is OpenAPI 3.1 with bearer security", () => {
    expect(at("openapi")).toBe("3.1.0");
    expect(at("components", "securitySchemes", "bearer")).toMatchObject({ type: "http", scheme: "bearer" });
    expect(at("security")).toEqual([{ bearer: [] }]);
  });

  it.each(SPEC_OPS)("%s %s exists with its x-scope", (method, path, scopes) => {
    expect(at("paths", path, method, "x-scope")).toEqual(scopes);
    expect(at("paths", path, method, "x-extension")).toBeUndefined();
  });

  it.each(UPSTREAM_OPS)("%s %s is marked upstream-optional and may 404", (method, path) => {
    expect(at("paths", path, method, "x-extension")).toBe("upstream-optional");
    expect(String(at("paths", path, method, "summary"))).toContain("optional");
    expect(at("paths", path, method, "responses", "404")).toBeDefined();
  });

  it("has no operation beyond the spec's and the upstream list", () => {
    const known = [...SPEC_OPS.map(([m, p]) => `${m} ${p}`), ...UPSTREAM_OPS.map(([m, p]) => `${m} ${p}`)];
    expect(allOps.map(([m, p]) => `${m} ${p}`).sort()).toEqual(known.sort());
  });

  it.each(allOps)("%s %s documents 401, 429 (Retry-After) and 403 when scoped", (method, path) => {
    const responses = at("paths", path, method, "responses") as Record<string, unknown>;
    expect(responses["401"]).toEqual({ $ref: "#/components/responses/Unauthorized" });
    expect(responses["429"]).toEqual({ $ref: "#/components/responses/RateLimited" });
    const scopes = at("paths", path, method, "x-scope") as string[];
    if (scopes.length > 0) expect(responses["403"]).toEqual({ $ref: "#/components/responses/Forbidden" });
  });

  it("429 always carries Retry-After of at least 1 second", () => {
    expect(at("components", "responses", "RateLimited", "headers", "Retry-After")).toEqual({
      $ref: "#/components/headers/RetryAfter",
    });
    expect(at("components", "headers", "RetryAfter")).toMatchObject({
      required: true,
      schema: { type: "integer", minimum: LIMITS.retryAfterMinS },
    });
  });

  it("retired operations answer 410 only", () => {
    for (const path of [`${O}/knowledge/notes`, `${O}/roles`]) {
      const codes = Object.keys(at("paths", path, "get", "responses") as object);
      expect(codes.filter((c) => c.startsWith("2"))).toEqual([]);
      expect(codes).toContain("410");
    }
  });

  it("resolves every $ref", () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      const pointer = ref.slice(8, -1).replace(/^#\//, "").split("/");
      expect(at(...pointer), ref).toBeDefined();
    }
  });
});

describe("openapi.yaml limits equal src/api/limits.ts", () => {
  it("send message", () => {
    expect(prop("SendMessageRequest", "message")).toMatchObject({
      minLength: 1,
      "x-max-bytes": LIMITS.followUpMessageMaxBytes,
    });
    expect(prop("SendMessageRequest", "client_message_id")).toMatchObject({
      minLength: LIMITS.clientMessageIdMinChars,
      maxLength: LIMITS.clientMessageIdMaxChars,
    });
    expect(prop("SendMessageResponse", "held_reason")).toMatchObject({
      "x-hold-timeout-ms": LIMITS.heldFollowUpTimeoutMs,
    });
    expect(schema("ReasoningEffort", "enum")).toEqual([...REASONING_EFFORTS]);
  });

  it("events query", () => {
    const params = at("paths", `${O}/sessions/{sessionId}/events`, "get", "parameters") as {
      name: string;
      schema: unknown;
    }[];
    const byName = Object.fromEntries(params.map((p) => [p.name, p.schema]));
    expect(byName.limit).toEqual({
      type: "integer",
      minimum: 1,
      maximum: LIMITS.eventsPageMax,
      default: LIMITS.eventsPageDefault,
    });
    expect(byName.wait_ms).toMatchObject({ minimum: 0, maximum: LIMITS.waitMsMax });
    expect(byName.after_seq).toMatchObject({ minimum: -1 });
  });

  it("secrets", () => {
    expect(prop("SecretWriteRequest", "value")).toMatchObject({
      minLength: 1,
      "x-max-bytes": LIMITS.secretValueMaxBytes,
    });
    expect(prop("SecretWriteRequest", "note")).toMatchObject({ maxLength: LIMITS.secretNoteMaxChars });
    expect(prop("SecretWriteRequest", "name")).toMatchObject({
      maxLength: LIMITS.secretNameMaxChars,
      pattern: SECRET_NAME_PATTERN.source,
    });
    expect(prop("SecretWriteRequest", "scope")).toMatchObject({ enum: [...SECRET_SCOPES], default: "user" });
  });

  it("session echo limits and enums", () => {
    expect(prop("Session", "prompt")).toMatchObject({ "x-max-bytes": LIMITS.promptEchoMaxBytes });
    expect(prop("Session", "error_message")).toMatchObject({ maxLength: LIMITS.errorMessageMaxChars });
    expect(prop("Session", "diagnostic_message")).toMatchObject({ maxLength: LIMITS.diagnosticMessageMaxChars });
    expect(prop("Session", "status")).toMatchObject({ enum: [...SESSION_STATUSES] });
    expect(prop("Session", "outcome")).toMatchObject({ enum: [...OUTCOMES, null] });
  });

  it("machines and enrollment", () => {
    expect(at("components", "parameters", "MachineParam", "schema")).toMatchObject({
      minLength: LIMITS.machineParamMinChars,
      maxLength: LIMITS.machineParamMaxChars,
    });
    expect(prop("EnrollmentTicketRequest", "install_id")).toMatchObject({
      minLength: LIMITS.installIdMinChars,
      maxLength: LIMITS.installIdMaxChars,
    });
    expect(prop("EnrollmentTicketRequest", "code_challenge")).toMatchObject({ pattern: CODE_CHALLENGE_PATTERN.source });
    expect(prop("EnrollmentTicketRequest", "roots")).toMatchObject({
      minItems: LIMITS.rootsMin,
      maxItems: LIMITS.rootsMax,
    });
    expect(prop("EnrollmentTicketRequest", "lifecycle")).toMatchObject({
      enum: [...LIFECYCLES],
      default: "persistent",
    });
    expect(prop("EnrollmentTicketRequest", "ttl_seconds")).toMatchObject({
      minimum: LIMITS.ttlMinS,
      maximum: LIMITS.ttlPersistentMaxS,
      "x-ttl": {
        persistent: { default: LIMITS.ttlPersistentDefaultS, maximum: LIMITS.ttlPersistentMaxS },
        ephemeral: { default: LIMITS.ttlEphemeralDefaultS, maximum: LIMITS.ttlEphemeralMaxS },
      },
    });
    expect(prop("EnrollmentTicket", "expires_at")).toMatchObject({
      "x-lifetime-seconds": LIMITS.enrollmentTicketLifetimeS,
    });
  });

  it("skills, members and rate limit", () => {
    expect(prop("SkillCreateRequest", "instructions")).toMatchObject({ maxLength: LIMITS.skillInstructionsMaxChars });
    expect(schema("MemberRole", "enum")).toEqual([...MEMBER_ROLES]);
    expect(at("info", "x-rate-limit")).toMatchObject({
      requests: LIMITS.rateLimitRequests,
      windowMs: LIMITS.rateLimitWindowMs,
    });
  });
});
