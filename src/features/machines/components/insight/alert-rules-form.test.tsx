// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { described, renderInApp } from "@/ui/test-harness";
import { readAlertSettings } from "../../insight/alert-settings";
import { AlertRulesForm } from "./alert-rules-form";

const LABELS = [
  "Utilisation at or above (%)",
  "for at least (min)",
  "Sessions queued at least",
  "Oldest wait at least (min)",
];

const box = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;
/** The texts of the elements that describe a control, in order. */
async function setup() {
  const user = userEvent.setup();
  // In a router: its heading is a place other figures link to (#alert-rules).
  renderInApp(<AlertRulesForm orgId="org_demo" machine="build-fleet" />);
  await screen.findByRole("heading", { name: "Capacity alert rules" });
  return user;
}

beforeEach(() => localStorage.clear());

describe("AlertRulesForm", () => {
  it("names each number by its own label, untouched values valid", async () => {
    await setup();
    for (const name of LABELS) {
      const input = box(name);
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(name);
      expect(input.getAttribute("aria-invalid")).toBeNull();
      expect(input.getAttribute("aria-describedby")).toBeNull();
    }
  });

  it("marks a number out of its range as typed, on that field only", async () => {
    const user = await setup();
    await user.clear(box("Utilisation at or above (%)"));
    await user.type(box("Utilisation at or above (%)"), "150");
    const util = box("Utilisation at or above (%)");
    expect(util.getAttribute("aria-invalid")).toBe("true");
    expect(described(util)).toEqual(["A whole number from 1 to 100."]);
    for (const name of LABELS.slice(1)) expect(box(name).getAttribute("aria-invalid")).toBeNull();

    await user.clear(util);
    await user.type(util, "80");
    expect(util.getAttribute("aria-invalid")).toBeNull();
    expect(util.getAttribute("aria-describedby")).toBeNull();
  });

  it("says an emptied number on Save, focuses it, and saves nothing until it is fixed", async () => {
    const user = await setup();
    await user.clear(box("Oldest wait at least (min)"));
    // Emptying a box to retype it is not yet an error.
    expect(box("Oldest wait at least (min)").getAttribute("aria-invalid")).toBeNull();
    await user.clear(box("Sessions queued at least"));
    await user.type(box("Sessions queued at least"), "2.5");

    await user.click(screen.getByRole("button", { name: "Save rules" }));
    const oldest = box("Oldest wait at least (min)");
    const queue = box("Sessions queued at least");
    expect(oldest.getAttribute("aria-invalid")).toBe("true");
    expect(described(oldest)).toEqual(["A whole number from 1 to 1,440."]);
    expect(described(queue)).toEqual(["A whole number from 1 to 10,000."]);
    expect(document.activeElement).toBe(queue);
    expect(screen.getByText("Not saved: fix the 2 marked numbers.")).toBeDefined();
    expect(readAlertSettings("org_demo").machines).toEqual({});

    await user.type(oldest, "30");
    await user.clear(queue);
    await user.type(queue, "3{Enter}");
    expect(screen.getByText("Saved in this browser.")).toBeDefined();
    expect(oldest.getAttribute("aria-invalid")).toBeNull();
    expect(readAlertSettings("org_demo").machines["build-fleet"]).toMatchObject({
      oldestWaitMinutes: 30,
      queueAtLeast: 3,
    });
  });
});
