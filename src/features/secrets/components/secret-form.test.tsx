// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import type { SecretsApi } from "@/simulator/domains/secrets";
import { sha256Hex } from "@/simulator/domains/secrets/hash";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { SecretsPage } from "./secrets-page";

const KEYS = {
  owner: "svc_0d0e0000000000000000000000000001",
  admin: "svc_0d0e0000000000000000000000000002",
  member: "svc_0d0e0000000000000000000000000003",
  readOnly: "svc_0d0e0000000000000000000000000004",
};
const OWNER_ID = "usr_0d0e0001";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => {
  simulator.sim.setGates({ secretStore: true });
  simulator.reset();
});
afterAll(() => simulator.server.close());

const stored = (scope: "user" | "organization", name: string, userId: string | null) =>
  simulator.sim.ctx.domain<SecretsApi>("secrets")?.find("org_demo", scope, name, userId);

async function open(key: string) {
  configureApi({ baseUrl: simulator.baseUrl, apiKey: key });
  const view = renderInApp(<SecretsPage orgId="org_demo" />);
  // The list loading means /self has answered too (both are requested on mount).
  const region = await screen.findByRole("region", { name: "Secrets this key can see" });
  await within(region).findByRole("table");
  return view;
}

const listRegion = () => screen.getByRole("region", { name: "Secrets this key can see" });
const nameBox = () => screen.getByRole("textbox", { name: "Name" });
const valueBox = () => document.getElementById("secret-value") as HTMLInputElement | HTMLTextAreaElement;
const noteBox = () => screen.getByRole("textbox", { name: /^Note/ });
const save = () => screen.getByRole("button", { name: /Save secret|Saving/ });

