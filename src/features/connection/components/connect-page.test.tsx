// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { connectionStore } from "../store";
import { ConnectPage } from "./connect-page";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterAll(() => simulator.server.close());
beforeEach(() => {
  connectionStore.disconnect();
  sessionStorage.clear();
  localStorage.clear();
});

async function chooseLive(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: /Live/ }));
  const baseUrl = screen.getByRole("textbox", { name: "Base URL" });
  await user.clear(baseUrl);
  await user.type(baseUrl, simulator.baseUrl);
}

describe("ConnectPage (live)", () => {
  it("validates the key prefix before calling the service", async () => {
    const user = userEvent.setup();
    const onConnected = vi.fn();
    renderInApp(<ConnectPage onConnected={onConnected} />);
    await chooseLive(user);
    await user.type(screen.getByLabelText("API key"), "sk_live_123");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(screen.getByText(/starts with svc_/)).toBeInTheDocument();
    expect(onConnected).not.toHaveBeenCalled();
  });

  it("shows the service's refusal and keeps what was typed, then connects with a good key", async () => {
    const user = userEvent.setup();
    const onConnected = vi.fn();
    renderInApp(<ConnectPage onConnected={onConnected} />);
    await chooseLive(user);
    const key = screen.getByLabelText("API key");
    await user.type(key, "svc_ffff0000000000000000000000000009");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Not connected");
    expect((key as HTMLInputElement).value).toBe("svc_ffff0000000000000000000000000009");
    expect(connectionStore.getSnapshot().connection).toBeNull();

    await user.clear(key);
    await user.type(key, "svc_0d0e0000000000000000000000000003");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    expect(onConnected.mock.calls[0]?.[0]).toMatchObject({ org_id: "org_demo", role: "member" });
    expect(connectionStore.getSnapshot().connection).toMatchObject({ mode: "live", remember: false });
    // Not remembered: the key is in memory only.
    expect(sessionStorage.getItem("session-control.connection")).not.toContain("svc_0d0e");
    expect(localStorage.length).toBe(0);
  });

  it("shows one current error at a time: a malformed key after a refused one replaces the refusal", async () => {
    const user = userEvent.setup();
    renderInApp(<ConnectPage onConnected={vi.fn()} />);
    await chooseLive(user);
    const key = screen.getByLabelText("API key");
    await user.type(key, "svc_ffff0000000000000000000000000009");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain("Not connected");
    // The refusal sits on the connect form itself: no "Reconnect" link back to this page.
    expect(screen.queryByRole("link", { name: "Reconnect" })).toBeNull();

    await user.clear(key);
    await user.type(key, "sk_live_123");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(screen.getByText(/starts with svc_/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/Not connected/)).toBeNull();
  });

  it("hides the key by default and shows it on request", async () => {
    const user = userEvent.setup();
    renderInApp(<ConnectPage onConnected={vi.fn()} />);
    await chooseLive(user);
    const key = screen.getByLabelText("API key") as HTMLInputElement;
    expect(key.type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show key" }));
    expect(key.type).toBe("text");
  });
});
