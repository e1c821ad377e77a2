import { describe, expect, it, vi } from "vitest";
import { switchDemoKey } from "./switch-demo-key";

describe("switchDemoKey", () => {
  it("re-runs the loaders once the new key is proven", async () => {
    const order: string[] = [];
    const reload = vi.fn(async () => {
      order.push("reload");
    });
    const outcome = await switchDemoKey(async () => {
      order.push("connect");
    }, reload);
    expect(outcome).toEqual({ ok: true });
    expect(order).toEqual(["connect", "reload"]);
  });

  it("returns a failed switch (even a falsy throw) and loads nothing", async () => {
    const reload = vi.fn(async () => {});
    const refused = new Error("no such key");
    expect(await switchDemoKey(() => Promise.reject(refused), reload)).toEqual({ ok: false, error: refused });
    expect(await switchDemoKey(() => Promise.reject(undefined), reload)).toEqual({ ok: false, error: undefined });
    expect(reload).not.toHaveBeenCalled();
  });
});
