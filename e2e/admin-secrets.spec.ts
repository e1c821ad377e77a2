import type { Page } from "@playwright/test";
import { browserPlaces } from "./browser-places";
import { DEMO, expect, navLink, openDemo, openLive, test } from "./fixtures";

async function openSecrets(page: Page) {
  await navLink(page, "Secrets").click();
  await expect(page.getByRole("heading", { name: "Set a secret" })).toBeVisible();
}

const value = (page: Page) => page.getByLabel("Value", { exact: true });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save secret" });
const list = (page: Page) => page.getByRole("region", { name: "Secrets this key can see" });

test.describe("secrets", () => {
  test("the owner sets a personal and an organization secret: the list shows them, the value is nowhere", async ({
    page,
  }) => {
    const consoleLines: string[] = [];
    page.on("console", (msg) => consoleLines.push(msg.text()));
    const sentUrls: string[] = [];
    page.on("request", (request) => sentUrls.push(request.url()));
    await openDemo(page);
    await openSecrets(page);

    const canary = "e2e-canary-Ω-9d41";
    await page.getByRole("textbox", { name: "Name" }).fill("E2E_PERSONAL");
    await value(page).fill(canary);
    await expect(page.getByText(/^18 of 65,536 bytes/)).toBeVisible();
    await page.getByRole("textbox", { name: /^Note/ }).fill("Set by the e2e journey.");
    await saveButton(page).click();
    await expect(page.getByRole("status")).toContainText("Saved E2E_PERSONAL as a personal secret");
    await expect(page.getByRole("status")).toContainText("the service does not say which");
    const personalRow = list(page).getByRole("row").filter({ hasText: "E2E_PERSONAL" });
    await expect(personalRow).toContainText("personal");
    await expect(personalRow).toContainText("Set by the e2e journey.");

    await page.getByRole("textbox", { name: "Name" }).fill("E2E_SHARED");
    await page.getByRole("radio", { name: "Organization" }).click();
    await value(page).fill(`${canary}-shared`);
    await saveButton(page).click();
    await expect(page.getByRole("status")).toContainText("Saved E2E_SHARED as an organization secret");
    await expect(list(page).getByRole("row").filter({ hasText: "E2E_SHARED" })).toContainText("organization");
    await expect(value(page)).toHaveValue("");

    const traces = await browserPlaces(page);
    for (const [place, content] of Object.entries(traces)) {
      expect(content.includes(canary), `value found in ${place}`).toBe(false);
    }
    expect(consoleLines.filter((line) => line.includes(canary))).toEqual([]);
    expect(sentUrls.filter((url) => url.includes(canary))).toEqual([]);
  });

  test("a value over 65 536 bytes is refused as typed; exactly 65 536 bytes is saved", async ({ page }) => {
    await openDemo(page);
    await openSecrets(page);
    await page.getByRole("textbox", { name: "Name" }).fill("E2E_BIG");
    // 21 845 three-byte characters are 65 535 bytes.
    await value(page).fill(`${"€".repeat(21_845)}ab`);
    await expect(page.getByText("The value is 1 byte over the 65,536-byte limit.")).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole("status")).toHaveCount(0);
    await value(page).fill(`${"€".repeat(21_845)}a`);
    await expect(page.getByText(/^65,536 of 65,536 bytes/)).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole("status")).toContainText("Saved E2E_BIG");
  });

  test("the service's own 413 is explained and everything but the value is kept", async ({ page }) => {
    // Live mode against the standalone simulator, so the request is visible to page.route: the form never sends
    // an oversized value, so the body is padded in flight and the simulator answers its real 413.
    await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });
    await page.route("**/v3/organizations/*/secrets", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = request.postDataJSON() as { value: string };
      return route.continue({ postData: JSON.stringify({ ...body, value: body.value + "x".repeat(65_536) }) });
    });
    await openSecrets(page);
    await page.getByRole("textbox", { name: "Name" }).fill("E2E_TOO_LARGE");
    await page.getByRole("radio", { name: "Organization" }).click();
    await value(page).fill("small-value");
    await page.getByRole("textbox", { name: /^Note/ }).fill("Kept after a refusal.");
    await saveButton(page).click();

    await expect(page.getByRole("alert")).toContainText("Secret too large");
    await expect(page.getByRole("alert")).toContainText("at most 65536 bytes of UTF-8 (64 KiB)");
    await expect(page.getByText(/the value was cleared from the form: enter it again to retry/)).toBeVisible();
    await expect(value(page)).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("E2E_TOO_LARGE");
    await expect(page.getByRole("textbox", { name: /^Note/ })).toHaveValue("Kept after a refusal.");
    await expect(page.getByRole("radio", { name: "Organization" })).toBeChecked();
  });

  test("with the secret store off (sim_gates_off=secret_store) a save is explained as 503", async ({
    page,
    failures,
  }) => {
    failures.allow(/HTTP 503: POST .*\/secrets/);
    await openDemo(page, { query: "sim_gates_off=secret_store" });
    await openSecrets(page);
    await page.getByRole("textbox", { name: "Name" }).fill("E2E_NO_STORE");
    await value(page).fill("v");
    await saveButton(page).click();
    await expect(page.getByRole("alert")).toContainText("Secret store unavailable");
    await expect(page.getByRole("alert")).toContainText("secret_store_unavailable");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("E2E_NO_STORE");
  });

  test("a member key has the organization and repo scopes disabled, with the reason", async ({ page }) => {
    await openDemo(page, { key: "member" });
    await openSecrets(page);
    const organization = page.getByRole("radio", { name: "Organization" });
    await expect(organization).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Repository (deprecated)" })).toBeDisabled();
    await expect(organization).toHaveAccessibleDescription(/Only an organization owner or admin can do this/);
    await expect(page.getByText("Organization and repository scopes are off.", { exact: false })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Personal (user)" })).toBeChecked();
    await expect(saveButton(page)).toBeEnabled();
  });

  test("a read-only key sees the form disabled: This key lacks secrets:write.", async ({ page }) => {
    await openDemo(page, { key: "read-only" });
    await openSecrets(page);
    await expect(page.getByText("This key lacks secrets:write.")).toHaveCount(2);
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveAccessibleDescription("This key lacks secrets:write.");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(value(page)).toBeDisabled();
    await expect(page.getByRole("alert")).toContainText("This key lacks secrets:read");
  });
});
