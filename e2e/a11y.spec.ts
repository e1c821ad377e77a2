import type { Locator, Page } from "@playwright/test";
import { blockingViolations } from "./axe";
import { chooseDemoKey, type DemoKeyRole, expect, navLink, openDemo, openSession, test } from "./fixtures";
import {
  expectStackedCards,
  h1,
  PHONE_WIDTH,
  type RouteCase,
  sidewaysOverflow,
  unnamedControls,
  visit,
  WIDTHS,
} from "./route-walk";

/**
 * axe (WCAG 2.2 A/AA) on every route and on the states people reach from them (forms showing their
 * errors, dialogs, results, permission notes), in the light and the dark theme: no serious or
 * critical finding. Each state is judged twice, the theme following the emulated colour scheme as
 * the default "System" preference does, so both themes see exactly the same page: every rule in the
 * light theme, the colour rules again in the dark one.
 */
async function judgeBothThemes(page: Page, include?: string, where = ""): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app follows the scheme through a matchMedia listener and a render: judge once it has.
    await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    // The light pass runs every rule; the dark one only the colour rules (nothing else differs).
    const coloursOnly = scheme === "dark";
    expect.soft(await blockingViolations(page, { include, coloursOnly }), `axe in ${scheme} ${where}`).toEqual([]);
  }
}

/** A solid button judged under the pointer, in its hover colour, in both themes. */
async function judgeHovered(page: Page, button: Locator, where: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("[data-is-root-theme='true']")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await button.hover();
    const found = await blockingViolations(page, { keepPointer: true });
    expect.soft(found, `${where} hovered, ${scheme}`).toEqual([]);
  }
}

/** What the desktop project opens pages at (Desktop Chrome). */
const DESKTOP = { width: 1280, height: 720 } as const;

/**
 * A route of the walk. Every route is judged by axe in both themes and by Chromium's accessibility tree
 * (every control named), then walked through WIDTHS (nothing scrolls sideways), unless told otherwise.
 */
interface WalkedRoute extends RouteCase {
  /** Not judged by axe here (a test of the states reached from it judges it with more on screen). */
  axe?: false;
  /** Not walked through every width (another route shows the same layout). */
  widths?: false;
  /** A solid button on it, judged under the pointer in its hover colour. */
  hovered?: string;
  /** At a phone's width: the controls named there too. */
  phoneNamed?: true;
  /** More to check at a phone's width. */
  atPhone?: (page: Page) => Promise<void>;
}

/** One route, every check: axe (both themes), named controls, no sideways scroll from 320 to 1920 px. */
async function walk(page: Page, route: WalkedRoute): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: "light" });
  await visit(page, route);
  if (route.axe !== false) await judgeBothThemes(page, undefined, route.name);
  if (route.hovered) await judgeHovered(page, page.getByRole("button", { name: route.hovered }), route.hovered);
  expect.soft(await unnamedControls(page), `controls without a name on ${route.name}`).toEqual([]);
  if (route.widths === false) return;
  const overflows: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { by, culprits } = await sidewaysOverflow(page);
    if (by > 0) overflows.push(`at ${width}px scrolls ${by}px: ${culprits.join("; ")}`);
    if (width !== PHONE_WIDTH) continue;
    if (route.phoneNamed) expect.soft(await unnamedControls(page), `${route.name} (phone)`).toEqual([]);
    await route.atPhone?.(page);
  }
  expect.soft(overflows, `${route.name} scrolls sideways`).toEqual([]);
}

const finished = "/o/demo/sessions/ses_done_success";
const copyEvent = (page: Page) => page.getByRole("button", { name: /^Copy event .* as JSON$/ }).first();

