import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_ROLE_KEYS } from "../scripts/idp-people.ts";
import { createSealer } from "../server/auth/seal.ts";
import { browserPlaces } from "./browser-places";
import { DEMO, expect, navLink, test } from "./fixtures";
import { type Started, startIdentityProvider, startProdServer, startSimulator, stopStarted } from "./prod-helpers";

/**
 * A team's dashboard: the production server with sign-in through the demo OpenID provider
 * (scripts/idp.ts) and ROLE_KEYS mapping its groups to the simulator's owner, admin, member and
 * read-only keys. The spec starts the simulator, the provider and the server itself.
 */
const AUTH_SECRET = "e2e-auth-secret-e2e-auth-secret-e2e";
const KEYS = DEMO_ROLE_KEYS.split(";").map((pair) => pair.split("=")[1] as string);
const ORG = DEMO.orgId;
const SECRETS = `/o/${ORG}/secrets`;

let sim: Started;
let idp: Started;
let prod: Started;

test.beforeAll(async () => {
  sim = await startSimulator();
  idp = await startIdentityProvider();
  prod = await startProdServer(sim.url, {
    SVC_API_KEY: "",
    OIDC_ISSUER: idp.url,
    OIDC_CLIENT_ID: "session-control",
    OIDC_CLIENT_SECRET: "demo-secret",
    AUTH_SECRET,
    ROLE_KEYS: DEMO_ROLE_KEYS,
  });
});
test.afterAll(async () => {
  await stopStarted();
});

