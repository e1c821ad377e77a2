// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ResponsiveColumn, ResponsiveTable } from "./responsive-table";

interface Row {
  id: string;
  name: string;
  cost?: { usd: number };
}

const COLUMNS: ResponsiveColumn<Row>[] = [
  { id: "name", header: "Name", rowHeader: true, cell: (r) => r.name },
  { id: "cost", header: "Cost", cell: (r) => `$${(r.cost as { usd: number }).usd}` },
];
const ROWS: Row[] = [
  { id: "a", name: "Alpha", cost: { usd: 1 } },
  { id: "b", name: "Beta" }, // its cost cell throws: that row says so, the others stay
];

function renderAt(width: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width } as DOMRect);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return render(
    <Theme>
      <ResponsiveTable
        caption="Things"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowWhat={(r) => `thing ${r.name}`}
        cardsBelow={600}
      />
    </Theme>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ResponsiveTable", () => {
  it("is a table where there is room, each row headed by its name", () => {
    renderAt(900);
    const table = screen.getByRole("table", { name: "Things" });
    expect(within(table).getByRole("rowheader", { name: "Alpha" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Cost" })).toBeInTheDocument();
    expect(within(table).getByText("Could not read thing Beta", { exact: false })).toBeInTheDocument();
  });

  it("is a list of cards where the container is narrow, every value beside its column's name", () => {
    renderAt(390);
    expect(screen.queryByRole("table")).toBeNull();
    const cards = screen.getByRole("list", { name: "Things" });
    const [alpha] = within(cards).getAllByRole("listitem");
    expect(alpha).toHaveTextContent("Alpha");
    expect(within(alpha as HTMLElement).getByText("Cost")).toBeInTheDocument();
    expect(within(alpha as HTMLElement).getByText("$1")).toBeInTheDocument();
    expect(within(cards).getByText("Could not read thing Beta", { exact: false })).toBeInTheDocument();
  });

  it("an unmeasured container (no layout) counts as wide", () => {
    renderAt(0);
    expect(screen.getByRole("table", { name: "Things" })).toBeInTheDocument();
  });
});