/** Every route of the app, as the owner sees it, in walks of one demo start each (the connect screen is judged on its own). */
const OWNER_WALKS: readonly {
  name: string;
  routes: readonly WalkedRoute[];
  /** After the routes, on the page of the last one. */
  afterRoutes?: (page: Page) => Promise<void>;
}[] = [
  {
    name: "sessions",
    routes: [
      {
        name: "session timeline (streaming)",
        path: "/o/demo/sessions/ses_live_stream",
        ready: copyEvent,
        phoneNamed: true,
      },
      {
        name: "a finished session",
        path: finished,
        ready: copyEvent,
        // Judged by axe under its feed requests dialog (states reached from the routes).
        axe: false,
        // The session facts show the branch and its Delete… on screen.
        atPhone: async (page) => {
          const facts = page.getByRole("list", { name: "Session facts" });
          await expect(facts.getByText(/^svc\//)).toBeInViewport();
          await expect(facts.getByRole("button", { name: /^Delete branch / })).toBeInViewport();
        },
      },
      // Last: the demo lands on the list, whose first reads (the triage's event reads) keep the page busy
      // for seconds; walked first, its axe runs judged a page still changing and took twice as long.
      {
        name: "sessions index",
        path: "/o/demo/sessions",
        ready: h1("Sessions"),
        phoneNamed: true,
        atPhone: async (page) => {
          await expectStackedCards(page, "Sessions");
          // The values that used to sit off-screen are read beside their names, where the first card is
          // scrolled to (the Needs attention strip sits above the list).
          const first = page.getByRole("list", { name: "Sessions", exact: true }).getByRole("listitem").first();
          await first.scrollIntoViewIfNeeded();
          for (const label of ["Outcome", "Cost", "Created"])
            await expect(first.getByText(label, { exact: true })).toBeInViewport();
        },
      },
    ],
  },
  {
    name: "a session's diagnostics, links and follow-ups, the watch wall and Machines",
    routes: [
      {
        name: "session diagnostics (error)",
        path: "/o/demo/sessions/ses_error?tab=diagnostics",
        ready: (page) => page.getByRole("tab", { name: "Diagnostics", selected: true }),
      },
      {
        name: "session diagnostics (truncated prompt)",
        path: "/o/demo/sessions/ses_long_prompt?tab=diagnostics",
        ready: (page) => page.getByText(/^Truncated: /),
        widths: false,
      },
      { name: "session shared links", path: `${finished}?tab=links`, ready: (page) => page.getByRole("table") },
      {
        name: "session with held follow-ups",
        path: "/o/demo/sessions/ses_machine_transition",
        ready: (page) => page.getByRole("textbox", { name: /^Follow-up/ }),
        widths: false,
      },
      {
        name: "watch wall, empty",
        path: "/o/demo/wall",
        ready: (page) => page.getByText("Put sessions on the wall"),
        widths: false,
      },
      {
        name: "watch wall with three sessions",
        path: "/o/demo/wall?sessions=ses_live_stream,ses_done_success,ses_error",
        ready: (page) => page.locator("article[data-session-id='ses_error'] h2"),
      },
      { name: "machines", path: "/o/demo/machines", ready: h1("Machines"), hovered: "Enroll a worker" },
      { name: "a saturated Machine", path: "/o/demo/machines/build-fleet", ready: h1("build-fleet") },
    ],
    // The dialogs people open from there name their controls: the enrollment wizard (its lifetime field),
    // the palette.
    afterRoutes: async (page) => {
      await page.setViewportSize(DESKTOP);
      await page.getByRole("button", { name: "Enroll a worker" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect.soft(await unnamedControls(page), "enrollment wizard").toEqual([]);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Control+k");
      await expect(page.getByRole("combobox", { name: "Search commands" })).toBeVisible();
      expect.soft(await unnamedControls(page), "command palette").toEqual([]);
    },
  },
  {
    name: "skills, secrets, members and the organization areas",
    routes: [
      { name: "skills", path: "/o/demo/skills", ready: h1("Skills") },
      { name: "secrets", path: "/o/demo/secrets", ready: h1("Secrets") },
      {
        name: "members",
        path: "/o/demo/members",
        ready: h1("Members"),
        phoneNamed: true,
        atPhone: (page) => expectStackedCards(page, "Members"),
      },
      {
        name: "repositories",
        path: "/o/demo/repositories",
        ready: h1("Repositories"),
        atPhone: (page) => expectStackedCards(page, "Indexed repositories"),
      },
      {
        name: "agent network",
        path: "/o/demo/network",
        ready: h1("Agent network"),
        atPhone: (page) => expectStackedCards(page, "Agents"),
      },
      {
        name: "organizations",
        path: "/o/demo/organizations",
        ready: h1("Organizations"),
        atPhone: (page) => expectStackedCards(page, "Organizations"),
      },
      { name: "connection", path: "/o/demo/settings", ready: h1("Connection") },
      { name: "page not found", path: "/o/demo/no-such-page", ready: (page) => page.getByText("Page not found") },
    ],
  },
];

/** Other keys: disabled controls with their reasons, 403 panels, the role badges. One page, its key switched. */
const OTHER_KEYS: readonly { key: DemoKeyRole; routes: readonly RouteCase[] }[] = [
  {
    key: "admin",
    routes: [
      { name: "connection", path: "/o/demo/settings", ready: h1("Connection") },
      { name: "members", path: "/o/demo/members", ready: h1("Members") },
    ],
  },
  { key: "member", routes: [{ name: "secrets", path: "/o/demo/secrets", ready: h1("Secrets") }] },
  {
    key: "read-only",
    routes: [
      { name: "skills", path: "/o/demo/skills", ready: h1("Skills") },
      { name: "repositories", path: "/o/demo/repositories", ready: h1("Repositories") },
    ],
  },
  {
    key: "machine-token",
    routes: [{ name: "a Machine", path: "/o/demo/machines/build-fleet", ready: h1("build-fleet") }],
  },
];

/** Starts the demo with `key`, on its landing page (moving on before it shows would race its redirect). */
async function signIn(page: Page, key: DemoKeyRole): Promise<void> {
  await openDemo(page, { key });
  await expect(h1("Sessions")(page)).toBeVisible();
}

/** Switches the demo key on the Connection page (no reload) and waits until the app acts with it. */
async function switchKey(page: Page, key: DemoKeyRole): Promise<void> {
  await visit(page, { name: "connection", path: "/o/demo/settings", ready: h1("Connection") });
  const who = page.getByRole("group", { name: /^Signed in as / });
  const before = await who.getAttribute("aria-label");
  await chooseDemoKey(page, key);
  await expect(who).not.toHaveAttribute("aria-label", before ?? "");
}

test.describe("every route: axe WCAG 2.2 A/AA in light and dark, every control named, no sideways scroll", () => {
  test("connect screen, demo and live", async ({ page }) => {
    await page.goto("/connect");
    await expect(page.getByRole("heading", { level: 1, name: "Session Control" })).toBeVisible();
    await judgeBothThemes(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft((await sidewaysOverflow(page)).by, `connect at ${width}px`).toBe(0);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Demo/ }).click();
    await judgeHovered(page, page.getByRole("button", { name: "Start demo" }), "Start demo");
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page.getByLabel("API key", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await judgeBothThemes(page);
  });

  for (const group of OWNER_WALKS) {
    test(`as the owner, ${group.name}: ${group.routes.map((r) => r.name).join(", ")}`, async ({ page }) => {
      // Two axe runs, the accessibility tree and sixteen widths per route: about ten seconds each on a quiet
      // machine, and a minute each leaves room for a machine at load 20.
      test.setTimeout(60_000 * group.routes.length);
      await signIn(page, "owner");
      for (const route of group.routes) await test.step(route.name, () => walk(page, route));
      if (group.afterRoutes) await test.step("dialogs", () => group.afterRoutes?.(page) ?? Promise.resolve());
    });
  }

  test(`other keys, one page: ${OTHER_KEYS.map((k) => `${k.key} (${k.routes.map((r) => r.name).join(", ")})`).join("; ")}`, async ({
    page,
  }) => {
    test.slow(); // two axe runs per route, several routes
    await signIn(page, "admin");
    for (const { key, routes } of OTHER_KEYS) {
      if (key !== "admin") await switchKey(page, key);
      for (const route of routes) {
        await test.step(`${key}: ${route.name}`, async () => {
          await page.emulateMedia({ colorScheme: "light" });
          await visit(page, route);
          await judgeBothThemes(page, undefined, `${key}: ${route.name}`);
        });
      }
    }
  });
});

/** How Radix Themes' own classes would move on this page: a skeleton's pulse, a key cap's fade, a spinner. */
async function motionOf(page: Page) {
  return page.evaluate(() => {
    /** An element of these classes (inside one of `outer`'s, if given), as the page's styles have it. */
    const probe = (className: string, outer?: string) => {
      const el = document.createElement("span");
      el.className = className;
      const root = outer ? document.createElement("span") : el;
      if (outer) {
        root.className = outer;
        root.append(el);
      }
      // Inside the theme, whose tokens (a spinner's turn time) they read.
      (document.querySelector("[data-is-root-theme='true']") ?? document.body).append(root);
      const style = getComputedStyle(el);
      const seen = { pulses: style.animationIterationCount, fades: style.transitionDuration };
      root.remove();
      return seen;
    };
    return {
      skeleton: probe("rt-Skeleton").pulses,
      keyFade: probe("rt-Kbd rt-variant-classic").fades,
      spinner: probe("rt-SpinnerLeaf", "rt-Spinner").pulses,
    };
  });
}

test.describe("accessibility: states reached from the routes", () => {
  // Forms, then dialogs, on one owner demo: a skill created by the forms touches no dialog judged after.
  test("forms showing their refusals: secrets, skills with keywords, a created skill; dialogs: role change, branch delete, command palette, a session's feed requests", async ({
    page,
  }) => {
    test.setTimeout(2 * 60_000); // the budget of the 2 tests it joins
    await openDemo(page);
    await test.step("forms showing their refusals: secrets, skills with keywords, a created skill", async () => {
      await navLink(page, "Secrets").click();
      await page.getByRole("textbox", { name: "Name" }).fill("lower case");
      await page.getByRole("radio", { name: "Repository (deprecated)" }).click();
      await page.getByRole("button", { name: "Save secret" }).click();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
      await judgeBothThemes(page);

      await navLink(page, "Skills").click();
      await page.getByRole("button", { name: "Create skill" }).click();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
      const keywords = page.getByRole("textbox", { name: /^Activation keywords/ });
      await keywords.pressSequentially("changelog,release,notes,");
      await expect(page.getByRole("list", { name: "Activation keywords" }).getByRole("listitem")).toHaveCount(3);
      await judgeBothThemes(page);
      await page.getByRole("textbox", { name: "Name" }).fill("Changelog writer");
      await page.getByRole("textbox", { name: "Instructions" }).fill("Read merged PRs.");
      await page.getByRole("button", { name: "Create skill" }).click();
      await expect(page.getByRole("region", { name: "Created “Changelog writer”" })).toBeVisible();
      await judgeBothThemes(page);
    });
    await test.step("dialogs: role change, branch delete, command palette, a session's feed requests", async () => {
      await navLink(page, "Members").click();
      await page.getByRole("combobox", { name: "Role of Mia Member" }).click();
      await page.getByRole("option", { name: "Admin" }).click();
      await expect(page.getByRole("alertdialog", { name: "Change role" })).toBeVisible();
      await judgeBothThemes(page);
      await page.keyboard.press("Escape");

      await navLink(page, "Repositories").click();
      await page.getByRole("button", { name: "Delete a branch of acme/web" }).click();
      await page.getByRole("textbox", { name: "Branch" }).fill("feature/dark-mode");
      await page.getByRole("button", { name: "Delete branch…" }).click();
      await expect(page.getByRole("alertdialog", { name: "Delete branch" })).toBeVisible();
      await judgeBothThemes(page);
      await page.keyboard.press("Escape");

      await page.keyboard.press("Control+k");
      await page.getByRole("combobox", { name: "Search commands" }).fill("ses");
      await expect(page.getByRole("option").first()).toBeVisible();
      await judgeBothThemes(page);
      await page.keyboard.press("Escape");

      await openSession(page, "ses_done_success");
      await page.getByRole("button", { name: /requests? to the event feed: show them$/ }).click();
      await expect(page.getByRole("dialog", { name: "Event feed requests" }).getByRole("table")).toBeVisible();
      await judgeBothThemes(page);
    });
  });

  // With the motion check, which needs a signed-in page and nothing else.
  test("lists people build: the Machines watch list editor, recent sessions; motion: asked for less motion, nothing pulses or fades but a spinner, which still turns", async ({
    page,
  }) => {
    test.setTimeout(2 * 60_000); // the budget of the 2 tests it joins
    await openDemo(page, { query: "sim_strict=1" });
    await test.step("motion: asked for less motion, nothing pulses or fades but a spinner, which still turns", async () => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      expect(await motionOf(page)).toEqual({ skeleton: "infinite", keyFade: "0.12s, 0.12s", spinner: "infinite" });
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await motionOf(page)).toEqual({ skeleton: "1", keyFade: "0s", spinner: "infinite" });
    });
    await navLink(page, "Machines").click();
    for (const name of ["build-fleet", "gpu-pool", "nightly"]) {
      await page.getByRole("textbox", { name: "Machine name or id" }).fill(name);
      await page.getByRole("button", { name: "Watch", exact: true }).click();
      await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "Reorder or remove (3)" }).click();
    await expect(page.getByRole("list", { name: "Watch list" }).getByRole("listitem")).toHaveCount(3);
    await judgeBothThemes(page);

    await openSession(page, "ses_done_success");
    await openSession(page, "ses_error");
    await navLink(page, "Sessions").click();
    await expect(page.getByRole("button", { name: "Remove ses_error from recent" })).toBeVisible();
    await judgeBothThemes(page);
  });
});

/** Whether the focused element (or its wrapper, or a pseudo-element drawing the ring) shows a focus ring. */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing focused";
    for (let node: Element | null = el, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(node, pseudo);
        if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1) return "ring";
        if (depth <= 1 && style.boxShadow !== "none") return "ring";
      }
    }
    return `no focus ring on ${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.textContent?.slice(0, 40)}"`;
  });
}

