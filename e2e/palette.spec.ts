import { expect, navLink, openDemo, test } from "./fixtures";

// Palette entry → the page's h1 (names are the nav contract: src/app/shell/nav-items.ts).
const AREAS: readonly { type: string; option: string; heading: string }[] = [
  { type: "sess", option: "Sessions", heading: "Sessions" },
  { type: "mach", option: "Machines", heading: "Machines" },
  { type: "skil", option: "Skills", heading: "Skills" },
  { type: "secr", option: "Secrets", heading: "Secrets" },
  { type: "memb", option: "Members", heading: "Members" },
  { type: "repo", option: "Repositories", heading: "Repositories" },
  { type: "network", option: "Agent network", heading: "Agent network" },
  { type: "orga", option: "Organizations", heading: "Organizations" },
  { type: "conn", option: "Connection", heading: "Connection" },
];

/**
 * Three uses of the palette on one owner demo, in the order that keeps them apart: the theme it switches
 * does not change where it goes, and the key switch (which changes what the pages allow) comes last.
 */
test(`the palette: ${["the palette opens a session by id and switches the theme", "the command palette reaches every area by keyboard alone", "switching the demo key from the palette brings the open page to the new key"].join("; ")}`, async ({
  page,
}) => {
  test.setTimeout(3 * 60_000); // the budget of the 3 tests it joins
  await page.emulateMedia({ colorScheme: "light" });
  await openDemo(page);
  await test.step("the palette opens a session by id and switches the theme", async () => {
    await page.getByRole("button", { name: "Search and commands" }).click();
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeFocused();
    await page.keyboard.type("ses_done_success");
    await expect(page.getByRole("option", { name: /ses_done_success/ }).first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sessions\/ses_done_success/);
    // The session page adds its own commands as it loads: type once they are in, so the list holds still.
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notify me" })).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeFocused();
    await page.keyboard.type("dark theme");
    await expect(page.getByRole("option", { name: "Switch to dark theme" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(/\bdark\b/);
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeHidden();
  });
  await test.step("the command palette reaches every area by keyboard alone", async () => {
    // From the landing page, as after signing in (the session page adds commands of its own).
    await navLink(page, "Sessions").click();
    await expect(page.getByRole("heading", { level: 1, name: "Sessions", exact: true })).toBeVisible();
    for (const area of AREAS) {
      await page.keyboard.press("Control+k");
      const input = page.getByRole("combobox", { name: "Search commands" });
      await expect(input).toBeFocused();
      await page.keyboard.type(area.type);
      await expect(page.getByRole("option", { name: area.option, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.keyboard.press("Enter");
      await expect(input).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: area.heading, exact: true })).toBeVisible();
      await expect(navLink(page, area.option)).toHaveAttribute("aria-current", "page");
    }
  });
  await test.step("switching the demo key from the palette brings the open page to the new key", async () => {
    await navLink(page, "Secrets").click();
    const save = page.getByRole("button", { name: "Save secret" });
    await expect(save).toBeEnabled();
    await page.keyboard.press("Control+k");
    await page.keyboard.type("read-only");
    await page.getByRole("option", { name: /^Switch demo key to Read-only/ }).click();
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeHidden();
    // The page the owner had open now answers for the read-only key: no write controls left enabled.
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription("This key lacks secrets:write.");
  });
});
