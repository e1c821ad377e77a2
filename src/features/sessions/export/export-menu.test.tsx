// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import type { EventsPage, Session } from "@/api/types";
import { demoKey } from "@/simulator";
import { createTestSimulator } from "@/simulator/node";
import { usePageCommands } from "@/ui";
import { renderInApp } from "@/ui/test-harness";
import { getSessionFeeds } from "../feed/session-feeds-of-client";
import { importSessionExport } from "./export-json-reader";
import { ExportMenu } from "./export-menu";

const KEY = demoKey("owner").key;
const simulator = createTestSimulator({ seed: 1 });
beforeAll(() => {
  simulator.server.listen();
  configureApi({ baseUrl: simulator.baseUrl, apiKey: KEY });
});
afterAll(() => simulator.server.close());

interface Saved {
  name: string;
  blob: Blob;
}
let saved: Saved[] = [];
let revoked: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
beforeEach(() => {
  saved = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  };
});
afterEach(() => {
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  HTMLAnchorElement.prototype.click = original.click;
});

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${simulator.baseUrl}/v3/organizations/org_demo/${path}`, {
    headers: { authorization: `Bearer ${KEY}` },
  });
  return (await response.json()) as T;
}

function CommandList() {
  const commands = usePageCommands();
  return (
    <ul>
      {commands.map((command) => (
        <li key={command.id}>
          <button type="button" onClick={command.run}>
            {command.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

async function renderMenu() {
  const session = await read<Session>("sessions/ses_done_success");
  const view = renderInApp(
    <>
      <ExportMenu orgId="org_demo" session={session} />
      <CommandList />
    </>,
  );
  return { session, ...view };
}

describe("ExportMenu against the simulator", () => {
  it("downloads the JSON of ses_done_success: the snapshot and every event, nothing of the connection", async () => {
    const { queryClient } = await renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "JSON (.json)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved as [Saved];
    expect(file.name).toBe("ses_done_success.json");
    expect(file.blob.type).toBe("application/json;charset=utf-8");
    const text = await file.blob.text();
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(simulator.baseUrl);
    const imported = importSessionExport(text);
    if (!imported.ok) throw new Error(imported.error);
    const log = await read<EventsPage>("sessions/ses_done_success/events?after_seq=-1&limit=1000");
    expect(imported.entries.map((entry) => entry.event)).toEqual(log.items);
    expect(imported.export.session.session_id).toBe("ses_done_success");
    expect(imported.export.session.title).toBe("Add idempotency keys to refunds");
    expect((await screen.findByRole("status")).textContent).toBe(
      `Saved ses_done_success.json (${log.items.length} events)`,
    );
    await waitFor(() => expect(revoked).toEqual(["blob:test/0"]), { timeout: 3000 });
    getSessionFeeds(queryClient).dispose();
  });

  it("exports Markdown from the command palette's action", async () => {
    const { queryClient } = await renderMenu();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Export session as Markdown" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved as [Saved];
    expect(file.name).toBe("ses_done_success.md");
    const text = await file.blob.text();
    expect(text.startsWith("# Add idempotency keys to refunds\n")).toBe(true);
    expect(text).toContain("## Timeline");
    expect(text).not.toContain(KEY);
    getSessionFeeds(queryClient).dispose();
  });

  it("shows the catch-up while the events are still loading, and can be cancelled", async () => {
    const { queryClient } = await renderMenu();
    const user = userEvent.setup();
    // Hold every events read so the export has to wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (...args) => {
      await held;
      fetchSpy.mockRestore();
      return fetch(...args);
    });
    await user.click(await screen.findByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Markdown (.md)" }));
    expect(
      await screen.findByRole("status", { name: "Markdown export: Loading events (0 so far)…" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel export" }));
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument();
    release();
    expect(saved).toEqual([]);
    getSessionFeeds(queryClient).dispose();
  });
});
