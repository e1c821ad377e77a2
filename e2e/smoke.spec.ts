import { chooseDemoKey, DEMO, expect, navLink, openLive, openSession, startDemoFromConnect, test } from "./fixtures";

// Nav link name → the page's h1 (the names are a contract: src/app/shell/nav-items.ts).
const AREAS: readonly { link: string; heading: string; path: RegExp }[] = [
  { link: "Sessions", heading: "Sessions", path: /\/sessions$/ },
  { link: "Machines", heading: "Machines", path: /\/machines$/ },
  { link: "Skills", heading: "Skills", path: /\/skills$/ },
  { link: "Secrets", heading: "Secrets", path: /\/secrets$/ },
  { link: "Members", heading: "Members", path: /\/members$/ },
  { link: "Repositories", heading: "Repositories", path: /\/repositories$/ },
  { link: "Agent network", heading: "Agent network", path: /\/network$/ },
  { link: "Organizations", heading: "Organizations", path: /\/organizations$/ },
  { link: "Connection", heading: "Connection", path: /\/settings$/ },
];

// Shown in place of a field the key may not read (spec §2.1): only keys without sessions:debug see it.
const HIDDEN_FOR_NON_DEBUG = "Hidden — needs sessions:debug (owner/admin)";

test.describe("demo mode", () => {
  // One owner demo: every area, the key switch (after which the pages show less), then the theme, kept
  // over a reload, which ends the journey.
  test(`${["every area opens from the nav with its heading", "switching the demo key to Member changes who I am and hides debug-only fields", "the theme switches to dark"].join("; ")}`, async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000); // the budget of the 3 tests it joins
    await page.emulateMedia({ colorScheme: "light" });
    // A first visit's way in: the other journeys start the demo as a reload of a demo tab does (openDemo).
    await startDemoFromConnect(page);
    await test.step("every area opens from the nav with its heading", async () => {
      for (const area of AREAS) {
        await navLink(page, area.link).click();
        await expect(page).toHaveURL(area.path);
        await expect(page.getByRole("heading", { level: 1, name: area.heading, exact: true })).toBeVisible();
        await expect(navLink(page, area.link)).toHaveAttribute("aria-current", "page");
      }
      // A session the service does not know: the page still has its heading, above the error.
      await navLink(page, "Sessions").click();
      await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill("ses_not_in_the_demo");
      await page.getByRole("button", { name: "Open", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Session ses_not_in_the_demo" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      // …and a way back that needs no menu (on a phone the navigation sits behind one).
      await page.getByRole("main").getByRole("link", { name: "All sessions" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sessions", exact: true })).toBeVisible();
    });
    await test.step("switching the demo key to Member changes who I am and hides debug-only fields", async () => {
      const whoAmI = page.getByRole("group", { name: /^Signed in as / });
      await expect(whoAmI).toHaveAccessibleName(/, owner, API key$/);

      await openSession(page, "ses_done_success");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(HIDDEN_FOR_NON_DEBUG)).toHaveCount(0);

      await navLink(page, "Connection").click();
      await chooseDemoKey(page, "member");
      await expect(whoAmI).toHaveAccessibleName(/, member, API key$/);

      await openSession(page, "ses_done_success");
      await expect(page.getByText(HIDDEN_FOR_NON_DEBUG).first()).toBeVisible();
    });
    await test.step("the theme switches to dark", async () => {
      const root = page.locator("[data-is-root-theme='true']");
      await expect(root).toHaveClass(/\blight\b/);
      await page.getByRole("button", { name: "Theme" }).click();
      await page.getByRole("menuitemradio", { name: "Dark" }).click();
      await expect(root).toHaveClass(/\bdark\b/);
      await expect(root).not.toHaveClass(/\blight\b/);
      // The choice survives a reload (it is a preference, kept in localStorage).
      await page.reload();
      await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(/\bdark\b/);
    });
  });
});

test.describe("live mode", () => {
  test("connects to the standalone simulator with the owner key", async ({ page }) => {
    await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });
    await expect(page).toHaveURL(/\/o\/[^/]+\/sessions/);
    await expect(page.getByRole("heading", { level: 1, name: "Sessions", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Signed in as / })).toHaveAccessibleName(/, owner, /);
  });
});

test.describe("a link opened before connecting", () => {
  test("leads to the connect screen and, once connected, to the page it named", async ({ page }) => {
    await page.goto("/o/org_demo/machines/build-fleet");
    await expect(page).toHaveURL(/\/connect\?next=/);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await page.getByRole("textbox", { name: "Base URL" }).fill(DEMO.simBaseUrl);
    await page.getByLabel("API key", { exact: true }).fill(DEMO.ownerKey);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page).toHaveURL(/\/o\/org_demo\/machines\/build-fleet$/);
    await expect(page.getByRole("heading", { level: 1, name: "build-fleet" })).toBeVisible();
  });

  test("a next= pointing elsewhere is ignored: the sessions page opens", async ({ page }) => {
    await page.goto("/connect?next=%2F%2Fevil.example%2Fo%2Fx");
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Demo/ }).click();
    await page.getByRole("button", { name: "Start demo" }).click();
    await expect(page).toHaveURL(/\/o\/[^/]+\/sessions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sessions", exact: true })).toBeVisible();
  });
});