/** Tab (or Shift+Tab) until `target` has focus; every stop on the way must show a focus ring. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    expect(await focusRing(page)).toBe("ring");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} by keyboard in ${max} steps`);
}

/**
 * To `target` inside the timeline, which is one Tab stop with its rows reached by arrow keys: into the
 * feed (Tab from outside, or already in a row), then Up/Down to the row holding `target`, then Tab to it.
 */
async function rowTo(page: Page, feed: Locator, target: Locator, { back = false } = {}): Promise<void> {
  const rowOf = (el: Element | null) => Number(el?.closest("article[data-index]")?.getAttribute("data-index") ?? -1);
  if (!(await feed.evaluate((el) => el.contains(document.activeElement)))) await tabTo(page, feed, { back });
  if (await feed.evaluate((el) => document.activeElement === el)) {
    await page.keyboard.press("Tab");
    expect(await focusRing(page)).toBe("ring");
  }
  const want = await target.evaluate(rowOf);
  for (let i = 0; i < 200; i++) {
    const at = await page.evaluate(rowOf, await page.evaluateHandle(() => document.activeElement));
    if (at === want) break;
    await page.keyboard.press(at < want ? "ArrowDown" : "ArrowUp");
    expect(await focusRing(page)).toBe("ring");
  }
  await tabTo(page, target, { max: 10 });
}

