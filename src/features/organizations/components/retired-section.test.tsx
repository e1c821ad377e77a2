// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { RetiredSection } from "./retired-section";

const OWNER = "svc_0d0e0000000000000000000000000001";
const READ_ONLY = "svc_0d0e0000000000000000000000000004";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

const card = (name: string) => screen.getByRole("article", { name });
const answer = async (name: string) =>
  within(await screen.findByRole("article", { name })).findByRole("group", { name: "The service's answer" });

describe("RetiredSection against the simulator", () => {
  it("shows the service's own 410 answers and what replaced each operation", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<RetiredSection orgId="org_demo" />);
    const knowledge = await answer("Knowledge notes");
    expect(knowledge.textContent).toContain("410 Gone");
    expect(knowledge.textContent).toContain("knowledge_notes_retired");
    expect(knowledge.textContent).toContain("“the Knowledge area is retired; use skills instead”");
    expect(within(card("Knowledge notes")).getByRole("link", { name: "Open Skills" }).getAttribute("href")).toBe(
      "/o/org_demo/skills",
    );

    const roles = await answer("Platform role listing");
    expect(roles.textContent).toContain("410 Gone");
    expect(roles.textContent).toContain("roles_retired");
    expect(card("Platform role listing").textContent).toContain("Platform-wide role administration is unavailable.");
    expect(within(card("Platform role listing")).getByRole("link", { name: "Open Members" }).getAttribute("href")).toBe(
      "/o/org_demo/members",
    );
  });

  it("shows a 403 as the answer when the key lacks the scope, naming it", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: READ_ONLY });
    renderInApp(<RetiredSection orgId="org_demo" />);
    const knowledge = await answer("Knowledge notes");
    expect(knowledge.textContent).toContain("403");
    expect(knowledge.textContent).toContain("missing_scope");
    expect(knowledge.textContent).toContain("This key lacks knowledge:read.");
    expect((await answer("Platform role listing")).textContent).toContain("roles_retired");
  });
});
