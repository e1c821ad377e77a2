import { describe, expect, it } from "vitest";
import { startWorld } from "./domains-harness.ts";

const world = startWorld();

describe("retired endpoints (spec 4.15)", () => {
  it("answers 410 knowledge_notes_retired for GET /knowledge/notes", async () => {
    const reply = await world.call("owner", "GET", "/knowledge/notes");
    expect(reply.status).toBe(410);
    expect(reply.body.error).toBe("knowledge_notes_retired");
  });

  it("answers 410 for every Knowledge operation", async () => {
    expect((await world.call("owner", "POST", "/knowledge/notes", { name: "n" })).status).toBe(410);
    expect((await world.call("owner", "DELETE", "/knowledge/notes/note_1")).status).toBe(410);
    expect((await world.call("owner", "GET", "/knowledge/folders")).status).toBe(410);
  });

  it("checks knowledge:read before saying the area is retired", async () => {
    const reply = await world.call("read-only", "GET", "/knowledge/notes");
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: "missing_scope", required_scope: "knowledge:read" });
    expect((await world.call(null, "GET", "/knowledge/notes")).status).toBe(401);
  });

  it("answers 410 roles_retired for GET /roles (org:read)", async () => {
    const reply = await world.call("read-only", "GET", "/roles");
    expect(reply.status).toBe(410);
    expect(reply.body.error).toBe("roles_retired");
    expect((await world.call("machine-token", "GET", "/roles")).status).toBe(403);
  });
});
