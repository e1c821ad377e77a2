import { browserPlaces } from "./browser-places";
import { DEMO, expect, navLink, openLive, test } from "./fixtures";

/**
 * One page, three secrets: a live API key typed on the connect screen, a secret value saved with the
 * secrets form, and an enrollment ticket the wizard showed. Afterwards none of them is anywhere the
 * browser keeps or shows things: the DOM and form fields, localStorage, sessionStorage (unless the
 * key was opted in with "Remember in this tab", and then only there), IndexedDB, Cache Storage,
 * cookies, the URL and history, resource timing entries, the console, and any request URL. (The
 * query and mutation caches are not observable in a production build; the component tests of the
 * secrets form and the wizard read them.)
 */
const TICKET = /^enr_[0-9a-f]{64}$/;

test("a live API key, a secret value and an enrollment ticket leave no trace in the browser", async ({ page }) => {
  test.slow(); // three flows and a full scan of the page's storage
  const consoleLines: string[] = [];
  page.on("console", (msg) => consoleLines.push(msg.text()));
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));

  // 1. A live API key, typed.
  await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });

  // 2. A secret value, saved.
  const secretValue = `hygiene-canary-${Date.now().toString(36)}-Ω`;
  await navLink(page, "Secrets").click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("HYGIENE_CANARY");
  await page.getByLabel("Value", { exact: true }).fill(secretValue);
  await page.getByRole("button", { name: "Save secret" }).click();
  await expect(page.getByRole("status")).toContainText("Saved HYGIENE_CANARY");

  // 3. An enrollment ticket, shown once to copy, then the dialog closed.
  await navLink(page, "Machines").click();
  await page.getByRole("button", { name: "Enroll a worker" }).click();
  const dialog = page.getByRole("dialog", { name: "Enroll a worker" });
  await dialog.getByRole("textbox", { name: "Machine", exact: true }).fill("build-fleet");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Path fingerprint" }).fill("sha256:1f3a");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("textbox", { name: "Install id" }).fill("install-hygiene-000001");
  await dialog.getByRole("textbox", { name: "Code challenge" }).fill("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Create ticket" }).click();
  const shown = dialog.getByText(TICKET);
  await expect(shown).toBeVisible();
  const ticket = (await shown.textContent())?.trim() ?? "";
  expect(ticket).toMatch(TICKET);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // Moving around keeps nothing either (the Connection page names the key masked).
  await navLink(page, "Connection").click();
  await expect(page.getByText("svc_…0001")).toBeVisible();

  const secrets = { "API key": DEMO.ownerKey, "secret value": secretValue, "enrollment ticket": ticket };
  const places = await browserPlaces(page);
  places.console = consoleLines.join("\n");
  places["request and page URLs"] = urls.join("\n");
  for (const [what, value] of Object.entries(secrets)) {
    for (const [place, content] of Object.entries(places)) {
      expect(content.includes(value), `${what} found in ${place}`).toBe(false);
    }
  }
});

test("an API key opted in with 'Remember in this tab' is in this tab's sessionStorage and nowhere else", async ({
  page,
}) => {
  await page.goto("/connect");
  await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
  await page.getByRole("textbox", { name: "Base URL" }).fill(DEMO.simBaseUrl);
  await page.getByLabel("API key", { exact: true }).fill(DEMO.ownerKey);
  await page.getByRole("checkbox", { name: /^Remember in this tab/ }).check();
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(navLink(page, "Sessions")).toBeVisible();
  const places = await browserPlaces(page);
  expect(places.sessionStorage?.includes(DEMO.ownerKey), "the opted-in key is kept for this tab").toBe(true);
  for (const [place, content] of Object.entries(places)) {
    if (place !== "sessionStorage") expect(content.includes(DEMO.ownerKey), `key found in ${place}`).toBe(false);
  }
  // A reload restores the connection from this tab's sessionStorage.
  await page.reload();
  await expect(navLink(page, "Sessions")).toBeVisible();
});