/** From a page of the dashboard, through the provider's login form, back to that page. */
async function signIn(page: Page, email: string, path = SECRETS): Promise<void> {
  await page.goto(`${prod.url}${path}`);
  await expect(page.getByRole("heading", { name: "Demo identity provider" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const secretsHeading = (page: Page) => page.getByRole("heading", { name: "Set a secret" });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save secret" });
const who = (page: Page) => page.getByRole("group", { name: /^Signed in as / });

test.describe("team sign-in", () => {
  const people = [
    { email: "olivia@example.com", name: "Olivia Owner", group: "owners", organization: true, save: true },
    { email: "adam@example.com", name: "Adam Admin", group: "admins", organization: true, save: true },
    { email: "erin@example.com", name: "Erin Engineer", group: "engineers", organization: false, save: true },
    { email: "victor@example.com", name: "Victor Viewer", group: "viewers", organization: false, save: false },
  ];
  for (const person of people) {
    test(`${person.name} (${person.group}) signs in and sees what the role allows`, async ({ page }) => {
      await signIn(page, person.email);
      await expect(page).toHaveURL(`${prod.url}${SECRETS}`);
      await expect(secretsHeading(page)).toBeVisible();
      await expect(who(page)).toHaveAccessibleName(
        new RegExp(`^Signed in as ${person.name}, acting as ${person.group}`),
      );
      const organization = page.getByRole("radio", { name: "Organization" });
      if (person.save) await expect(saveButton(page)).toBeEnabled();
      else await expect(saveButton(page)).toBeDisabled();
      if (person.organization) await expect(organization).toBeEnabled();
      else await expect(organization).toBeDisabled();
    });
  }

  test("the viewer is refused a write before sending it", async ({ page }) => {
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/api/")) writes.push(`${r.method()} ${r.url()}`);
    });
    await signIn(page, "victor@example.com");
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveAccessibleDescription("This key lacks secrets:write.");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeDisabled();
    expect(writes).toEqual([]);
  });

  test("the admin sets an organization secret: the audit line names them, never the value or a key", async ({
    page,
    context,
  }) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await signIn(page, "adam@example.com");
    const canary = "e2e-team-canary-7c2f";
    await page.getByRole("textbox", { name: "Name" }).fill("E2E_TEAM_SECRET");
    await page.getByRole("radio", { name: "Organization" }).click();
    await page.getByLabel("Value", { exact: true }).fill(canary);
    await saveButton(page).click();
    await expect(page.getByRole("status")).toContainText("Saved E2E_TEAM_SECRET as an organization secret");
    await expect
      .poll(() => auditLines().filter((a) => a.event === "write" && a.email === "adam@example.com"))
      .toEqual([expect.objectContaining({ group: "admins", status: 200, method: "POST" })]);
    const log = prod.output();
    expect(log).not.toContain(canary);
    await expectNoKey(page, context, urls, log);
  });

  test("the person in no group is told who they are and that no role here is theirs", async ({ page }) => {
    await signIn(page, "nora@example.com", "/");
    await expect(page.getByRole("heading", { name: "No role here is yours" })).toBeVisible();
    await expect(page.getByText("You are signed in as Nora Nogroup (nora@example.com)")).toBeVisible();
    expect((await page.request.get(`${prod.url}/api/v3/self`)).status()).toBe(401);
    expect(auditLines().some((a) => a.event === "sign_in_refused" && a.email === "nora@example.com")).toBe(true);
  });

  test("signing out in one tab ends access in the other", async ({ page, context }) => {
    await signIn(page, "erin@example.com");
    await expect(secretsHeading(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${prod.url}/o/${ORG}/sessions`);
    await expect(who(other)).toBeVisible();
    await page.getByRole("link", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await expect(page.getByRole("heading", { name: "Signed out" })).toBeVisible();
    // The other tab's next request finds no session: it goes through sign-in (the provider asks again).
    // The click leaves for the provider's page; Playwright's click would wait for that page's load within
    // the action timeout, which the provider's first render overran at load 8. The wait is the heading's.
    await navLink(other, "Secrets").dispatchEvent("click");
    await expect(other.getByRole("heading", { name: "Demo identity provider" })).toBeVisible({ timeout: 30_000 });
    expect(new URL(other.url()).origin).toBe(idp.url);
  });

  test("an expired session goes back through sign-in to the same page", async ({ page, context }) => {
    const past = Math.floor(Date.now() / 1000) - 13 * 3600;
    const expired = createSealer(AUTH_SECRET, "session").seal({
      sub: "u-owner",
      email: "olivia@example.com",
      name: "Olivia Owner",
      group: "owners",
      iat: past,
      seen: past,
    });
    await context.addCookies([{ name: "sc_session", value: expired, url: prod.url }]);
    const deep = `/o/${ORG}/sessions?status=running`;
    await signIn(page, "olivia@example.com", deep);
    await expect(page).toHaveURL(`${prod.url}${deep}`);
    await expect(who(page)).toHaveAccessibleName(/^Signed in as Olivia Owner/);
  });

  test("a tampered cookie is refused", async ({ page, context }) => {
    await signIn(page, "olivia@example.com");
    await expect(secretsHeading(page)).toBeVisible();
    const cookie = (await context.cookies(prod.url)).find((c) => c.name === "sc_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const value = cookie?.value ?? "";
    const flipped = `${value.slice(0, 30)}${value[30] === "A" ? "B" : "A"}${value.slice(31)}`;
    await context.addCookies([{ name: "sc_session", value: flipped, url: prod.url }]);
    const api = await page.request.get(`${prod.url}/api/v3/self`);
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ error: "sign_in_required" });
    // The page too is sent to sign-in (the provider, still signed in, sends it straight back with a new session).
    const visited: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    await page.reload();
    await expect(secretsHeading(page)).toBeVisible();
    expect(visited.some((url) => url.startsWith(`${prod.url}/auth/callback`))).toBe(true);
    const renewed = (await context.cookies(prod.url)).find((c) => c.name === "sc_session");
    expect([flipped, value]).not.toContain(renewed?.value);
  });

  test("with the provider down the page says so, and /healthz still answers", async ({ page, failures }) => {
    failures.allow(/HTTP 503: GET .*\/auth\/sign-in/);
    const lonely = await startProdServer(sim.url, {
      SVC_API_KEY: "",
      OIDC_ISSUER: "http://127.0.0.1:9",
      OIDC_CLIENT_ID: "session-control",
      AUTH_SECRET,
      ROLE_KEYS: DEMO_ROLE_KEYS,
    });
    await page.goto(`${lonely.url}/o/${ORG}/sessions`);
    await expect(page.getByRole("heading", { name: "Sign-in is unavailable" })).toBeVisible();
    await expect(page.getByText("The sign-in provider (http://127.0.0.1:9) cannot be reached")).toBeVisible();
    expect(await (await page.request.get(`${lonely.url}/healthz`)).json()).toEqual({ status: "ok" });
  });
});

test("an open door (ANONYMOUS_ACCESS=1) says so in full under the top bar, on a phone too", async ({ page }) => {
  // A loopback server is no open door, whatever it holds: this one listens on every interface.
  const open = await startProdServer(sim.url, { ANONYMOUS_ACCESS: "1", HOST: "0.0.0.0" });
  await page.setViewportSize({ width: 390, height: 844 });
  // Listening on every interface, it names itself 0.0.0.0: visit it as a browser on this machine would.
  await page.goto(`${open.url.replace("0.0.0.0", "127.0.0.1")}/o/${ORG}/sessions`);
  const notice = page.getByRole("status").filter({ hasText: "Open to anyone who can reach this dashboard" });
  await expect(notice).toHaveText(
    "Open to anyone who can reach this dashboard: the server acts with its own API key and asks nobody to sign in (ANONYMOUS_ACCESS=1).",
  );
  await expect(notice).toBeInViewport({ ratio: 1 });
  // The bar keeps its own controls on screen beside it.
  await expect(page.getByRole("button", { name: "Theme", exact: true })).toBeInViewport({ ratio: 1 });
});

interface AuditLine {
  event: string;
  email: string | null;
  group: string | null;
  method: string;
  status: number;
}

function auditLines(): AuditLine[] {
  return prod
    .output()
    .split("\n")
    .filter((line) => line.startsWith('{"audit":true'))
    .map((line) => JSON.parse(line) as AuditLine);
}

/** No role key in the page, its storage, its cookies, any URL it asked for, or the server's log. */
async function expectNoKey(page: Page, context: BrowserContext, urls: string[], log: string): Promise<void> {
  const places: Record<string, string> = {
    ...(await browserPlaces(page)),
    html: await page.content(),
    cookies: JSON.stringify(await context.cookies()),
    urls: urls.join("\n"),
    log,
  };
  for (const key of KEYS) {
    for (const [place, text] of Object.entries(places)) expect(text.includes(key), `key in ${place}`).toBe(false);
  }
}
