import { DEMO, expect, navLink, openDemo, openLive, test } from "./fixtures";

test.describe("sessions index", () => {
  test("lists sessions, filters by status and opens an attempt UUID as its session", async ({ page }) => {
    await openDemo(page);
    await navLink(page, "Sessions").click();
    const table = page.getByRole("table", { name: "Sessions" });
    await expect(table.getByRole("link", { name: /settlement/i })).toBeVisible();

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "error", exact: true }).click();
    await expect(page).toHaveURL(/status=error/);
    await expect(table.getByText("ses_error", { exact: true })).toBeVisible();
    await expect(table.getByText("ses_done_success", { exact: true })).toHaveCount(0);

    const box = page.getByRole("textbox", { name: "Session id or attempt UUID" });
    await box.fill("not a valid id!");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("session id");

    await box.fill("5e55a000-0000-4000-8000-000000000001");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    // The alias resolves to the stable session id, which the URL then carries.
    await expect(page).toHaveURL(/\/sessions\/ses_done_success(\?|$)/);
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
  });

  test("a key that may not list sessions: Needs attention says it is not known, never 0", async ({ page }) => {
    await openDemo(page, { key: "machine-token" });
    await page.evaluate(() => {
      history.pushState(null, "", "/o/org_demo/sessions");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Sessions" })).toBeVisible();
    const strip = page.getByRole("region", { name: "Needs attention" });
    await expect(strip).toContainText(
      "The sessions list could not be read, so what needs your attention is not known.",
    );
    await expect(strip.getByRole("listitem")).toHaveText([
      "—Action required",
      "—Possibly stuck",
      "—Failed in the last 24 h",
      "—Follow-ups held",
    ]);
    await expect(page.getByText("Nothing needs your attention.")).toHaveCount(0);
  });

  test("hand-edited links with values the app does not know open the pages with their defaults", async ({ page }) => {
    await openDemo(page, { query: "sim_seed=1" });
    const goTo = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
    await goTo("/o/org_demo/sessions?status=Exploded&outcome=42");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveText(/any/i);
    await expect(
      page.getByRole("table", { name: "Sessions" }).getByText("ses_done_success", { exact: true }),
    ).toBeVisible();
    await goTo("/o/org_demo/sessions/ses_done_success?tab=secrets&event=");
    await expect(page.getByRole("tab", { name: "Timeline", selected: true })).toBeVisible();
    await goTo("/o/org_demo/wall?sessions=ses_done_success&large=maybe");
    await expect(page.getByRole("article", { name: "Add idempotency keys to refunds" })).toBeVisible();
  });

  test("without the list operation (strict service) the page explains it and still opens sessions", async ({
    page,
  }) => {
    await openDemo(page, { query: "sim_strict=1" });
    await navLink(page, "Sessions").click();
    await expect(page.getByText(/does not offer a session list/)).toBeVisible();
    await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill("ses_error");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("settlement");

    await navLink(page, "Sessions").click();
    const recent = page.getByRole("list", { name: "Recent" });
    await expect(recent.getByRole("link", { name: /settlement/i })).toBeVisible();
  });
  test("a session whose detail is slow opens at once with its own loading state; the list does not linger", async ({
    page,
  }) => {
    await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });
    await navLink(page, "Sessions").click();
    const link = page.getByRole("table", { name: "Sessions" }).getByRole("link", { name: /settlement/i });
    await expect(link).toBeVisible();
    // The detail read is held until the test lets it go (hover preloads included); the events are not.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/v3\/organizations\/[^/]+\/sessions\/ses_error$/, async (route) => {
      await held;
      await route.continue();
    });
    await link.click();
    await expect(page.getByRole("status", { name: "Loading session" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Sessions" })).toHaveCount(0);
    release();
    await expect(page.getByRole("tablist", { name: "Session views" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /settlement/i })).toBeVisible();
  });
});
