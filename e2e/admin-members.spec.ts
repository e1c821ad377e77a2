import type { Page } from "@playwright/test";
import { expect, navLink, openDemo, test } from "./fixtures";

async function openMembers(page: Page) {
  await navLink(page, "Members").click();
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
}

const roleOf = (page: Page, name: string) => page.getByRole("combobox", { name: `Role of ${name}` });
const dialog = (page: Page) => page.getByRole("alertdialog", { name: "Change role" });

test.describe("member roles", () => {
  test("the owner makes a member an admin after a confirmation naming them, and cannot demote the only owner", async ({
    page,
  }) => {
    await openDemo(page, { key: "owner" });
    await openMembers(page);

    await roleOf(page, "Mia Member").click();
    await page.getByRole("option", { name: "Admin" }).click();
    await expect(dialog(page)).toContainText("Make Mia Member (mia.member@demo.example) an admin?");
    await dialog(page).getByRole("button", { name: "Make admin" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Mia Member is now an admin." })).toBeVisible();
    await expect(roleOf(page, "Mia Member")).toHaveText("Admin");

    await roleOf(page, "Olivia Owner").click();
    await page.getByRole("option", { name: "Member" }).click();
    await expect(dialog(page)).toContainText("Make Olivia Owner (olivia.owner@demo.example) a member?");
    // Refused before sending: the list shows one owner, so nothing is sent (no 409 last_owner).
    const makeMember = dialog(page).getByRole("button", { name: "Make member" });
    await expect(makeMember).toBeDisabled();
    await expect(makeMember).toHaveAccessibleDescription(
      "Olivia Owner is the only owner: make someone else owner first.",
    );
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(roleOf(page, "Olivia Owner")).toHaveText("Owner");
  });

  test("an admin sees the owner option disabled with the reason, and owners' rows locked", async ({ page }) => {
    await openDemo(page, { key: "admin" });
    await openMembers(page);
    const reason = "Only an organization owner can grant or change owner; this key acts as an admin.";
    await expect(page.getByText(reason)).toBeVisible();
    await expect(roleOf(page, "Olivia Owner")).toBeDisabled();
    await expect(roleOf(page, "Olivia Owner")).toHaveAccessibleDescription(reason);

    await roleOf(page, "Mia Member").click();
    await expect(page.getByRole("option", { name: "Owner (owners only)" })).toBeDisabled();
    await page.getByRole("option", { name: "Admin" }).click();
    await dialog(page).getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mia Member is now an admin." })).toBeVisible();
  });

  test("a member key sees every role control disabled, with the missing scope named", async ({ page }) => {
    await openDemo(page, { key: "member" });
    await openMembers(page);
    await expect(page.getByText("This key lacks org:write.")).toBeVisible();
    for (const name of ["Olivia Owner", "Adam Admin", "Mia Member"]) {
      await expect(roleOf(page, name)).toBeDisabled();
      await expect(roleOf(page, name)).toHaveAccessibleDescription("This key lacks org:write.");
    }
  });

  test("under the strict spec (no member list) a role is changed by user id", async ({ page }) => {
    await openDemo(page, { key: "owner", query: { sim_strict: "1" } });
    await openMembers(page);
    await expect(page.getByRole("heading", { name: "Change a role by user id" })).toBeVisible();
    await page.getByRole("textbox", { name: "User id" }).fill("usr_0d0e0003");
    await page.getByRole("combobox", { name: "New role" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await page.getByRole("button", { name: "Change role…" }).click();
    await expect(dialog(page)).toContainText("Make usr_0d0e0003 an admin?");
    await dialog(page).getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByRole("status").filter({ hasText: "usr_0d0e0003 is now an admin." })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "User id" })).toHaveValue("usr_0d0e0003");
  });
});

test.describe("retired in this API", () => {
  test("the Organizations page shows the service's own 410 answers and what replaced them", async ({ page }) => {
    await openDemo(page, { key: "owner" });
    await navLink(page, "Organizations").click();
    const section = page.getByRole("region", { name: "Retired in this API" });
    const knowledge = section.getByRole("article", { name: "Knowledge notes" });
    await expect(knowledge.getByRole("group", { name: "The service's answer" })).toContainText(
      "410 Goneknowledge_notes_retired",
    );
    await expect(knowledge).toContainText("“the Knowledge area is retired; use skills instead”");
    const roles = section.getByRole("article", { name: "Platform role listing" });
    await expect(roles.getByRole("group", { name: "The service's answer" })).toContainText("410 Goneroles_retired");
    await roles.getByRole("link", { name: "Open Members" }).click();
    await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  });
});
