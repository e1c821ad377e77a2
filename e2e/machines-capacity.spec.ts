import type { Page } from "@playwright/test";
import { DEMO, expect, navLink, openDemo, openLive, openSession, test } from "./fixtures";
import { joinWorld, pauseWithWorld, startSteppedWorld } from "./stepped-world";

const card = (page: Page, name: string) =>
  page.getByRole("list", { name: "Machine capacity" }).getByRole("article", { name, exact: true });

async function watch(page: Page, name: string): Promise<void> {
  await page.getByRole("textbox", { name: "Machine name or id" }).fill(name);
  await page.getByRole("button", { name: "Watch", exact: true }).click();
}

async function watchOrder(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Watch list" }).getByRole("listitem").allTextContents();
}

test.describe("Machines capacity", () => {
  test("builds a watch list under strict spec: any case, a 404 in words, reorder, remove, survives reload", async ({
    page,
  }) => {
    await openDemo(page, { query: "sim_strict=1" });
    await navLink(page, "Machines").click();
    await expect(page.getByText(/This service does not list Machines/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Machines watched yet" })).toBeVisible();

    await watch(page, "build-fleet");
    await expect(card(page, "build-fleet")).toBeVisible();
    await watch(page, "GPU-POOL");
    await expect(card(page, "gpu-pool")).toBeVisible();
    await watch(page, "nightly");
    await expect(card(page, "nightly")).toBeVisible();

    await watch(page, "no-such-fleet");
    await expect(page.getByRole("alert")).toHaveText(
      "Machine not found. No Machine with this id or name in this organization.",
    );
    await expect(page.getByRole("textbox", { name: "Machine name or id" })).toHaveValue("no-such-fleet");
    await expect(page.getByRole("list", { name: "Machine capacity" }).getByRole("article")).toHaveCount(3);

    await page.getByRole("button", { name: "Reorder or remove (3)" }).click();
    expect(await watchOrder(page)).toEqual(["1. build-fleet", "2. gpu-pool", "3. nightly"]);
    await page.getByRole("button", { name: "Move nightly up" }).click();
    await expect(page.getByRole("list", { name: "Watch list" }).getByRole("listitem")).toHaveText([
      "1. build-fleet",
      "2. nightly",
      "3. gpu-pool",
    ]);
    await page.getByRole("button", { name: "Remove build-fleet" }).click();
    await expect(card(page, "build-fleet")).toHaveCount(0);

    await page.reload();
    await expect(card(page, "nightly")).toBeVisible();
    await expect(card(page, "gpu-pool")).toBeVisible();
    await expect(card(page, "build-fleet")).toHaveCount(0);
    await page.getByRole("button", { name: "Reorder or remove (2)" }).click();
    await expect(page.getByRole("list", { name: "Watch list" }).getByRole("listitem")).toHaveText([
      "1. nightly",
      "2. gpu-pool",
    ]);
  });

  test("numbers and history move as the simulator's workers change", async ({ page, context }) => {
    // The stepped world: each 10 s refresh of the page spans 100 simulated minutes of workers coming and going.
    const world = await startSteppedWorld(1);
    try {
      const counts = await joinWorld(world, context);
      const refresh = async () => {
        await world.clock.advance(100 * 60_000 - 10_000);
        await world.step([page], 10_000, counts);
      };
      await openLive(page, { baseUrl: world.url, apiKey: DEMO.ownerKey });
      await navLink(page, "Machines").click();
      await card(page, "build-fleet").getByRole("link", { name: "build-fleet" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "build-fleet" })).toBeVisible();
      const summary = page.getByText(/^(1 sample so far|\d+ samples over the last)/);
      await expect(summary).toBeVisible();
      await pauseWithWorld(world, page, counts);
      const first = await summary.textContent();
      // The legend carries the latest value of each series: one of them moves.
      const latest = page.getByRole("list", { name: "Legend" });
      const before = await latest.textContent();
      // The next refresh adds a history point; some series then reports a range instead of one value.
      const samples = async () => Number(/^(\d+) samples/.exec((await summary.textContent()) ?? "")?.[1] ?? 1);
      for (let i = 0; i < 4 && (await samples()) < 2; i += 1) await refresh();
      await expect(summary).toHaveText(/^[2-9] samples over the last/);
      for (let i = 0; i < 4 && !/between \d+ and \d+/.test((await summary.textContent()) ?? ""); i += 1)
        await refresh();
      await expect.poll(async () => (await summary.textContent()) ?? "").toMatch(/between \d+ and \d+/);
      expect(await summary.textContent()).not.toBe(first);
      for (let i = 0; i < 4 && (await latest.textContent()) === before; i += 1) await refresh();
      await expect.poll(async () => latest.textContent()).not.toBe(before);
    } finally {
      // The page first, so no request of it is cut by the service closing.
      await page.close();
      await world.close();
    }
  });

  test("the session header's Machine name leads to the Machine page", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_machine_queue");
    await page.getByRole("link", { name: "build-fleet", exact: true }).first().click();
    await expect(page).toHaveURL(/\/o\/[^/]+\/machines\/build-fleet$/);
    await expect(page.getByRole("heading", { level: 1, name: "build-fleet" })).toBeVisible();
    await expect(page.getByRole("meter", { name: "Workers online" })).toBeVisible();
    // In the Machine's sessions table (the wait section lists it too, behind its figures).
    await expect(
      page
        .getByRole("table", { name: "Sessions on build-fleet" })
        .getByRole("link", { name: "Run the nightly migration rehearsal" }),
    ).toBeVisible();
  });
});
