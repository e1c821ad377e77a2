// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { described, renderInApp } from "@/ui/test-harness";
import { CompareForm } from "./compare-form";

describe("CompareForm", () => {
  it("puts each problem under the field it belongs to, and sends the two ids once both are sessions", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInApp(<CompareForm orgId="org_demo" search={{}} onSubmit={onSubmit} />);
    const first = await screen.findByRole("combobox", { name: "First session" });
    const second = screen.getByRole("combobox", { name: "Second session" });
    await user.type(first, "ses_<b>");
    await user.click(screen.getByRole("button", { name: "Compare" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(described(first)).toEqual([expect.stringMatching(/^Use a session id like/)]);
    expect(second.getAttribute("aria-invalid")).toBe("true");
    expect(described(second)).toEqual(["Enter a session id or attempt UUID."]);

    await user.clear(first);
    await user.type(first, "ses_alpha");
    await user.type(second, "ses_beta");
    await user.click(screen.getByRole("button", { name: "Compare" }));
    expect(onSubmit).toHaveBeenCalledWith({ a: "ses_alpha", b: "ses_beta" });
    expect(first.getAttribute("aria-invalid")).toBeNull();
    expect(second.getAttribute("aria-describedby")).toBeNull();
  });
});
