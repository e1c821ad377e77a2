// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CapacitySample } from "../history";
import type { HistoryRange } from "../history/history-range";
import { HistoryChart } from "./history-chart";

const NOW = Date.UTC(2026, 10, 25, 12);
const s = (ago: number, queued = 0): CapacitySample => ({ at: NOW - ago, online: 4, busy: 3, queued });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function chart(samples: CapacitySample[], range: HistoryRange = "1h", onRangeChange = vi.fn()) {
  render(
    <HistoryChart
      history={{ samples, keeping: "browser", loaded: true }}
      total={6}
      range={range}
      onRangeChange={onRangeChange}
    />,
    { wrapper: Theme },
  );
  return onRangeChange;
}

describe("HistoryChart", () => {
  it("draws a closed period as a shaded gap between two runs and says so in words", () => {
    const samples = [s(40 * 60_000), s(39 * 60_000 + 50_000, 2), s(15_000), s(5_000, 1)];
    chart(samples);
    const img = screen.getByRole("img", { name: /over time/ });
    expect(img.querySelectorAll("rect[data-gap]")).toHaveLength(1);
    // Two runs, three series each: never one line across the gap.
    expect(img.querySelectorAll("path[data-series]")).toHaveLength(6);
    expect(screen.getByText(/^4 samples over the last 40 min/).textContent).toMatch(
      /No samples from .+ \(39 min\): the page was closed, hidden or offline\./,
    );
  });

  it("asks for another range through its radio group", () => {
    const onRangeChange = chart([s(10_000)]);
    fireEvent.click(screen.getByRole("radio", { name: "Last 24 h" }));
    expect(onRangeChange).toHaveBeenCalledWith("24h");
    expect(screen.getByRole("radio", { name: "Last 1 h" }).getAttribute("aria-checked")).toBe("true");
  });

  it("never puts undefined, null or NaN on screen or into the drawing, whatever the samples", () => {
    const sample = fc.record({
      ago: fc.integer({ min: -120_000, max: 30 * 3_600_000 }),
      online: fc.nat(70_000),
      busy: fc.nat(70_000),
      queued: fc.nat(70_000),
    });
    fc.assert(
      fc.property(
        fc.array(sample, { maxLength: 40 }),
        fc.constantFrom<HistoryRange>("15m", "1h", "6h", "24h"),
        (list, range) => {
          const samples = list
            .map(({ ago, ...counts }) => ({ at: NOW - ago, ...counts }))
            .sort((a, b) => a.at - b.at)
            .filter((x, i, all) => i === 0 || x.at > (all[i - 1] as CapacitySample).at);
          const { unmount, container } = render(
            <HistoryChart
              history={{ samples, keeping: "tab", loaded: true }}
              total={6}
              range={range}
              onRangeChange={() => {}}
            />,
            { wrapper: Theme },
          );
          // Drawn for real: the test fails if nothing rendered.
          expect(container.querySelector("svg[role=img]")).not.toBeNull();
          const text = container.textContent ?? "";
          const drawing = [...container.querySelectorAll("svg *")].flatMap((el) =>
            [...el.attributes].map((a) => a.value),
          );
          unmount();
          expect(text).not.toMatch(/undefined|null|NaN/);
          expect(drawing.join(" ")).not.toMatch(/undefined|null|NaN|Infinity/);
        },
      ),
      { numRuns: 40 },
    );
  });
});
