// @vitest-environment happy-dom
import { Table, Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/errors";
import { UNREADABLE_ANSWER } from "@/api/shape";
import { PanelBoundary, RowBoundary } from "./panel-boundary";

function Reads({ value }: { value: { name: string } | null }) {
  return <p>{(value as { name: string }).name}</p>;
}

beforeEach(() => {
  // React reports every error a boundary catches; these are on purpose.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("PanelBoundary", () => {
  it("keeps a failing panel to itself: names it, keeps the runtime's words off the screen, the rest renders", () => {
    render(
      <Theme>
        <h1>Page</h1>
        <PanelBoundary what="the list">
          <Reads value={null} />
        </PanelBoundary>
      </Theme>,
    );
    expect(screen.getByRole("heading", { name: "Page" })).toBeDefined();
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("Could not show the list");
    expect(notice.textContent).not.toContain("Cannot read properties");
    expect(notice.textContent).not.toContain("Reason:");
  });

  it("gives the reason when the code that gave up said it in words for people", () => {
    function Refuses(): never {
      throw new ApiError(200, UNREADABLE_ANSWER, "the answer has no readable counts");
    }
    render(
      <Theme>
        <PanelBoundary what="the counts">
          <Refuses />
        </PanelBoundary>
      </Theme>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Reason: the answer has no readable counts");
  });

  it("Try again calls onRetry and draws the panel again with what it brought", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    function Page() {
      const [value, setValue] = useState<{ name: string } | null>(null);
      return (
        <PanelBoundary
          what="the list"
          onRetry={() => {
            onRetry();
            setValue({ name: "fixed" });
          }}
        >
          <Reads value={value} />
        </PanelBoundary>
      );
    }
    render(
      <Theme>
        <Page />
      </Theme>,
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText("fixed")).toBeDefined();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tries again by itself when a reset key changes (fresh data), not on every render", () => {
    const ui = (value: { name: string } | null, key: number) => (
      <Theme>
        <PanelBoundary what="the list" resetKeys={[key]}>
          <Reads value={value} />
        </PanelBoundary>
      </Theme>
    );
    const { rerender } = render(ui(null, 1));
    rerender(ui({ name: "same key" }, 1));
    expect(screen.getByRole("alert")).toBeDefined();
    rerender(ui({ name: "new data" }, 2));
    expect(screen.getByText("new data")).toBeDefined();
  });

  it("RowBoundary turns one unreadable row into a row that says so; the others stay", () => {
    render(
      <Theme>
        <Table.Root>
          <Table.Body>
            {[{ name: "first" }, null, { name: "third" }].map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <RowBoundary key={i} what={`item ${i + 1}`} columns={2}>
                <Table.Row>
                  <Table.Cell>
                    <Reads value={value} />
                  </Table.Cell>
                </Table.Row>
              </RowBoundary>
            ))}
          </Table.Body>
        </Table.Root>
      </Theme>,
    );
    const rows = screen.getAllByRole("row").map((r) => r.textContent);
    expect(rows[0]).toBe("first");
    expect(rows[1]?.trim()).toBe("Could not read item 2.");
    expect(rows[2]).toBe("third");
  });
});
