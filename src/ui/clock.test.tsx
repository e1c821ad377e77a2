// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appNow, appTimeAt, setAppClock, useCountdown, useNow, useSecondsUntil } from "./clock";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-25T10:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

function Reader({ id, everyMs, onRender }: { id: string; everyMs?: number; onRender: () => void }) {
  onRender();
  const now = useNow({ everyMs });
  return <span data-testid={id}>{now}</span>;
}

function Countdown({ startS }: { startS: number | null }) {
  const left = useCountdown(startS);
  return <span data-testid="left">{left === null ? "none" : left}</span>;
}

function Until({ deadlineMs }: { deadlineMs: number | null }) {
  const left = useSecondsUntil(deadlineMs);
  return <span data-testid="until">{left === null ? "none" : left}</span>;
}

describe("useNow", () => {
  it("runs one interval for every reader on screen, and none once they are gone", () => {
    const spy = vi.spyOn(globalThis, "setInterval");
    const { unmount } = render(
      <>
        <Reader id="a" onRender={() => {}} />
        <Reader id="b" onRender={() => {}} />
        <Reader id="c" everyMs={30_000} onRender={() => {}} />
      </>,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(Number(screen.getByTestId("a").textContent)).toBe(Date.parse("2026-11-25T10:00:03.000Z"));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    spy.mockRestore();
  });

  it("re-renders a 30-second reader only when its rounded time changes", () => {
    const fast = vi.fn();
    const slow = vi.fn();
    render(
      <>
        <Reader id="fast" onRender={fast} />
        <Reader id="slow" everyMs={30_000} onRender={slow} />
      </>,
    );
    const [fastBefore, slowBefore] = [fast.mock.calls.length, slow.mock.calls.length];
    for (let s = 0; s < 60; s++) act(() => vi.advanceTimersByTime(1000));
    expect(fast.mock.calls.length - fastBefore).toBeGreaterThanOrEqual(60);
    expect(slow.mock.calls.length - slowBefore).toBeLessThanOrEqual(2);
    expect(Number(screen.getByTestId("slow").textContent) % 30_000).toBe(0);
  });

  it("does not tick while inactive", () => {
    function Idle() {
      const now = useNow({ active: false });
      return <span data-testid="idle">{now}</span>;
    }
    render(<Idle />);
    const first = screen.getByTestId("idle").textContent;
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId("idle").textContent).toBe(first);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("useCountdown", () => {
  it("counts down once a second to 0 and starts over when given a new start", () => {
    const { rerender } = render(<Countdown startS={3} />);
    expect(screen.getByTestId("left").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId("left").textContent).toBe("1");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId("left").textContent).toBe("0");
    rerender(<Countdown startS={10} />);
    expect(screen.getByTestId("left").textContent).toBe("10");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("left").textContent).toBe("9");
    rerender(<Countdown startS={null} />);
    expect(screen.getByTestId("left").textContent).toBe("none");
  });

  it("turns over each whole second after it was set, not on the shared tick, and reads 0 at its deadline", () => {
    // The shared interval starts with this reader at 0 s; the countdown is set 0.7 s later.
    const page = (countdown: boolean) => (
      <>
        <Reader id="now" onRender={() => {}} />
        {countdown ? <Countdown startS={3} /> : null}
      </>
    );
    const { rerender } = render(page(false));
    act(() => vi.advanceTimersByTime(700));
    rerender(page(true));
    expect(screen.getByTestId("left").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId("left").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("left").textContent).toBe("2");
    // The shared clock's other readers keep its phase: at 1.7 s they still read the 1 s tick.
    expect(Number(screen.getByTestId("now").textContent)).toBe(Date.parse("2026-11-25T10:00:01.000Z"));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId("left").textContent).toBe("1");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("left").textContent).toBe("0");
  });

  it("shows a start that is not whole as the whole seconds it began, and reaches 0 at its deadline", () => {
    render(<Countdown startS={2.5} />);
    expect(screen.getByTestId("left").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId("left").textContent).toBe("2");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId("left").textContent).toBe("1");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("left").textContent).toBe("0");
  });

  it("leaves no timer of its own once it reached 0 or is gone", () => {
    const { unmount } = render(<Countdown startS={2} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId("left").textContent).toBe("0");
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    render(<Countdown startS={5} />);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("useSecondsUntil", () => {
  const T0 = Date.parse("2026-11-25T10:00:00.000Z");
  const until = () => screen.getByTestId("until").textContent;

  it("is exact at each whole second before a deadline set before it mounted, and 0 at the deadline", () => {
    // The shared interval starts with this reader at 0 s; the deadline (3.4 s) was set before the countdown mounts at 0.7 s.
    const page = (countdown: boolean) => (
      <>
        <Reader id="now" onRender={() => {}} />
        {countdown ? <Until deadlineMs={T0 + 3_400} /> : null}
      </>
    );
    const { rerender } = render(page(false));
    act(() => vi.advanceTimersByTime(700));
    rerender(page(true));
    expect(until()).toBe("3");
    const steps: [number, string][] = [
      [699, "3"],
      [1, "2"],
      [999, "2"],
      [1, "1"],
      [999, "1"],
      [1, "0"],
    ];
    for (const [ms, left] of steps) {
      act(() => vi.advanceTimersByTime(ms));
      expect(until(), `at ${Date.now() - T0} ms`).toBe(left);
    }
    expect(Date.now()).toBe(T0 + 3_400);
    // Only the shared interval is left: the countdown's own timer stops at 0.
    expect(vi.getTimerCount()).toBe(1);
  });

  it("follows a new deadline, reads 0 for one already past with no timer, and null for none", () => {
    const { rerender } = render(<Until deadlineMs={T0 + 2_000} />);
    expect(until()).toBe("2");
    act(() => vi.advanceTimersByTime(500));
    // 9.3 s left is still 10 whole seconds, until 9 s are left.
    rerender(<Until deadlineMs={T0 + 9_800} />);
    expect(until()).toBe("10");
    act(() => vi.advanceTimersByTime(299));
    expect(until()).toBe("10");
    act(() => vi.advanceTimersByTime(1));
    expect(until()).toBe("9");
    rerender(<Until deadlineMs={T0 - 1} />);
    expect(until()).toBe("0");
    expect(vi.getTimerCount()).toBe(0);
    rerender(<Until deadlineMs={null} />);
    expect(until()).toBe("none");
  });
});

describe("the app's clock in a time-scaled demo", () => {
  afterEach(() => {
    setAppClock(null);
    cleanup();
  });

  it("reads the clock the demo passes in, and maps a wall-clock stamp onto it", () => {
    const wall0 = Date.now();
    const sim0 = wall0 + 3_600_000;
    // The simulator's scaled clock: a minute per real second from an hour ahead.
    setAppClock({ now: () => sim0 + (Date.now() - wall0) * 60, scale: 60 });
    render(<Reader id="sim" onRender={() => {}} />);
    expect(Number(screen.getByTestId("sim").textContent)).toBe(sim0);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // Two real seconds are two simulated minutes on screen, as the simulator reads them.
    expect(Number(screen.getByTestId("sim").textContent)).toBe(sim0 + 120_000);
    expect(appNow()).toBe(sim0 + 120_000);
    // An answer received one real second ago was received a simulated minute ago.
    expect(appTimeAt(Date.now() - 1000)).toBe(appNow() - 60_000);
  });

  it("live (no clock passed in) reads the wall clock unchanged", () => {
    setAppClock(null);
    expect(appNow()).toBe(Date.now());
    expect(appTimeAt(Date.now() - 1000)).toBe(Date.now() - 1000);
  });
});
