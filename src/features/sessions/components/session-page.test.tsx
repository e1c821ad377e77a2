// @vitest-environment happy-dom
import { type AnyRootRoute, createRoute } from "@tanstack/react-router";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderRoutes } from "@/ui/test-harness";
import { sessionSearchSchema } from "../search-schema";
import { SessionPage } from "./session-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
beforeEach(() => configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER }));
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

/** The page under its own route, so a link that changes the tab (the URL's search) really does. */
function renderSessionRoute(url: string) {
  const page = (root: AnyRootRoute) => {
    const session = createRoute({
      getParentRoute: () => root,
      path: "/o/$orgId/sessions/$sessionId",
      validateSearch: sessionSearchSchema,
      component: function SessionRoute() {
        const { orgId, sessionId } = session.useParams();
        return <SessionPage orgId={orgId} sessionId={sessionId} search={session.useSearch()} />;
      },
    });
    return [session];
  };
  return renderRoutes(page, url).router;
}

describe("SessionPage against the simulator", () => {
  it("the failure card in Diagnostics opens the header's Details as its figures' source, focus on it", async () => {
    const user = userEvent.setup();
    renderSessionRoute("/o/org_demo/sessions/ses_failed_tests?tab=diagnostics");
    const card = await screen.findByRole("region", { name: "Why it failed" });
    const took = within(card).getByRole("button", { name: "21 min" });
    expect(took.getAttribute("title")).toBe("Failed after 21 min, in Details");
    expect(screen.queryByRole("region", { name: "Details" })).toBeNull();
    await user.click(took);
    const details = screen.getByRole("region", { name: "Details" });
    expect(document.activeElement).toBe(details);
    expect(details.textContent).toContain("ses_failed_tests");

    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.queryByRole("region", { name: "Details" })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "88%" }));
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Details" }));
  });

  it("a figure whose source is Steps opens the Steps tab with focus on it (its link may sit in the tab it leaves)", async () => {
    const user = userEvent.setup();
    const router = renderSessionRoute("/o/org_demo/sessions/ses_failed_tests?tab=changes");
    const facts = await screen.findByRole("list", { name: "Session facts" });
    await user.click(within(facts).getByRole("button", { name: /^\$/ }));
    // happy-dom also reads Radix's hidden copy of the label (it keeps the tab's width): "StepsSteps".
    const steps = screen.getByRole("tab", { name: /^Steps/ });
    expect(steps.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(steps);
    expect(router.state.location.search).toMatchObject({ tab: "steps" });
  });
});
