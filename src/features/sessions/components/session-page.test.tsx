// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { SessionPage } from "./session-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
beforeEach(() => configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER }));
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

describe("SessionPage against the simulator", () => {
  it("the failure card in Diagnostics opens the header's Details as its figures' source, focus on it", async () => {
    const user = userEvent.setup();
    renderInApp(<SessionPage orgId="org_demo" sessionId="ses_failed_tests" search={{ tab: "diagnostics" }} />);
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
});
