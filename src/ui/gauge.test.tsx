// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Gauge } from "./gauge";

describe("Gauge", () => {
  it("is an accessible meter with its value, bounds and label", () => {
    render(
      <Theme>
        <Gauge label="Workers online" value={3} max={8} valueText="3 of 8 workers online" />
      </Theme>,
    );
    const meter = screen.getByRole("meter", { name: "Workers online" });
    expect(meter.getAttribute("aria-valuenow")).toBe("3");
    expect(meter.getAttribute("aria-valuemin")).toBe("0");
    expect(meter.getAttribute("aria-valuemax")).toBe("8");
    expect(meter.getAttribute("aria-valuetext")).toBe("3 of 8 workers online");
  });

  it("clamps values outside 0..max and survives max 0", () => {
    render(
      <Theme>
        <Gauge label="Busy" value={5} max={2} />
        <Gauge label="Empty" value={1} max={0} />
      </Theme>,
    );
    expect(screen.getByRole("meter", { name: "Busy" }).getAttribute("aria-valuenow")).toBe("2");
    expect(screen.getByRole("meter", { name: "Empty" }).getAttribute("aria-valuenow")).toBe("0");
  });
});
