import type { CDPSession, Locator, Page } from "@playwright/test";
import { createSimulatorServer, type SimulatorServer } from "../server/simulator.ts";
import { expect, navLink, openDemo, openSession, test } from "./fixtures";

/**
 * Journeys of issue 26 (rough edges found by trying it): the UI's idea of the caller follows a change
 * of its own role; focus and an announcement after every navigation; skip links to the timeline and the
 * message box; every control named; and no width from 320 to 1920 px scrolls any page sideways.
 */

/** In-app navigation (no reload, so the demo world and the connection stay as they are). */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const h1 = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });

interface RouteCase {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

/** Every route of the app, as the owner sees it (the connect screen is judged on its own). */
const ROUTES: readonly RouteCase[] = [
  { name: "sessions", path: "/o/demo/sessions", ready: h1("Sessions") },
  {
    name: "a live session",
    path: "/o/demo/sessions/ses_live_stream",
    ready: (page) => page.getByRole("button", { name: /^Copy event .* as JSON$/ }).first(),
  },
  {
    name: "a finished session",
    path: "/o/demo/sessions/ses_done_success",
    ready: (page) => page.getByRole("button", { name: /^Copy event .* as JSON$/ }).first(),
  },
  {
    name: "session diagnostics",
    path: "/o/demo/sessions/ses_error?tab=diagnostics",
    ready: (page) => page.getByRole("tab", { name: "Diagnostics", selected: true }),
  },
  {
    name: "session shared links",
    path: "/o/demo/sessions/ses_done_success?tab=links",
    ready: (page) => page.getByRole("tab", { name: "Shared links", selected: true }),
  },
  {
    name: "watch wall",
    path: "/o/demo/wall?sessions=ses_live_stream,ses_done_success,ses_error",
    ready: (page) => page.locator("article[data-session-id='ses_error'] h2"),
  },
  { name: "machines", path: "/o/demo/machines", ready: h1("Machines") },
  { name: "a Machine", path: "/o/demo/machines/build-fleet", ready: h1("build-fleet") },
  { name: "skills", path: "/o/demo/skills", ready: h1("Skills") },
  { name: "secrets", path: "/o/demo/secrets", ready: h1("Secrets") },
  { name: "members", path: "/o/demo/members", ready: h1("Members") },
  { name: "repositories", path: "/o/demo/repositories", ready: h1("Repositories") },
  { name: "agent network", path: "/o/demo/network", ready: h1("Agent network") },
  { name: "organizations", path: "/o/demo/organizations", ready: h1("Organizations") },
  { name: "connection", path: "/o/demo/settings", ready: h1("Connection") },
  { name: "page not found", path: "/o/demo/no-such-page", ready: (page) => page.getByText("Page not found") },
];

const WIDTHS = [320, 360, 390, 414, 480, 600, 700, 767, 768, 800, 855, 900, 1024, 1280, 1440, 1920] as const;

/** How far the page scrolls sideways at the current width (0 = not at all), and what sticks out. */
async function sidewaysOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(async () => {
    // Let layout and ResizeObserver-driven switches (table → cards) settle over two frames.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (by > 0) {
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const rect = el.getBoundingClientRect();
        if (rect.right > root.clientWidth + 1 && rect.width > 0 && culprits.length < 6) {
          const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? "";
          culprits.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${label}" right=${rect.right}`,
          );
        }
      }
    }
    return { by, culprits };
  });
}

