import type { Page } from "@playwright/test";
import { expect, navLink, openDemo, openSession, test } from "./fixtures";

async function openRepositories(page: Page) {
  await navLink(page, "Repositories").click();
  await expect(page.getByRole("heading", { name: "Repositories", level: 1 })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole("alertdialog", { name: "Delete branch" });

test.describe("branch deletion", () => {
  test("from the Repositories page: a branch with a slash, deleted only once its name is typed exactly", async ({
    page,
  }) => {
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
    });
    await openDemo(page, { key: "owner" });
    await openRepositories(page);
    await page.getByRole("button", { name: "Delete a branch of acme/web" }).click();
    await expect(page.getByRole("textbox", { name: "Owner" })).toHaveValue("acme");
    await expect(page.getByRole("textbox", { name: "Repository" })).toHaveValue("web");
    await expect(page.getByRole("textbox", { name: "Branch" })).toBeFocused();
    await page.keyboard.type("feature/dark-mode");
    await page.getByRole("button", { name: "Delete branch…" }).click();

    await expect(dialog(page)).toContainText("Delete feature/dark-mode from acme/web on GitHub?");
    const confirm = dialog(page).getByRole("button", { name: "Delete branch" });
    const typed = dialog(page).getByRole("textbox", { name: "Type feature/dark-mode to confirm" });
    await typed.fill("feature/Dark-mode");
    await expect(confirm).toBeDisabled();
    await typed.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await typed.fill("feature/dark-mode");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: "Deleted branch feature/dark-mode from acme/web." }),
    ).toBeVisible();
    expect(deletes).toEqual(["/api/v3/organizations/org_demo/repositories/acme/web/branches/feature%2Fdark-mode"]);

    // The same branch again: the service's 404 is explained and what was typed stays.
    await page.getByRole("textbox", { name: "Branch" }).fill("feature/dark-mode");
    await page.getByRole("button", { name: "Delete branch…" }).click();
    await typed.fill("feature/dark-mode");
    await confirm.click();
    await expect(dialog(page).getByRole("alert")).toContainText("Branch not found");
    await expect(typed).toHaveValue("feature/dark-mode");
  });

  test("from the session header's Branch row", async ({ page }) => {
    await openDemo(page, { key: "owner" });
    await openSession(page, "ses_done_success");
    // The Branch fact sits in the header's one-line facts, not behind Details.
    const work = page.getByRole("list", { name: "Session facts" });
    const open = work.getByRole("button", { name: /^Delete branch / });
    const branch = ((await open.getAttribute("aria-label")) ?? "").replace(/^Delete branch /, "");
    expect(branch).toContain("/");
    await open.click();
    const typed = dialog(page).getByRole("textbox", { name: `Type ${branch} to confirm` });
    await typed.fill(branch.slice(0, -1));
    await expect(dialog(page).getByRole("button", { name: "Delete branch" })).toBeDisabled();
    await typed.fill(branch);
    await dialog(page).getByRole("button", { name: "Delete branch" }).click();
    await expect(work.getByRole("status")).toHaveText("Branch deleted");
    await expect(work.getByText(branch, { exact: true })).toBeVisible();
  });

  test("a read-only key: the form and the session header's Delete… are disabled, the missing scope named", async ({
    page,
  }) => {
    await openDemo(page, { key: "read-only" });
    await openRepositories(page);
    const submit = page.getByRole("button", { name: "Delete branch…" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription("This key lacks repos:write.");
    await expect(page.getByRole("textbox", { name: "Branch" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Delete a branch of acme/web" })).toHaveCount(0);

    await openSession(page, "ses_done_success");
    const work = page.getByRole("list", { name: "Session facts" });
    await expect(work.getByText(/^svc\//)).toBeVisible();
    const headerDelete = work.getByRole("button", { name: /^Delete branch / });
    await expect(headerDelete).toBeDisabled();
    await expect(headerDelete).toHaveAccessibleDescription("This key lacks repos:write.");
  });
});
