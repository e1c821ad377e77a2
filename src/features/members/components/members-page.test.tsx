// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { MembersPage } from "./members-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const ADMIN = "svc_0d0e0000000000000000000000000002";
const MEMBER = "svc_0d0e0000000000000000000000000003";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

/** The text a screen reader reads as the control's description (aria-describedby). */
function describedText(el: HTMLElement): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

async function pickRole(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, option: string) {
  trigger.focus();
  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("MembersPage against the simulator", () => {
  it("changes a role after a confirmation that names the person, and updates the row", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<MembersPage orgId="org_demo" />);
    const trigger = await screen.findByRole("combobox", { name: "Role of Mia Member" });
    expect(trigger.textContent).toContain("Member");
    await pickRole(user, trigger, "Admin");
    const dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    expect(dialog.textContent).toContain("Make Mia Member (mia.member@demo.example) an admin?");
    await user.click(within(dialog).getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("status").textContent).toContain("Mia Member is now an admin.");
    expect(screen.getByRole("combobox", { name: "Role of Mia Member" }).textContent).toContain("Admin");
  });

  it("refuses demoting the only owner before sending: Make member is disabled, saying why", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<MembersPage orgId="org_demo" />);
    await pickRole(user, await screen.findByRole("combobox", { name: "Role of Olivia Owner" }), "Member");
    const dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    const confirm = within(dialog).getByRole("button", { name: "Make member" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(describedText(confirm)).toBe("Olivia Owner is the only owner: make someone else owner first.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("combobox", { name: "Role of Olivia Owner" }).textContent).toContain("Owner");
  });

  it("an admin who makes themselves a member sees the role controls follow at once", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: ADMIN });
    renderInApp(<MembersPage orgId="org_demo" />);
    const mine = await screen.findByRole("combobox", { name: "Role of Adam Admin" });
    await waitFor(() => expect(screen.getByText(/this key acts as an admin/)).toBeInTheDocument());
    await pickRole(user, mine, "Member");
    const dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    expect(dialog.textContent).toContain("This is your own role");
    await user.click(within(dialog).getByRole("button", { name: "Make member" }));
    const note = "Only an organization owner or admin can do this; this key acts as a member.";
    await waitFor(() => expect(screen.getByText(note)).toBeInTheDocument());
    const mia = screen.getByRole("combobox", { name: "Role of Mia Member" });
    expect(mia.hasAttribute("disabled")).toBe(true);
    expect(describedText(mia)).toBe(note);
  });

  it("shows an admin the owner option disabled, with the reason, and the owner's row locked", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: ADMIN });
    renderInApp(<MembersPage orgId="org_demo" />);
    const owner = await screen.findByRole("combobox", { name: "Role of Olivia Owner" });
    await waitFor(() => expect(owner.hasAttribute("disabled")).toBe(true));
    expect(describedText(owner)).toBe(
      "Only an organization owner can grant or change owner; this key acts as an admin.",
    );
    const mia = screen.getByRole("combobox", { name: "Role of Mia Member" });
    expect(mia.hasAttribute("disabled")).toBe(false);
    mia.focus();
    await user.keyboard("{Enter}");
    expect((await screen.findByRole("option", { name: "Owner (owners only)" })).getAttribute("aria-disabled")).toBe(
      "true",
    );
    expect(screen.getByRole("option", { name: "Admin" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("disables every role control for a key without org:write, naming it", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: MEMBER });
    renderInApp(<MembersPage orgId="org_demo" />);
    const trigger = await screen.findByRole("combobox", { name: "Role of Mia Member" });
    await waitFor(() => expect(trigger.hasAttribute("disabled")).toBe(true));
    expect(describedText(trigger)).toBe("This key lacks org:write.");
  });
});

describe("MembersPage against a strict-spec simulator (no member list)", () => {
  const strict = createTestSimulator({ strictSpec: true });
  beforeAll(() => {
    simulator.server.close();
    strict.server.listen();
  });
  afterAll(() => {
    strict.server.close();
    simulator.server.listen();
  });

  it("changes a role by user id and explains an unknown id without losing it", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: strict.baseUrl, apiKey: OWNER });
    renderInApp(<MembersPage orgId="org_demo" />);
    const field = await screen.findByRole("textbox", { name: "User id" });
    await user.type(field, "usr_nobody");
    await pickRole(user, screen.getByRole("combobox", { name: "New role" }), "Admin");
    await user.click(screen.getByRole("button", { name: "Change role…" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    expect(dialog.textContent).toContain("Make usr_nobody an admin?");
    await user.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Member not found");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((field as HTMLInputElement).value).toBe("usr_nobody");

    await user.clear(field);
    await user.type(field, "usr_0d0e0003");
    await user.click(screen.getByRole("button", { name: "Change role…" }));
    dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    await user.click(within(dialog).getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("usr_0d0e0003 is now an admin."));
    expect(
      strict.sim.ctx.domain<{ roleOf(o: string, u: string): string }>("members")?.roleOf("org_demo", "usr_0d0e0003"),
    ).toBe("admin");
  });

  it("without the list the UI cannot know the owners: 409 last_owner is explained in the dialog", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: strict.baseUrl, apiKey: OWNER });
    renderInApp(<MembersPage orgId="org_demo" />);
    await user.type(await screen.findByRole("textbox", { name: "User id" }), "usr_0d0e0001");
    await pickRole(user, screen.getByRole("combobox", { name: "New role" }), "Member");
    await user.click(screen.getByRole("button", { name: "Change role…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change role" });
    await user.click(within(dialog).getByRole("button", { name: "Make member" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Last ownerThe organization needs an owner. Make someone else owner first.",
    );
  });
});
