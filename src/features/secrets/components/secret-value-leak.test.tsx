// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { SecretsPage } from "./secrets-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const CANARY = "canary-7f3a9c-Zürich-😀";
const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => {
  simulator.sim.setGates({ secretStore: true });
  simulator.reset();
});
afterAll(() => simulator.server.close());

let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = CONSOLE_METHODS.map((method) => vi.spyOn(console, method));
});
afterEach(() => {
  for (const spy of consoleSpies) spy.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
});

/** Walks anything (errors' message/stack, Maps, cycles) into one searchable string. */
function dump(value: unknown, seen = new WeakSet<object>()): string {
  if (typeof value === "string") return value;
  if (value === null || typeof value !== "object") return String(value);
  if (seen.has(value)) return "";
  seen.add(value);
  const parts: string[] = [];
  if (value instanceof Error) parts.push(value.message, value.stack ?? "");
  if (value instanceof Map) for (const [k, v] of value) parts.push(dump(k, seen), dump(v, seen));
  for (const key of Object.getOwnPropertyNames(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && "value" in descriptor) parts.push(key, dump(descriptor.value, seen));
  }
  return parts.join("\n");
}

function storageDump(storage: Storage): string {
  const parts: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? "";
    parts.push(key, storage.getItem(key) ?? "");
  }
  return parts.join("\n");
}

/** Every place a value could linger after a submission, by name, so a failure says where. */
function whereIs(text: string, view: ReturnType<typeof renderInApp>): string[] {
  const fieldValues = [...document.querySelectorAll("input, textarea")].map(
    (el) => (el as HTMLInputElement | HTMLTextAreaElement).value,
  );
  const places: Record<string, string> = {
    "DOM markup": document.documentElement.outerHTML,
    "field values": fieldValues.join("\n"),
    localStorage: storageDump(localStorage),
    sessionStorage: storageDump(sessionStorage),
    URL: `${window.location.href}\n${dump(window.history.state)}`,
    "router location": dump(view.router.state.location),
    console: consoleSpies.map((spy) => dump(spy.mock.calls)).join("\n"),
    "query cache": dump(
      view.queryClient
        .getQueryCache()
        .getAll()
        .map((q) => ({ key: q.queryKey, state: q.state })),
    ),
    "mutation cache": dump(
      view.queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
    ),
  };
  return Object.entries(places)
    .filter(([, content]) => content.includes(text))
    .map(([place]) => place);
}

async function typeSecret(options: { reveal?: boolean } = {}) {
  configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
  const view = renderInApp(<SecretsPage orgId="org_demo" />);
  await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "CANARY_TOKEN");
  if (options.reveal) await userEvent.click(screen.getByRole("switch", { name: "Show value" }));
  const field = document.getElementById("secret-value") as HTMLInputElement;
  await userEvent.type(field, CANARY);
  return { view, field };
}

describe("a secret value leaves no trace", () => {
  it("is never written into the markup while typed (no value attribute a CSS selector could read)", async () => {
    const { view, field } = await typeSecret();
    expect(field.value).toBe(CANARY);
    expect(field.getAttribute("value")).toBeNull();
    expect(whereIs(CANARY, view)).toEqual(["field values"]);
  });

  it("shown in a textarea, it is still not written into the markup (no text child)", async () => {
    const { view, field } = await typeSecret({ reveal: true });
    expect(field.tagName).toBe("TEXTAREA");
    expect(field.value).toBe(CANARY);
    expect(field.textContent).toBe("");
    expect(whereIs(CANARY, view)).toEqual(["field values"]);
  });

  it("after a successful save: nowhere in the DOM, storage, URL, console or the query/mutation caches", async () => {
    const { view } = await typeSecret({ reveal: true });
    await userEvent.click(screen.getByRole("button", { name: "Save secret" }));
    expect((await screen.findByRole("status")).textContent).toContain("Saved CANARY_TOKEN");
    expect(view.queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(whereIs(CANARY, view)).toEqual([]);
  });

  it("after a refusal (503): nowhere either, although the error is on screen", async () => {
    simulator.sim.setGates({ secretStore: false });
    const { view } = await typeSecret();
    await userEvent.click(screen.getByRole("button", { name: "Save secret" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Secret store unavailable");
    expect(whereIs(CANARY, view)).toEqual([]);
    // The canary check is only meaningful if the other typed fields do survive the refusal.
    expect(whereIs("CANARY_TOKEN", view)).toContain("field values");
  });
});
