import { describe, expect, it } from "vitest";
import { ORG, startSimServer } from "./core-harness.ts";

const sim = startSimServer();

describe("authentication (spec §5, §7)", () => {
  it("answers 401 missing_bearer without an Authorization header", async () => {
    const r = await sim.call(null, "GET", "/v3/self");
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: "missing_bearer", message: "authorization required" });
  });

  it.each([
    ["an empty bearer", "Bearer "],
    ["a Basic scheme", "Basic c3ZjOnNlY3JldA=="],
    ["a bare key without scheme", "svc_0d0e0000000000000000000000000001"],
  ])("answers 401 for %s", async (_label, header) => {
    const response = await fetch(`${sim.url}/v3/self`, { headers: { authorization: header } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "missing_bearer" });
  });

  it.each([
    ["an unknown svc_ key", "svc_0d0e00000000000000000000000000ff"],
    ["a key with another prefix", "key_0d0e0000000000000000000000000001"],
    ["a non-hex svc_ key", "svc_not-a-key"],
  ])("answers 401 for %s", async (_label, key) => {
    const r = await sim.call(key, "GET", "/v3/self");
    expect(r.status).toBe(401);
    expect(r.body.error).toBe("missing_bearer");
  });

  it("checks the bearer before looking the session up", async () => {
    const r = await sim.call(null, "GET", `${ORG}/sessions/ses_does_not_exist`);
    expect(r.status).toBe(401);
  });

  it("accepts svc_ keys and reports who the key belongs to", async () => {
    const r = await sim.call("owner", "GET", "/v3/self");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      user_id: "usr_0d0e0001",
      org_id: "org_demo",
      org_slug: "demo",
      role: "owner",
      key_kind: "api_key",
    });
    expect(r.body.scopes).toContain("sessions:debug");
  });

  it("accepts legacy old_ keys as the same owner", async () => {
    const r = await sim.call("legacy-owner", "GET", "/v3/self");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: "usr_0d0e0001", role: "owner" });
  });

  it("gives the read-only key exactly its four scopes", async () => {
    const r = await sim.call("read-only", "GET", "/v3/self");
    expect(r.body.scopes).toEqual(["devices:read", "org:read", "repos:read", "sessions:read"]);
  });

  it("gives the member key default scopes without debug, org:write or devices:write", async () => {
    const r = await sim.call("member", "GET", "/v3/self");
    const scopes = r.body.scopes as string[];
    expect(r.body.role).toBe("member");
    expect(scopes).toContain("run");
    expect(scopes).not.toContain("sessions:debug");
    expect(scopes).not.toContain("org:write");
    expect(scopes).not.toContain("devices:write");
    expect(scopes).not.toContain("network:read");
  });

  it("identifies a Machine token", async () => {
    const r = await sim.call("machine-token", "GET", "/v3/self");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ key_kind: "machine_token", scopes: [] });
  });
});

describe("platform reads", () => {
  it("lists both demo organizations with org:read", async () => {
    const r = await sim.call("read-only", "GET", "/v3/organizations");
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect((r.body.items as Array<{ slug: string }>).map((o) => o.slug)).toEqual(["demo", "lab"]);
  });

  it("refuses the organization list without org:read", async () => {
    const r = await sim.call("machine-token", "GET", "/v3/organizations");
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: "missing_scope", required_scope: "org:read" });
  });

  it("lists models for any valid key, with one default and never auto", async () => {
    const r = await sim.call("read-only", "GET", "/agent-auth/models");
    const items = r.body.items as Array<{ id: string; is_default: boolean }>;
    expect(r.status).toBe(200);
    expect(items.filter((m) => m.is_default)).toHaveLength(1);
    expect(items.map((m) => m.id)).not.toContain("auto");
  });

  it("refuses the model list without a key", async () => {
    expect((await sim.call(null, "GET", "/agent-auth/models")).status).toBe(401);
  });
});

describe("organizations in paths and unknown routes", () => {
  it("accepts the org id as well as the slug", async () => {
    const bySlug = await sim.call("owner", "GET", "/v3/organizations/demo/sessions/ses_done_success");
    const byId = await sim.call("owner", "GET", "/v3/organizations/org_demo/sessions/ses_done_success");
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it("answers 404 organization_not_found for an unknown org", async () => {
    const r = await sim.call("owner", "GET", "/v3/organizations/nope/sessions/ses_done_success");
    expect(r.status).toBe(404);
    expect(r.body.error).toBe("organization_not_found");
  });

  it("answers a JSON 404 for an API path nobody serves", async () => {
    const r = await sim.call("owner", "GET", "/v3/organizations/demo/no-such-thing");
    expect(r.status).toBe(404);
    expect(r.body.error).toBe("not_found");
  });

  it("lets browsers send Authorization and read Retry-After (CORS)", async () => {
    const response = await fetch(`${sim.url}/v3/self`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const get = await fetch(`${sim.url}/v3/self`, { headers: { origin: "http://localhost:5173" } });
    expect(get.headers.get("access-control-expose-headers")).toContain("Retry-After");
  });
});
