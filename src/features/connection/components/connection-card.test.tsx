// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/ui/test-harness";
import { type Connection, connectionStore } from "../store";
import { ConnectionCard } from "./connection-card";

const OWNER: Connection = {
  mode: "demo",
  baseUrl: "http://demo.invalid/api",
  keyLabel: "Owner",
  apiKey: "svc_0000000000000000000000000000000a",
};

afterEach(() => connectionStore.disconnect());

describe("ConnectionCard's demo key switch", () => {
  it("shows a refused switch, even a falsy rejection, keeps the key and reloads nothing", async () => {
    const user = userEvent.setup();
    // The simulator's chunk failed to load with nothing to say for itself.
    connectionStore.setDemoLoader(() => Promise.reject(undefined));
    connectionStore.connect(OWNER);
    const onReconnected = vi.fn();
    renderInApp(<ConnectionCard connection={OWNER} onDisconnected={() => {}} onReconnected={onReconnected} />);
    await user.click(await screen.findByRole("radio", { name: "Read-only" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(onReconnected).not.toHaveBeenCalled();
    expect(connectionStore.getSnapshot().connection).toMatchObject({ keyLabel: "Owner" });
    // The choice is offered again once the attempt is over.
    expect(screen.getByRole("radio", { name: "Admin" })).toBeEnabled();
  });
});
