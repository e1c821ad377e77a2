import { DEMO, expect, navLink, openLive, test } from "./fixtures";

// A page's code chunk that does not download (a network blip, a deploy that replaced the files) is said
// in words, downloaded again on "Try again" or the next navigation, and never needs a reload to recover.
// Live mode against the standalone simulator: the demo's service worker would hide the page's requests
// from page.route.
test("a route chunk that failed to download is asked for again, with words instead of the browser's error", async ({
  page,
  failures,
}) => {
  let blocked = true;
  failures.allow(/o\._orgId\.skills-/);
  failures.allow("Failed to fetch dynamically imported module");
  await page.route(/\/assets\/o\._orgId\.skills-[^/]*\.js$/, (route) =>
    blocked ? route.abort("failed") : route.fallback(),
  );
  await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });

  await navLink(page, "Skills").click();
  await expect(page.getByRole("heading", { name: "This page could not be downloaded" })).toBeVisible();
  await expect(page.getByText("Try again, or open another page")).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  // The build on the server is the one this tab runs: no reload is offered.
  await expect(page.getByRole("button", { name: "Reload the new version" })).toHaveCount(0);

  blocked = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Skills", exact: true })).toBeVisible();
});

test("after a deploy replaced the build, the failed page offers a reload to the new version", async ({
  page,
  failures,
}) => {
  failures.allow(/o\._orgId\.members-/);
  failures.allow("Failed to fetch dynamically imported module");
  await page.route(/\/assets\/o\._orgId\.members-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });
  // From now on the server's page names another entry script: a new build was deployed.
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/\/assets\/index-[^"]+\.js/, "/assets/index-NEWBUILD.js");
      await route.fulfill({ response, body: html });
    },
  );
  await navLink(page, "Members").click();
  await expect(page.getByRole("heading", { name: "This page could not be downloaded" })).toBeVisible();
  await expect(page.getByText("Session Control was updated on the server")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload the new version" })).toBeVisible();
});
