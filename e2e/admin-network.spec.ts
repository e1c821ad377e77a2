import { expect, navLink, openDemo, test } from "./fixtures";

/*
 * The demo organization's computers follow a 30-minute simulated cycle; minutes 20–25 nobody is
 * online (409 agent_network_offline). The clock is Playwright's (`page.clock.install()` before the app
 * loads) and the in-page simulator reads the same clock, so fast-forwarding it moves the simulator's
 * schedule and the page's retry timers together: no waiting on the wall clock, no time thresholds.
 */
test("agent network: offline, retries on its own with growing waits, comes back without a click", async ({ page }) => {
  await page.clock.install();
  await openDemo(page, { key: "owner" });
  await navLink(page, "Agent network").click();
  const computers = page.getByRole("list", { name: "Computers" });
  await expect(computers).toContainText("online");

  await page.clock.fastForward("20:00");
  const offline = page.getByRole("heading", { name: "No member computer is online" });
  await expect(offline).toBeVisible();
  await expect(page.getByText("Tried once since it went offline.")).toBeVisible();
  await expect(page.getByText(/^Last tried \d+ s ago · (next try in [12] s|trying now…)$/)).toBeVisible();
  await expect(page.getByText("409 agent_network_offline")).toBeVisible();

  await page.clock.fastForward("00:02");
  await expect(page.getByText("Tried 2 times since it went offline.")).toBeVisible();
  await expect(page.getByText(/^Last tried \d+ s ago · next try in [2-4] s$/)).toBeVisible();

  await page.getByRole("button", { name: "Try now" }).click();
  await expect(page.getByText("Tried 3 times since it went offline.")).toBeVisible();

  await page.clock.fastForward("05:00");
  await expect(computers).toContainText("online");
  await expect(offline).toBeHidden();
  await expect(page.getByRole("heading", { name: "Agents" })).toBeVisible();
});
