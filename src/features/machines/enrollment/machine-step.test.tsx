// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { described } from "@/ui/test-harness";
import { type EnrollmentDraft, newDraft, validateStep } from "./draft";
import { MachineStep } from "./machine-step";

interface StepProps {
  attempted?: boolean;
  start?: EnrollmentDraft;
}

function Step({ attempted = false, start = newDraft("build-fleet") }: StepProps) {
  const [draft, setDraft] = useState(start);
  return (
    <MachineStep
      draft={draft}
      onDraft={setDraft}
      errors={validateStep("machine", draft)}
      attempted={attempted}
      preset
      isMachineToken={false}
    />
  );
}

function setup(props: StepProps = {}) {
  const user = userEvent.setup();
  render(
    <Theme>
      <Step {...props} />
    </Theme>,
  );
  return user;
}

const amount = () => screen.getByRole("textbox", { name: "Worker lifetime" }) as HTMLInputElement;
const unit = () => screen.getByRole("combobox", { name: "Worker lifetime unit" });
const HELP = "At least 1 minute, at most 90 days.";

describe("MachineStep's worker lifetime", () => {
  it("is one field: the label names the amount, the unit is named after it, both described by the help", () => {
    setup();
    expect(document.querySelector(`label[for="${amount().id}"]`)?.textContent).toBe("Worker lifetime");
    expect(described(amount())).toEqual([`${HELP} Sent as ttl_seconds 2592000.`]);
    expect(described(unit())).toEqual(described(amount()));
    expect(amount().getAttribute("aria-invalid")).toBeNull();
    expect(unit().getAttribute("aria-invalid")).toBeNull();
  });

  it("puts a duration out of range first in both descriptions and marks both invalid", async () => {
    const user = setup();
    await user.clear(amount());
    await user.type(amount(), "91");
    expect(amount().getAttribute("aria-invalid")).toBe("true");
    expect(unit().getAttribute("aria-invalid")).toBe("true");
    const said = ["A persistent worker stays enrolled at most 90 days.", HELP];
    expect(described(amount())).toEqual(said);
    expect(described(unit())).toEqual(said);
  });

  it("marks only the amount when the amount itself is not a whole number", async () => {
    const user = setup();
    await user.clear(amount());
    await user.type(amount(), "1.5");
    expect(amount().getAttribute("aria-invalid")).toBe("true");
    expect(unit().getAttribute("aria-invalid")).toBeNull();
    expect(described(unit())[0]).toBe("Enter a whole number; pick a smaller unit for parts of one.");
  });

  it("says an empty amount only after a Next that did not pass", () => {
    const start = { ...newDraft("build-fleet"), ttl: { amount: "", unit: "days" as const } };
    const { unmount } = render(
      <Theme>
        <Step start={start} />
      </Theme>,
    );
    expect(amount().getAttribute("aria-invalid")).toBeNull();
    unmount();
    setup({ attempted: true, start });
    expect(amount().getAttribute("aria-invalid")).toBe("true");
    expect(described(amount())[0]).toBe("Enter how long the worker stays enrolled.");
  });
});
