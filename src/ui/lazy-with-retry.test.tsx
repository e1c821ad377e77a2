// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { PanelBoundary } from "@/ui/panel-boundary";
import { lazyWithRetry } from "./lazy-with-retry";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyWithRetry", () => {
  it("downloads again on the next mount after a failed download", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError("Failed to fetch dynamically imported module");
      return { default: Hello };
    });
    const Lazy = lazyWithRetry(load);
    const view = (key: number) => (
      <PanelBoundary key={key} what="the greeting" fallback={() => <p>not downloaded</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Ada" />
        </Suspense>
      </PanelBoundary>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText("not downloaded")).toBeInTheDocument();
    fail = false;
    await act(async () => rerender(view(2)));
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    // React may render a failing lazy more than once before the boundary shows; each failure makes a fresh one.
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
    vi.restoreAllMocks();
  });

  it("preload never rejects, and a preloaded component renders", async () => {
    const Lazy = lazyWithRetry(async () => ({ default: Hello }));
    await expect(Lazy.preload()).resolves.toBeUndefined();
    const Broken = lazyWithRetry(async (): Promise<{ default: typeof Hello }> => {
      throw new Error("offline");
    });
    await expect(Broken.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={null}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Grace")).toBeInTheDocument();
  });

  it("a preloaded component renders at once, without showing the fallback", async () => {
    const Lazy = lazyWithRetry(async () => ({ default: Hello }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Linus" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Linus")).toBeInTheDocument();
    expect(screen.queryByText("loading")).toBeNull();
  });
});
