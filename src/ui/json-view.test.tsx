// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { JsonView } from "./json-view";

const renderView = (value: unknown, expandDepth?: number) =>
  render(
    <Theme>
      <JsonView value={value} label="tool input" expandDepth={expandDepth} />
    </Theme>,
  );

describe("JsonView", () => {
  it("renders markup in values as text, never as HTML", () => {
    const { container } = renderView({ html: "<img src=x onerror=alert(1)><b>bold</b>" });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });

  it("collapses nodes below the expand depth and opens them on click", async () => {
    const user = userEvent.setup();
    const { container } = renderView({ outer: { inner: { deep: 1 } } }, 1);
    const details = container.querySelectorAll("details");
    expect(details[0]?.open).toBe(true);
    expect(details[1]?.open).toBe(false);
    const summary = details[1]?.querySelector("summary");
    if (!summary) throw new Error("no summary");
    await user.click(summary);
    expect(details[1]?.open).toBe(true);
  });

  it("labels the viewer and copies the pretty JSON", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderView({ a: [1, true, null] });
    expect(screen.getAllByRole("group", { name: "tool input" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Copy tool input" }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify({ a: [1, true, null] }, null, 2));
  });
});
