import type { Page } from "@playwright/test";
import { expect, navLink, openDemo, test } from "./fixtures";

async function openSkills(page: Page) {
  await navLink(page, "Skills").click();
  await expect(page.getByRole("heading", { name: "Create a skill" })).toBeVisible();
}

const createButton = (page: Page) => page.getByRole("button", { name: "Create skill" });
const keywordBox = (page: Page) => page.getByRole("textbox", { name: /^Activation keywords/ });
const list = (page: Page) => page.getByRole("region", { name: "Skills in this organization" });

test.describe("skills", () => {
  test("the owner creates a skill with keywords: returned fields shown, new row in the list", async ({ page }) => {
    await openDemo(page);
    await openSkills(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Changelog writer");
    await page.getByRole("textbox", { name: /^Description/ }).fill("Writes the changelog entry for a release.");
    await page.getByRole("textbox", { name: "Instructions" }).fill("Read merged PRs.\nGroup by label.");
    await expect(page.getByText("32 of 100,000 characters")).toBeVisible();

    await keywordBox(page).fill("changelog");
    await keywordBox(page).press("Enter");
    await keywordBox(page).pressSequentially("release,CHANGELOG,");
    await expect(page.getByRole("paragraph").filter({ hasText: "Already added: CHANGELOG." })).toBeVisible();
    const tags = page.getByRole("list", { name: "Activation keywords" }).getByRole("listitem");
    await expect(tags).toHaveText(["changelog", "release"]);
    await keywordBox(page).pressSequentially("notes");
    await keywordBox(page).press("Enter");
    await page.getByRole("button", { name: "Remove keyword notes" }).click();
    await expect(tags).toHaveText(["changelog", "release"]);
    await expect(page.getByText(/never activate a skill by themselves/)).toBeVisible();
    await createButton(page).click();

    const created = page.getByRole("region", { name: "Created “Changelog writer”" });
    await expect(created).toBeVisible();
    await expect(created.getByText(/^skl_demo_\d{4}$/)).toBeVisible();
    await expect(created).toContainText("provenanceauthored");
    await expect(created).toContainText("is_enabledenabled");
    await expect(created).toContainText("authoruser");
    await expect(created).toContainText("created_byusr_0d0e0001");
    await expect(created).toContainText("activation_keywordschangelogrelease");
    await expect(page.getByRole("heading", { name: "Created “Changelog writer”" })).toBeFocused();

    const row = list(page).getByRole("row").filter({ hasText: "Changelog writer" });
    await expect(row).toContainText("new");
    await expect(row).toContainText("authored");
    await expect(row).toContainText("enabled");
    await expect(row.getByRole("group", { name: "Search aliases" })).toHaveText("changelogrelease");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  test("with cloud-agent configuration off the refusal is explained and every input kept", async ({
    page,
    failures,
  }) => {
    failures.allow(/HTTP 503: POST .*\/skills/);
    await openDemo(page, { query: "sim_gates_off=cloud_agent_config" });
    await openSkills(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Triage");
    await page.getByRole("textbox", { name: "Instructions" }).fill("Label and assign.");
    await keywordBox(page).fill("issues");
    await createButton(page).click();
    await expect(page.getByRole("alert")).toContainText("Configuration disabled");
    await expect(page.getByRole("alert")).toContainText("cloud_agent_config_disabled");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Triage");
    await expect(page.getByRole("textbox", { name: "Instructions" })).toHaveValue("Label and assign.");
    // The keyword still in the box was added as a tag when saving, not lost.
    await expect(page.getByRole("list", { name: "Activation keywords" }).getByRole("listitem")).toHaveText(["issues"]);
  });

  test("a member key may create skills", async ({ page }) => {
    await openDemo(page, { key: "member" });
    await openSkills(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Member skill");
    await page.getByRole("textbox", { name: "Instructions" }).fill("Do the thing.");
    await createButton(page).click();
    await expect(page.getByRole("region", { name: "Created “Member skill”" })).toContainText("created_byusr_0d0e0003");
    await expect(list(page).getByRole("row").filter({ hasText: "Member skill" })).toBeVisible();
  });

  test("a read-only key sees the form disabled: This key lacks skills:write.", async ({ page }) => {
    await openDemo(page, { key: "read-only" });
    await openSkills(page);
    await expect(page.getByText("This key lacks skills:write.")).toHaveCount(2);
    await expect(createButton(page)).toBeDisabled();
    await expect(createButton(page)).toHaveAccessibleDescription("This key lacks skills:write.");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(keywordBox(page)).toBeDisabled();
    await expect(page.getByRole("alert")).toContainText("This key lacks skills:read");
  });
});
