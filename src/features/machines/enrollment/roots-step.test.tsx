// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import { described } from "@/ui/test-harness";
import { type EnrollmentDraft, newDraft, newRoot, validateStep } from "./draft";
import { RootsStep } from "./roots-step";

function renderStep(draft: EnrollmentDraft, attempted: boolean) {
  render(
    <Theme>
      <RootsStep draft={draft} onDraft={() => {}} errors={validateStep("roots", draft)} attempted={attempted} />
    </Theme>,
  );
}

const add = () => screen.getByRole("button", { name: "Add a root" });
describe("RootsStep's root count", () => {
  it("says too few roots after a Next, as an alert that describes Add a root", () => {
    renderStep({ ...newDraft("build-fleet"), roots: [] }, true);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Approve at least 1 root.");
    expect(described(add())).toEqual(["Approve at least 1 root."]);
  });

  it("says nothing before a Next", () => {
    renderStep({ ...newDraft("build-fleet"), roots: [] }, false);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(add().getAttribute("aria-describedby")).toBeNull();
  });

  it("explains a disabled Add a root at the limit", () => {
    const roots = Array.from({ length: LIMITS.rootsMax }, () => newRoot());
    renderStep({ ...newDraft("build-fleet"), roots }, false);
    expect(add().hasAttribute("disabled")).toBe(true);
    expect(described(add())).toEqual([`A worker can be approved for at most ${LIMITS.rootsMax} roots.`]);
  });

  it("says too many roots once: the error replaces the limit note", () => {
    const roots = Array.from({ length: LIMITS.rootsMax + 1 }, () => newRoot());
    renderStep({ ...newDraft("build-fleet"), roots }, true);
    const said = `A worker can be approved for at most ${LIMITS.rootsMax} roots.`;
    expect(screen.getByRole("alert").textContent).toBe(said);
    expect(described(add())).toEqual([said]);
    expect(screen.getAllByText(said)).toHaveLength(1);
  });
});
