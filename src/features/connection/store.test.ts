// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConnectionConfig } from "@/api/client";
import type { DemoRuntime } from "./demo-runtime";
import { CONNECTION_STORAGE_KEY, createConnectionStore } from "./store";

const LIVE_KEY = "svc_live000000000000000000000000001";
const DEMO_KEY = "svc_0d0e0000000000000000000000000002";

function setup() {
  const configured: ConnectionConfig[] = [];
  const store = createConnectionStore({
    storage: () => sessionStorage,
    configure: (c) => configured.push(c),
  });
  return { store, configured };
}

function everyStoredValue(storage: Storage): string {
  return Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? "") ?? "").join("\n");
}

const runtime: DemoRuntime = {
  keys: [{ label: "Admin", key: DEMO_KEY }],
  controls: { setFaults: vi.fn(), setGates: vi.fn(), reset: vi.fn() },
  initial: {
    seed: 1,
    strictSpec: false,
    faults: { latencyMs: 0, errorRate: 0, rateLimitBurst: 0, rateLimitRate: 0, dropRate: 0, eventPageChaos: 0 },
    gates: { productWrites: true, cloudAgentConfig: true, executionGates: true, secretStore: true },
  },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("connection store", () => {
  it("never writes a key to localStorage, whatever the mode", () => {
    const setItem = vi.spyOn(localStorage, "setItem");
    const { store } = setup();
    store.connect({ mode: "live", baseUrl: "https://svc.example", apiKey: LIVE_KEY, remember: true });
    store.connect({ mode: "demo", baseUrl: "http://x/api", keyLabel: "Admin", apiKey: DEMO_KEY });
    store.disconnect();
    expect(localStorage.length).toBe(0);
    expect(setItem).not.toHaveBeenCalled();
  });

  it("keeps a live key in memory only, unless remembered in this tab", () => {
    const { store, configured } = setup();
    store.connect({ mode: "live", baseUrl: "https://svc.example", apiKey: LIVE_KEY, remember: false });
    expect(configured.at(-1)).toEqual({ baseUrl: "https://svc.example", apiKey: LIVE_KEY });
    expect(everyStoredValue(sessionStorage)).not.toContain(LIVE_KEY);
    expect(store.readSaved()).toEqual({ mode: "live", baseUrl: "https://svc.example", apiKey: null, serverKey: false });

    store.connect({ mode: "live", baseUrl: "https://svc.example", apiKey: LIVE_KEY, remember: true });
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toContain(LIVE_KEY);
    expect(store.readSaved()).toMatchObject({ mode: "live", apiKey: LIVE_KEY });
  });

  it("remembers only the label of a demo key", () => {
    const { store } = setup();
    store.connect({ mode: "demo", baseUrl: "http://x/api", keyLabel: "Admin", apiKey: DEMO_KEY });
    expect(everyStoredValue(sessionStorage)).not.toContain(DEMO_KEY);
    expect(store.readSaved()).toEqual({ mode: "demo", keyLabel: "Admin" });
  });

  it("disconnect forgets the key and the api client loses it", () => {
    const { store, configured } = setup();
    store.connect({ mode: "live", baseUrl: "https://svc.example", apiKey: LIVE_KEY, remember: true });
    store.disconnect();
    expect(store.getSnapshot().connection).toBeNull();
    expect(configured.at(-1)?.apiKey).toBeNull();
    expect(everyStoredValue(sessionStorage)).not.toContain(LIVE_KEY);
    // The base URL stays so the connect form comes back prefilled.
    expect(store.readSaved()).toMatchObject({ mode: "live", baseUrl: "https://svc.example", apiKey: null });
  });

  it("treats corrupt or foreign storage entries as nothing saved", () => {
    const { store } = setup();
    sessionStorage.setItem(CONNECTION_STORAGE_KEY, "{not json");
    expect(store.readSaved()).toBeNull();
    sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ mode: "demo", keyLabel: "Root" }));
    expect(store.readSaved()).toBeNull();
  });

  it("notifies subscribers on change", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.connect({ mode: "demo", baseUrl: "http://x/api", keyLabel: "Admin", apiKey: DEMO_KEY });
    unsubscribe();
    store.disconnect();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("starts the simulator once, however many callers ask", async () => {
    const { store } = setup();
    const loader = vi.fn(async () => runtime);
    store.setDemoLoader(loader);
    const [a, b] = await Promise.all([store.loadDemo(), store.loadDemo()]);
    expect(a).toBe(b);
    expect(await store.loadDemo()).toBe(runtime);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().simulator).toEqual(runtime.initial);
  });

  it("lets a failed simulator start be retried", async () => {
    const { store } = setup();
    const loader = vi.fn().mockRejectedValueOnce(new Error("no service worker")).mockResolvedValueOnce(runtime);
    store.setDemoLoader(loader);
    await expect(store.loadDemo()).rejects.toThrow("no service worker");
    await expect(store.loadDemo()).resolves.toBe(runtime);
  });
});
