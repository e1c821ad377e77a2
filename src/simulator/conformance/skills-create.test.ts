import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/limits.ts";
import { DEMO_USERS } from "../core/keys.ts";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();
const create = (body: unknown, key: Parameters<typeof world.call>[0] = "owner") =>
  world.call(key, "POST", "/skills", body);

describe("POST /skills (spec 4.6)", () => {
  it("creates an authored skill attributed to the caller", async () => {
    const reply = await create({ name: "Triage", instructions: "Label new issues", activation_keywords: ["labels"] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: "Triage",
      instructions: "Label new issues",
      description: "",
      activation_keywords: ["labels"],
      is_enabled: true,
      author: "user",
      provenance: "authored",
      created_by: DEMO_USERS[0]?.userId,
    });
    const list = await world.call("owner", "GET", "/skills");
    expect((list.body.items as Array<{ skill_id: string }>).map((s) => s.skill_id)).toContain(reply.body.skill_id);
  });

  it("requires a non-empty name and instructions", async () => {
    expect((await create({ instructions: "x" })).body.error).toBe("name_required");
    expect((await create({ name: "n", instructions: "" })).body.error).toBe("instructions_required");
    expect((await create({ name: "n", instructions: "x", extra: 1 })).body.error).toBe("unknown_field");
  });

  it("accepts instructions at the limit and answers 413 one character past it", async () => {
    const max = LIMITS.skillInstructionsMaxChars;
    expect((await create({ name: "n", instructions: "a".repeat(max) })).status).toBe(200);
    const over = await create({ name: "n", instructions: "a".repeat(max + 1) });
    expect(over.status).toBe(413);
    expect(over.body.error).toBe("skill_instructions_too_large");
  });

  it("needs skills:write and a bearer", async () => {
    const denied = await create({ name: "n", instructions: "i" }, "read-only");
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: "missing_scope", required_scope: "skills:write" });
    expect((await create({ name: "n", instructions: "i" }, null)).status).toBe(401);
  });

  it("answers 503 cloud_agent_config_disabled when cloud-agent configuration is off", async () => {
    world.ctx.options.gates.cloudAgentConfig = false;
    const reply = await create({ name: "n", instructions: "i" });
    expect(reply.status).toBe(503);
    expect(reply.body.error).toBe("cloud_agent_config_disabled");
  });
});

describe("GET /skills (upstream extension)", () => {
  it("lists seeded skills of every provenance", async () => {
    const reply = await world.call("member", "GET", "/skills");
    expect(reply.status).toBe(200);
    const provenances = new Set((reply.body.items as Array<{ provenance: string }>).map((s) => s.provenance));
    expect([...provenances].sort()).toEqual(
      ["agent_plugin", "authored", "builtin", "curated_integration", "git", "skills_sh"].sort(),
    );
  });

  it("is 404 not_found under strict spec, and back when switched off", async () => {
    world.ctx.options.strictSpec = true;
    const strict = await world.call("owner", "GET", "/skills");
    expect(strict.status).toBe(404);
    expect(strict.body.error).toBe("not_found");
    world.ctx.options.strictSpec = false;
    expect((await world.call("owner", "GET", "/skills")).status).toBe(200);
  });

  it("needs skills:read", async () => {
    const reply = await world.call("read-only", "GET", "/skills");
    expect(reply.body).toMatchObject({ error: "missing_scope", required_scope: "skills:read" });
  });
});
