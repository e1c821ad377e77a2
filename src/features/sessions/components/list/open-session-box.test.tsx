// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { described, renderInApp } from "@/ui/test-harness";
import { OpenSessionBox } from "./open-session-box";

describe("OpenSessionBox", () => {
  it("is named though its label is not shown, says what it takes, and ties a refusal to the box", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderInApp(<OpenSessionBox onOpen={onOpen} />);
    const box = await screen.findByRole("textbox", { name: "Session id or attempt UUID" });
    expect(described(box)).toEqual(["A session id, a physical attempt UUID, or a pasted session URL."]);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(described(box)).toEqual(["Enter a session id or attempt UUID."]);
    await user.type(box, "ses_alpha");
    expect(box.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(onOpen).toHaveBeenCalledWith("ses_alpha");
  });
});