test.describe("keyboard only, with a visible focus ring at every stop", () => {
  test("the session screen: find, filter, open a reasoning and a tool block, send to the queue, withdraw", async ({
    page,
  }) => {
    test.slow(); // dozens of key presses, each checked
    await openDemo(page);
    await openSession(page, "ses_done_success");
    const feed = page.getByRole("feed", { name: "Session timeline" });
    await expect(feed.getByRole("button", { name: /^Copy event/ }).first()).toBeVisible();
    await page.getByRole("tab", { name: "Timeline" }).focus();

    // Find: type, Enter walks the matches.
    const find = page.getByRole("searchbox", { name: "Find in timeline" });
    await tabTo(page, find);
    await page.keyboard.type("webhook");
    await expect(page.getByText(/^\d+ matches?$/)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");

    // Filter: Space on a type checkbox hides that type.
    const reasoning = page.getByRole("checkbox", { name: "Reasoning" });
    await tabTo(page, reasoning, { back: true });
    await page.keyboard.press("Space");
    await expect(reasoning).not.toBeChecked();
    await expect(feed.getByRole("button", { name: /^Show reasoning/ })).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(reasoning).toBeChecked();

    // Open a reasoning row, then a tool block (its permalink selects it).
    // Pinned to its row: which button is "last" changes as the list draws other rows.
    const reasoningRow = await feed
      .locator("article", { has: page.getByRole("button", { name: /^Show reasoning/ }) })
      .last()
      .getAttribute("data-event-id");
    const showReasoning = feed
      .locator(`article[data-event-id="${reasoningRow}"]`)
      .getByRole("button", { name: /^Show reasoning/ });
    await rowTo(page, feed, showReasoning);
    await page.keyboard.press("Enter");
    await expect(
      feed.locator(`article[data-event-id="${reasoningRow}"]`).getByRole("button", { name: /^Hide reasoning/ }),
    ).toHaveAttribute("aria-expanded", "true");
    const toolId = await feed
      .locator("article", { has: page.getByText("Result", { exact: true }) })
      .last()
      .getAttribute("data-event-id");
    const toolLink = feed.getByRole("link", { name: `Link to event ${toolId}`, exact: true });
    await rowTo(page, feed, toolLink);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]event=/);
    await expect(feed.locator("article[aria-current='true']")).toBeVisible();

    // Send to the queue with the keyboard alone, then withdraw it.
    const message = page.getByRole("textbox", { name: "Follow-up message" });
    await tabTo(page, message);
    await page.keyboard.type("Also add a changelog entry.");
    // Folded in a window this short: open them first.
    await tabTo(page, page.getByRole("button", { name: /^Options: / }));
    await page.keyboard.press("Enter");
    const queue = page.getByRole("switch", { name: /^Queue/ });
    await tabTo(page, queue);
    await page.keyboard.press("Space");
    await expect(queue).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Send to queue" }), { back: true });
    await page.keyboard.press("Enter");
    // The reader is back up the timeline (at the selected tool call): the follow-up waits docked above the
    // message box, and is withdrawn from there.
    const waiting = page.getByRole("list", { name: "Follow-ups waiting" });
    await expect(waiting).toContainText("queued");
    await tabTo(page, waiting.getByRole("button", { name: "Withdraw" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(waiting).toHaveCount(0);
    // At the timeline's end it shows withdrawn, in its place among the rows.
    await tabTo(page, page.getByRole("button", { name: /^Jump to latest/ }), { back: true });
    await page.keyboard.press("Enter");
    await expect(feed.getByRole("group", { name: "Follow-up, withdrawn" })).toBeVisible();
  });
});