test.describe("no page scrolls sideways, from 320 to 1920 px", () => {
  test("every route at every width", async ({ page }) => {
    test.slow(); // 16 routes × 16 widths
    await openDemo(page);
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await goTo(page, route.path);
      await expect(route.ready(page)).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { by, culprits } = await sidewaysOverflow(page);
        if (by > 0) found.push(`${route.name} at ${width}px scrolls ${by}px: ${culprits.join("; ")}`);
      }
    }
    expect(found).toEqual([]);
  });

  test("the connect screen at every width", async ({ page }) => {
    await page.goto("/connect");
    await expect(page.getByRole("heading", { level: 1, name: "Session Control" })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect((await sidewaysOverflow(page)).by, `connect at ${width}px`).toBe(0);
    }
  });

  test("on a phone the lists are stacked cards: nothing of a row is off-screen", async ({ page }) => {
    await openDemo(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const lists = [
      { path: "/o/demo/sessions", list: "Sessions", ready: h1("Sessions") },
      { path: "/o/demo/members", list: "Members", ready: h1("Members") },
      { path: "/o/demo/repositories", list: "Indexed repositories", ready: h1("Repositories") },
      { path: "/o/demo/network", list: "Agents", ready: h1("Agent network") },
      { path: "/o/demo/organizations", list: "Organizations", ready: h1("Organizations") },
    ];
    for (const { path, list, ready } of lists) {
      await goTo(page, path);
      await expect(ready(page)).toBeVisible();
      const cards = page.getByRole("list", { name: list, exact: true });
      await expect(cards.getByRole("listitem").first()).toBeVisible();
      await expect(page.getByRole("table", { name: list, exact: true })).toHaveCount(0);
      // Every card lies within the screen, its content too (no sideways scroller inside).
      const outside = await cards.evaluate((ul) =>
        Array.from(ul.querySelectorAll("*"))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
          })
          .map((el) => el.textContent?.slice(0, 30)),
      );
      expect(outside, `${list}: parts of cards off-screen`).toEqual([]);
    }
    // On Sessions, the values that used to sit off-screen are read beside their names.
    await goTo(page, "/o/demo/sessions");
    const first = page.getByRole("list", { name: "Sessions", exact: true }).getByRole("listitem").first();
    // The Needs attention strip sits above the list: the first card is read where it is scrolled to.
    await first.scrollIntoViewIfNeeded();
    for (const label of ["Outcome", "Cost", "Created"])
      await expect(first.getByText(label, { exact: true })).toBeInViewport();
  });

  test("on a phone the session facts show the branch and its Delete… on screen", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_success");
    await page.setViewportSize({ width: 390, height: 844 });
    const facts = page.getByRole("list", { name: "Session facts" });
    await expect(facts.getByText(/^svc\//)).toBeInViewport();
    await expect(facts.getByRole("button", { name: /^Delete branch / })).toBeInViewport();
  });
});

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

/** Roles a person operates; each needs a name a screen reader can say. */
const CONTROL_ROLES = new Set([
  "button",
  "checkbox",
  "combobox",
  "link",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "textbox",
  "listbox",
]);

/** Controls without an accessible name, from Chromium's own accessibility tree. */
async function unnamedControls(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }[];
  };
  const bad: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value ?? "";
    if (node.ignored || !CONTROL_ROLES.has(role)) continue;
    if ((node.name?.value ?? "").trim() === "") {
      let html = "";
      if (node.backendDOMNodeId !== undefined) {
        const { outerHTML } = (await cdp.send("DOM.getOuterHTML", { backendNodeId: node.backendDOMNodeId })) as {
          outerHTML: string;
        };
        html = outerHTML.slice(0, 160);
      }
      bad.push(`${role}: ${html}`);
    }
  }
  return bad;
}

test.describe("every control has an accessible name", () => {
  test("on every route (Chromium's accessibility tree)", async ({ page }) => {
    test.slow();
    await openDemo(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("Accessibility.enable");
    const found: string[] = [];
    for (const route of ROUTES) {
      await goTo(page, route.path);
      await expect(route.ready(page)).toBeVisible();
      for (const entry of await unnamedControls(cdp)) found.push(`${route.name}: ${entry}`);
    }
    // The dialogs people open from the routes: the enrollment wizard (its lifetime field), the palette.
    await goTo(page, "/o/demo/machines/build-fleet");
    await page.getByRole("button", { name: "Enroll a worker" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (const entry of await unnamedControls(cdp)) found.push(`enrollment wizard: ${entry}`);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("combobox", { name: "Search commands" })).toBeVisible();
    for (const entry of await unnamedControls(cdp)) found.push(`command palette: ${entry}`);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ROUTES.filter((r) => ["sessions", "members", "a live session"].includes(r.name))) {
      await goTo(page, route.path);
      await expect(route.ready(page)).toBeVisible();
      for (const entry of await unnamedControls(cdp)) found.push(`${route.name} (phone): ${entry}`);
    }
    expect(found).toEqual([]);
  });
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