describe("Set a secret, as the owner", () => {
  it("checks the name as typed and says how to fix it", async () => {
    await open(KEYS.owner);
    await userEvent.type(nameBox(), "api token");
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("No spaces: join words with _ (for example API_TOKEN).")).toBeInTheDocument();
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), "api_token");
    expect(screen.getByText("Use uppercase letters: API_TOKEN.")).toBeInTheDocument();
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), "API_TOKEN");
    expect(nameBox().getAttribute("aria-invalid")).toBeNull();
  });

  it("saves a personal secret, says created-or-replaced honestly, clears the value and refreshes the list", async () => {
    await open(KEYS.owner);
    expect(screen.getByRole("radio", { name: "Personal (user)" }).getAttribute("aria-checked")).toBe("true");
    await userEvent.type(nameBox(), "DEPLOY_KEY");
    await userEvent.type(valueBox(), "hunter2-é");
    expect(screen.getByText(/^10 of 65,536 bytes/)).toBeInTheDocument();
    await userEvent.type(noteBox(), "Rotated monthly.");
    await userEvent.click(save());

    const status = await screen.findByText(/created, or replaced an existing one/);
    expect(status.textContent).toContain("Saved DEPLOY_KEY as a personal secret");
    expect(status.textContent).toContain("the service does not say which");
    expect(valueBox().value).toBe("");
    expect((nameBox() as HTMLInputElement).value).toBe("");
    expect(stored("user", "DEPLOY_KEY", OWNER_ID)?.valueSha256).toBe(await sha256Hex("hunter2-é"));
    const table = within(listRegion()).getByRole("table");
    const row = (await within(table).findByText("DEPLOY_KEY")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("personal");
    expect(row.textContent).toContain("Rotated monthly.");
  });

  it("warns that a listed name would be replaced, then replaces it in the organization scope", async () => {
    await open(KEYS.owner);
    await userEvent.type(nameBox(), "NPM_TOKEN");
    expect(screen.queryByText(/Saving replaces its value/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    expect(document.getElementById("secret-name-existing")?.textContent).toMatch(
      /^An organization secret with this name exists \(updated .+\)\. Saving replaces its value\.$/,
    );
    await userEvent.type(valueBox(), "new-token");
    await userEvent.click(save());
    expect((await screen.findByRole("status")).textContent).toContain("Saved NPM_TOKEN as an organization secret");
    expect(stored("organization", "NPM_TOKEN", null)?.valueSha256).toBe(await sha256Hex("new-token"));
  });

  it("offers the deprecated repo scope with its legacy repo/provider context, stored as organization", async () => {
    await open(KEYS.owner);
    await userEvent.click(screen.getByRole("radio", { name: "Repository (deprecated)" }));
    expect(screen.getByText(/The repo scope is deprecated/)).toBeInTheDocument();
    await userEvent.type(nameBox(), "LEGACY_TOKEN");
    await userEvent.type(valueBox(), "v");
    const repo = screen.getByRole("textbox", { name: "Repository (legacy context, optional)" });
    await userEvent.type(repo, "acme");
    expect(screen.getByText("Write the repository as owner/name.")).toBeInTheDocument();
    await userEvent.type(repo, "/web");
    expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toBe("github");
    await userEvent.click(save());
    expect((await screen.findByRole("status")).textContent).toContain("the repo scope is stored as organization");
    expect(stored("organization", "LEGACY_TOKEN", null)?.legacyRepo).toBe("acme/web");
  });

  it("keeps a pasted multi-line value intact while it stays masked", async () => {
    await open(KEYS.owner);
    await userEvent.type(nameBox(), "TLS_KEY");
    valueBox().focus();
    await userEvent.paste("-----BEGIN KEY-----\r\nabc\r\n-----END KEY-----");
    expect(screen.getByRole("group", { name: "Value" }).textContent).toContain("Multi-line value, hidden (3 lines)");
    await userEvent.click(screen.getByRole("switch", { name: "Show value" }));
    expect(valueBox().value).toBe("-----BEGIN KEY-----\nabc\n-----END KEY-----");
    await userEvent.click(save());
    await screen.findByRole("status");
    expect(stored("user", "TLS_KEY", OWNER_ID)?.valueSha256).toBe(
      await sha256Hex("-----BEGIN KEY-----\nabc\n-----END KEY-----"),
    );
    expect(screen.getByRole("switch", { name: "Show value" }).getAttribute("aria-checked")).toBe("false");
  });

  it("refuses a value over 65 536 bytes as typed and sends nothing; exactly the limit is sent", async () => {
    await open(KEYS.owner);
    await userEvent.type(nameBox(), "BIG");
    fireEvent.change(valueBox(), { target: { value: `${"€".repeat(21_845)}ab` } });
    expect(screen.getByText("The value is 1 byte over the 65,536-byte limit.")).toBeInTheDocument();
    expect(valueBox().getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(save());
    expect(stored("user", "BIG", OWNER_ID)).toBeUndefined();
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(valueBox(), { target: { value: `${"€".repeat(21_845)}a` } });
    expect(screen.getByText(/^65,536 of 65,536 bytes/)).toBeInTheDocument();
    await userEvent.click(save());
    expect((await screen.findByRole("status")).textContent).toContain("Saved BIG");
    expect(stored("user", "BIG", OWNER_ID)).toBeDefined();
  });

  it("asks for a name and a value on an empty save, focusing the first", async () => {
    await open(KEYS.owner);
    await userEvent.click(save());
    expect(screen.getByText("A name is required.")).toBeInTheDocument();
    expect(screen.getByText("A value is required.")).toBeInTheDocument();
    expect(document.activeElement).toBe(nameBox());
  });
});

describe("refusals keep everything but the value", () => {
  async function fillAndSave(key = KEYS.owner) {
    await open(key);
    await userEvent.type(nameBox(), "SHARED_TOKEN");
    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    await userEvent.type(valueBox(), "typed-value");
    await userEvent.type(noteBox(), "For the deploy job.");
    await userEvent.click(save());
  }

  function expectKept() {
    expect(screen.getByText(/the value was cleared from the form: enter it again to retry/)).toBeInTheDocument();
    expect(valueBox().value).toBe("");
    expect((nameBox() as HTMLInputElement).value).toBe("SHARED_TOKEN");
    expect((noteBox() as HTMLTextAreaElement).value).toBe("For the deploy job.");
    expect(screen.getByRole("radio", { name: "Organization" }).getAttribute("aria-checked")).toBe("true");
  }

  it("503 secret_store_unavailable", async () => {
    simulator.sim.setGates({ secretStore: false });
    await fillAndSave();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Secret store unavailable");
    expect(alert.textContent).toContain("secret_store_unavailable");
    expectKept();
  });

  it("413 secret_value_too_large, with the service's max_bytes", async () => {
    // The form never sends an oversized value, so pad the body in flight to get the simulator's own 413.
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "POST") return realFetch(request);
      const body = (await request.json()) as { value: string };
      const padded = JSON.stringify({ ...body, value: body.value + "x".repeat(65_536) });
      return realFetch(new Request(request.url, { method: "POST", headers: request.headers, body: padded }));
    });
    try {
      await fillAndSave();
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("Secret too large");
      expect(alert.textContent).toContain("at most 65536 bytes of UTF-8 (64 KiB)");
      expectKept();
    } finally {
      spy.mockRestore();
    }
  });

  it("403 when the key lost owner/admin after the page loaded", async () => {
    await open(KEYS.admin);
    const demoted = await fetch(`${simulator.baseUrl}/v3/organizations/org_demo/members/users/usr_0d0e0002/role`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${KEYS.owner}`, "Content-Type": "application/json" },
      body: JSON.stringify({ role: "member" }),
    });
    expect(demoted.status).toBe(200);
    await userEvent.type(nameBox(), "SHARED_TOKEN");
    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    await userEvent.type(valueBox(), "typed-value");
    await userEvent.type(noteBox(), "For the deploy job.");
    await userEvent.click(save());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Only an organization owner or admin can do this.",
    );
    expectKept();
  });
});

describe("what the key may do", () => {
  it("a member writes personal secrets; organization and repo scopes are disabled with the reason", async () => {
    await open(KEYS.member);
    const org = await screen.findByRole("radio", { name: "Organization" });
    await waitFor(() => expect(org.hasAttribute("disabled")).toBe(true));
    expect(screen.getByRole("radio", { name: "Repository (deprecated)" }).hasAttribute("disabled")).toBe(true);
    const note = document.getElementById("secret-scope-note");
    expect(note?.textContent).toBe(
      "Organization and repository scopes are off. Only an organization owner or admin can do this; this key acts as a member.",
    );
    expect(org.getAttribute("aria-describedby")).toContain("secret-scope-note");
    expect(save().hasAttribute("disabled")).toBe(false);
  });

  it("a read-only key sees the whole form disabled and why", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: KEYS.readOnly });
    renderInApp(<SecretsPage orgId="org_demo" />);
    const notes = await screen.findAllByText("This key lacks secrets:write.");
    // Said at the top of the form (the fields point at it) and again beside the button.
    expect(notes.map((note) => note.closest("[id]")?.id)).toEqual(["secret-write-note", "secret-save-note"]);
    expect(save().hasAttribute("disabled")).toBe(true);
    expect(save().getAttribute("aria-describedby")).toBe("secret-save-note");
    expect(nameBox().hasAttribute("disabled")).toBe(true);
    expect(valueBox().hasAttribute("disabled")).toBe(true);
    expect(noteBox().hasAttribute("disabled")).toBe(true);
  });
});
