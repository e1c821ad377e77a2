import type { Locator } from "@playwright/test";
import { createSimulatorServer, type SimulatorServer } from "../server/simulator.ts";
import { expect, navLink, openDemo, openSession, test } from "./fixtures";
import { h1 } from "./route-walk";

/**
 * Journeys of issue 26 (rough edges found by trying it): the UI's idea of the caller follows a change
 * of its own role; focus and an announcement after every navigation; skip links to the timeline and the
 * message box. Every control named, and no width from 320 to 1920 px scrolling any page sideways, are
 * judged on the route walks of a11y.spec.ts, which visit every route anyway.
 */

test.describe("focus and announcement after navigation", () => {
  test("opening a session from the list puts focus on its heading and names the page", async ({ page }) => {
    await openDemo(page);
    await navLink(page, "Members").click();
    await expect(h1("Members")(page)).toBeFocused();
    await navLink(page, "Sessions").click();
    await expect(h1("Sessions")(page)).toBeFocused();
    await expect(page.getByTestId("route-announcer")).toHaveText("Sessions, page");

    const link = page.getByRole("table", { name: "Sessions" }).getByRole("link").first();
    const title = (await link.textContent()) ?? "";
    await link.click();
    const heading = page.getByRole("heading", { level: 1, name: title, exact: true });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId("route-announcer")).toHaveText(`${title}, page`);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

    // A change of the search alone (a tab of the same page) leaves focus where the reader is.
    await page.getByRole("tab", { name: "Diagnostics" }).click();
    await expect(page.getByRole("tab", { name: "Diagnostics" })).toBeFocused();

    await navLink(page, "Members").click();
    await expect(h1("Members")(page)).toBeFocused();
    await expect(page.getByTestId("route-announcer")).toHaveText("Members, page");
  });
});

test.describe("skip links on a session page", () => {
  for (const id of ["ses_live_stream", "ses_done_success"]) {
    test(`${id}: the message box and the timeline are two and one Tabs after the heading`, async ({ page }) => {
      await openDemo(page);
      await openSession(page, id);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toBeFocused();

      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to timeline" })).toBeFocused();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to message box" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: "Follow-up message" })).toBeFocused();

      await title.focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("feed", { name: "Session timeline" })).toBeFocused();
    });
  }
});

test("a window too short for the session page scrolls to the composer; the timeline's last row stays reachable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openDemo(page);
  await openSession(page, "ses_done_success");
  const feed = page.getByRole("feed", { name: "Session timeline" });
  await expect(feed.locator("article[data-event-id]").first()).toBeVisible();
  const device = page.getByRole("radio", { name: "Device" });
  if (!(await device.isVisible())) await page.getByRole("button", { name: /^Options/ }).click();
  await device.check(); // the composer grows by its device fields
  await feed.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const last = feed.locator("article[data-event-id]").last();
  await expect(last).toContainText("Session finished");
  // The last row ends inside the list's own window, and the composer starts below it: nothing cut off or covered.
  const box = async (locator: Locator) => (await locator.boundingBox()) ?? { y: Number.NaN, height: Number.NaN };
  const [feedBox, lastBox, composerBox] = await Promise.all([
    box(feed),
    box(last),
    box(page.getByRole("textbox", { name: "Follow-up message" })),
  ]);
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(feedBox.y + feedBox.height + 1);
  expect(composerBox.y).toBeGreaterThanOrEqual(feedBox.y + feedBox.height);
  const visibleFeed = await feed.evaluate((el) => {
    let bottom = el.getBoundingClientRect().bottom;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowY !== "visible") bottom = Math.min(bottom, up.getBoundingClientRect().bottom);
    }
    return bottom - el.getBoundingClientRect().top;
  });
  expect(visibleFeed).toBeGreaterThanOrEqual(feedBox.height - 1);
  // The page scrolls to what is below.
  const hint = page.getByText("Only the conversation moves");
  await hint.scrollIntoViewIfNeeded();
  await expect(hint).toBeInViewport();
});

test("after the window changed height, one jump to the top leaves the timeline's tail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDemo(page);
  await openSession(page, "ses_done_success");
  await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();
  const feed = page.getByRole("feed", { name: "Session timeline" });
  const last = feed.locator("article[data-event-id]").last();
  await expect(last).toContainText("Session finished");
  await expect(last).toBeInViewport();
  // A shorter window changes the list's height with no scroll event.
  const height = () => feed.evaluate((el) => el.clientHeight);
  const tall = await height();
  await page.setViewportSize({ width: 1280, height: 640 });
  await expect.poll(height).toBeLessThan(tall);
  // The reader's first move after it, one jump to the top (Home, a dragged scrollbar), leaves the tail: it
  // used to be read as the resize moving the list, so the app kept following and showed no way back.
  await feed.evaluate((el) => {
    el.scrollTop = 0;
  });
  const jump = page.getByRole("button", { name: /^Jump to latest/ });
  await expect(jump).toBeVisible();
  await expect(feed.locator('article[aria-posinset="1"]')).toBeInViewport();
  await jump.click();
  await expect(last).toBeInViewport();
});

