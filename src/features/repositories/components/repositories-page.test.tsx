// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { DeleteBranchButton } from "./delete-branch-button";
import { RepositoriesPage } from "./repositories-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const READ_ONLY = "svc_0d0e0000000000000000000000000004";

const simulator = createTestSimulator();
const branchesOf = (fullName: string) =>
  simulator.sim.ctx
    .domain<{ branches(o: string, r: string): string[] | undefined }>("repositories")
    ?.branches("org_demo", fullName);
const deleteUrls: string[] = [];
beforeAll(() => {
  simulator.server.listen();
  simulator.server.events.on("request:start", ({ request }) => {
    if (request.method === "DELETE") deleteUrls.push(new URL(request.url).pathname + new URL(request.url).search);
  });
});
afterEach(() => {
  simulator.reset();
  deleteUrls.length = 0;
});
afterAll(() => simulator.server.close());

/** The text a screen reader reads as the control's description (aria-describedby). */
function describedText(el: HTMLElement): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("RepositoriesPage: delete a branch", () => {
  it("sends a branch with a slash as one encoded segment, only once the typed name matches", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<RepositoriesPage orgId="org_demo" />);
    await user.click(await screen.findByRole("button", { name: "Delete a branch of acme/web" }));
    expect((screen.getByRole("textbox", { name: "Owner" }) as HTMLInputElement).value).toBe("acme");
    expect((screen.getByRole("textbox", { name: "Repository" }) as HTMLInputElement).value).toBe("web");
    const branchField = screen.getByRole("textbox", { name: "Branch" });
    expect(document.activeElement).toBe(branchField);
    await user.type(branchField, "feature/dark-mode");
    await user.click(screen.getByRole("button", { name: "Delete branch…" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Delete branch" });
    expect(dialog.textContent).toContain("Delete feature/dark-mode from acme/web on GitHub?");
    const confirmButton = within(dialog).getByRole("button", { name: "Delete branch" });
    const typed = within(dialog).getByRole("textbox", { name: "Type feature/dark-mode to confirm" });
    await user.type(typed, "feature/dark");
    expect(confirmButton.hasAttribute("disabled")).toBe(true);
    await user.type(typed, "-mode");
    expect(confirmButton.hasAttribute("disabled")).toBe(false);
    await user.click(confirmButton);

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("Deleted branch feature/dark-mode from acme/web.");
    expect(deleteUrls).toEqual([
      "/v3/organizations/org_demo/repositories/acme/web/branches/feature%2Fdark-mode?provider=github",
    ]);
    expect(branchesOf("acme/web")).not.toContain("feature/dark-mode");
  });

  it("explains 404 branch_not_found in the dialog and keeps what was typed", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<RepositoriesPage orgId="org_demo" />);
    await user.type(await screen.findByRole("textbox", { name: "Owner" }), "acme");
    await user.type(screen.getByRole("textbox", { name: "Repository" }), "web");
    await user.type(screen.getByRole("textbox", { name: "Branch" }), "feature/gone");
    await user.click(screen.getByRole("button", { name: "Delete branch…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete branch" });
    const typed = within(dialog).getByRole("textbox", { name: "Type feature/gone to confirm" });
    await user.type(typed, "feature/gone{Enter}");
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Branch not found");
    expect((typed as HTMLInputElement).value).toBe("feature/gone");
  });

  it("checks the form before asking: empty fields are named", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<RepositoriesPage orgId="org_demo" />);
    await user.click(await screen.findByRole("button", { name: "Delete branch…" }));
    expect(describedText(screen.getByRole("textbox", { name: "Branch" }))).toBe("Enter the branch to delete.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("refuses a branch name git refuses before the confirmation opens", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<RepositoriesPage orgId="org_demo" />);
    await user.type(await screen.findByRole("textbox", { name: "Owner" }), "acme");
    await user.type(screen.getByRole("textbox", { name: "Repository" }), "web");
    await user.type(screen.getByRole("textbox", { name: "Branch" }), "release/x.lock");
    await user.click(screen.getByRole("button", { name: "Delete branch…" }));
    expect(describedText(screen.getByRole("textbox", { name: "Branch" }))).toBe(
      "No part of a branch name may end with “.lock”.",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("disables the form for a key without repos:write, naming the scope", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: READ_ONLY });
    renderInApp(<RepositoriesPage orgId="org_demo" />);
    await screen.findByText("acme/web");
    const submit = screen.getByRole("button", { name: "Delete branch…" });
    await waitFor(() => expect(submit.hasAttribute("disabled")).toBe(true));
    expect(describedText(submit)).toBe("This key lacks repos:write.");
    expect(screen.queryByRole("button", { name: "Delete a branch of acme/web" })).toBeNull();
  });
});

describe("DeleteBranchButton", () => {
  it("deletes the given branch after the typed confirmation, then says so", async () => {
    const user = userEvent.setup();
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<DeleteBranchButton orgId="org_demo" repo="acme/api" branch="svc/nightly-deps" />);
    await user.click(await screen.findByRole("button", { name: "Delete branch svc/nightly-deps" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete branch" });
    await user.type(within(dialog).getByRole("textbox"), "svc/nightly-deps");
    await user.click(within(dialog).getByRole("button", { name: "Delete branch" }));
    expect((await screen.findByRole("status")).textContent).toContain("Branch deleted");
    expect(branchesOf("acme/api")).not.toContain("svc/nightly-deps");
  });

  it("is disabled with the reason for a key without repos:write (never silently absent)", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: READ_ONLY });
    renderInApp(<DeleteBranchButton orgId="org_demo" repo="acme/api" branch="main" />);
    const button = await screen.findByRole("button", { name: "Delete branch main" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(true));
    expect(describedText(button)).toBe("This key lacks repos:write.");
  });

  it("is disabled, saying why, for a name git refuses: the confirmation never opens", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<DeleteBranchButton orgId="org_demo" repo="acme/api" branch="x.lock" />);
    const button = await screen.findByRole("button", { name: "Delete branch x.lock" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(describedText(button)).toBe("No part of a branch name may end with “.lock”.");
  });

  it("renders nothing for a repository that is not owner/name", () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<DeleteBranchButton orgId="org_demo" repo="web" branch="main" />);
    expect(screen.queryByRole("button", { name: /Delete branch/ })).toBeNull();
  });
});