test.describe("timeline rows keep their actions out of the Tab order", () => {
  for (const id of ["ses_live_stream", "ses_done_success"]) {
    test(`${id}: Tab enters one row, goes through its actions and leaves; arrows move between rows`, async ({
      page,
    }) => {
      await openDemo(page);
      await openSession(page, id);
      const feed = page.getByRole("feed", { name: "Session timeline" });
      await expect(feed.locator("article[data-event-id]").first()).toBeVisible();
      await feed.focus();
      const focusedRow = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const row = active?.closest("article[data-index]");
          return { index: row ? Number(row.getAttribute("data-index")) : null, onRow: active === row };
        });

      await page.keyboard.press("Tab");
      const entered = await focusedRow();
      expect(entered).toEqual({ index: expect.any(Number), onRow: true });
      const actions = await page.evaluate(
        (index) =>
          document.querySelectorAll(`article[data-index="${index}"] :is(a[href], button:not([disabled]))`).length,
        entered.index,
      );
      // Through this row's own actions, then out of the feed: never into the next row.
      for (let i = 0; i < actions; i++) {
        await page.keyboard.press("Tab");
        expect((await focusedRow()).index).toBe(entered.index);
      }
      await page.keyboard.press("Tab");
      expect(await focusedRow()).toEqual({ index: null, onRow: false });
      await expect(feed).not.toBeFocused();
      expect(await feed.evaluate((el) => el.contains(document.activeElement))).toBe(false);

      // Shift+Tab from below comes back to the feed itself, not to the last action of the last row drawn.
      await expect
        .poll(async () => {
          await page.keyboard.press("Shift+Tab");
          return feed.evaluate((el) => document.activeElement === el);
        })
        .toBe(true);

      await page.keyboard.press("Tab");
      const start = (await focusedRow()).index as number;
      await page.keyboard.press(start > 0 ? "ArrowUp" : "ArrowDown");
      const moved = start > 0 ? start - 1 : start + 1;
      await expect.poll(focusedRow).toEqual({ index: moved, onRow: true });
      await page.keyboard.press(start > 0 ? "PageDown" : "PageUp");
      await expect.poll(focusedRow).toEqual({ index: start, onRow: true });
    });
  }
});

test.describe("the UI's idea of the caller follows a change of its own role", () => {
  let sim: SimulatorServer;
  test.beforeAll(async () => {
    sim = await createSimulatorServer({ seed: 1, rateLimit: { requests: 1_000_000, windowMs: 1000 } });
  });
  test.afterAll(async () => {
    await sim.close();
  });

  test("an admin makes themselves a member: header, role controls and secret scopes follow, after a reload too", async ({
    page,
  }) => {
    await page.goto("/connect");
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await page.getByRole("textbox", { name: "Base URL" }).fill(sim.url);
    await page.getByLabel("API key", { exact: true }).fill("svc_0d0e0000000000000000000000000002");
    await page.getByRole("checkbox", { name: /^Remember in this tab/ }).click();
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(navLink(page, "Members")).toBeVisible();
    const who = (role: string) =>
      page.getByRole("group", { name: `Signed in as adam.admin@demo.example, ${role}, API key` });
    await expect(who("admin")).toBeVisible();

    await navLink(page, "Members").click();
    const roleOf = (name: string) => page.getByRole("combobox", { name: `Role of ${name}` });
    await roleOf("Adam Admin").click();
    await page.getByRole("option", { name: "Member" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Change role" });
    await expect(dialog).toContainText("This is your own role");
    await dialog.getByRole("button", { name: "Make member" }).click();
    await expect(dialog).toBeHidden();

    const expectMember = async () => {
      await expect(who("member")).toBeVisible();
      await navLink(page, "Members").click();
      const note = "Only an organization owner or admin can do this; this key acts as a member.";
      await expect(roleOf("Mia Member")).toBeDisabled();
      await expect(roleOf("Mia Member")).toHaveAccessibleDescription(note);
      await navLink(page, "Secrets").click();
      await expect(h1("Secrets")(page)).toBeVisible();
      await expect(page.getByRole("radio", { name: /^Organization/ })).toBeDisabled();
    };
    await expectMember();
    await page.reload();
    await expectMember();
  });
});
