import { recordApiCalls, writeInputCounts } from "./bad-input";
import { DEMO, expect, navLink, openDemo, openLive, test } from "./fixtures";
import { bendJson, expectInert, PAYLOADS as P, Planted, watchDialogs } from "./hostile";

/**
 * XSS payloads wherever the service's text reaches the screen: event text, tool input and output,
 * titles, skill names, secret notes, repository and branch names, Machine names, member and agent
 * fields, error messages. They go in through the simulator (created with the forms, or its real
 * answers bent in flight by a test handler) and must render inert: no script runs, no dialog, no
 * javascript: link, no injected element.
 */
type Json = Record<string, unknown>;
const obj = (value: unknown) => value as Json;
const items = (body: unknown, key = "items") => obj(body)[key] as Json[];

test("what people type: skill name, description, instructions and keywords, a secret note, a Machine name", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  const dialogs = watchDialogs(page);
  const planted = new Planted();
  await openDemo(page);

  await navLink(page, "Skills").click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(planted.put(P.img));
  await page.getByRole("textbox", { name: /^Description/ }).fill(planted.put(P.script));
  await page.getByRole("textbox", { name: "Instructions", exact: true }).fill(planted.put(P.markdown));
  await page.getByRole("textbox", { name: /^Activation keywords/ }).fill(planted.put(P.svg));
  await page.getByRole("button", { name: "Create skill" }).click();
  await expect(page.getByRole("region", { name: `Created “${P.img}”` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Created “${P.img}”` })).toBeVisible();
  await expectInert(page, dialogs, "a hostile skill");

  await navLink(page, "Secrets").click();
  // The skill form has a Name field too: wait for the secrets page before typing.
  await expect(page.getByRole("heading", { name: "Set a secret" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("HOSTILE_NOTE");
  await page.getByLabel("Value", { exact: true }).fill(planted.put(P.alert));
  await page.getByRole("textbox", { name: /^Note/ }).fill(planted.put(P.anchor));
  await page.getByRole("button", { name: "Save secret" }).click();
  await expect(page.getByRole("status")).toContainText("Saved HOSTILE_NOTE");
  await expect(page.getByRole("region", { name: "Secrets this key can see" }).getByText(P.anchor)).toBeVisible();
  await expectInert(page, dialogs, "a hostile secret note");

  // A service without the Machines list: the watch list reads Machines by the name typed.
  await openDemo(page, { query: "sim_strict=1" });
  await navLink(page, "Machines").click();
  const watch = page.getByRole("textbox", { name: "Machine name or id" });
  await watch.fill(planted.put(P.img));
  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Machine not found");
  await page.getByRole("button", { name: "Enroll a worker" }).click();
  const dialog = page.getByRole("dialog", { name: "Enroll a worker" });
  await dialog.getByRole("textbox", { name: "Machine", exact: true }).fill(planted.put(P.svg.slice(0, 60)));
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: /Roots$/ })).toBeVisible();
  await expectInert(page, dialogs, "hostile Machine names");
  writeInputCounts(testInfo, "xss-typed", { xss_payloads: planted.count });
});

test("what the service sends: a session's title, repo, branch, links, errors, events, tool input and output, lists", async ({
  page,
}, testInfo) => {
  test.slow(); // many views, each checked
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  await recordApiCalls(page);
  const dialogs = watchDialogs(page);
  const planted = new Planted();
  const session = /\/v3\/organizations\/[^/]+\/sessions\/ses_done_success(\?.*)?$/;
  // Planted once each (counted once), answered on every request.
  const sessionFields = {
    title: planted.put(P.img),
    repo: planted.put(`acme/${P.svg}`),
    repos: [planted.put(`acme/${P.script}`)],
    branch: planted.put(`feature/${P.img}`),
    pr_url: planted.put(P.jsUrl),
    pr_title: planted.put(P.script),
    url: planted.put(P.jsUrl),
    tags: [planted.put(P.iframe)],
    change_requests: [{ url: planted.put(`  JaVaScRiPt:${P.jsUrl.slice(11)}`), status: planted.put(P.img) }],
    error_message: planted.put(P.img),
    result_summary: planted.put(P.markdown),
    prompt: planted.put(P.markdown),
    result: { html: planted.put(P.script) },
  };
  const hostileSession = (body: unknown): Json => ({ ...obj(body), ...sessionFields });
  const eventText = {
    assistant: planted.put(P.markdown),
    reasoning: planted.put(P.anchor),
    toolText: planted.put(P.img),
    tool: planted.put(P.svg),
    input: { command: planted.put(P.script), html: planted.put(P.iframe) },
    output: planted.put(P.img),
  };
  const listed = {
    sessionTitle: planted.put(P.img),
    sessionRepo: planted.put(P.svg),
    machineName: planted.put(P.img),
    platform: planted.put(P.svg),
    repo: planted.put(`acme/${P.img}`),
    memberName: planted.put(P.img),
    memberEmail: planted.put(P.svg),
    errorMessage: planted.put(P.img),
  };
  await bendJson(page, session, hostileSession);
  await bendJson(page, /\/sessions\/ses_done_success\/events\?/, (body) => ({
    ...obj(body),
    session: hostileSession(obj(body).session),
    items: items(body).map((event) => {
      switch (event.type) {
        case "assistant":
          return { ...event, text: eventText.assistant };
        case "reasoning":
          return { ...event, text: eventText.reasoning };
        case "tool_use":
          return {
            ...event,
            text: eventText.toolText,
            data: { ...obj(event.data), tool: eventText.tool, input: eventText.input },
          };
        case "tool_result":
          return { ...event, data: { ...obj(event.data), content: eventText.output } };
        default:
          return event;
      }
    }),
  }));
  await bendJson(page, /\/v3\/organizations\/[^/]+\/sessions\?/, (body) => ({
    ...obj(body),
    items: items(body).map((s, i) => (i === 0 ? { ...s, title: listed.sessionTitle, repo: listed.sessionRepo } : s)),
  }));
  await page.route(/\/sessions\/ses_done_success\/shared-links$/, (route) =>
    route.fulfill({ status: 400, json: { error: "invalid_request", message: listed.errorMessage } }),
  );
  await bendJson(page, /\/v3\/organizations\/[^/]+\/machines$/, (body) => ({
    ...obj(body),
    items: items(body).map((m, i) => (i === 0 ? { ...m, name: listed.machineName, platform: listed.platform } : m)),
  }));
  await bendJson(page, /\/indexed-repositories$/, (body) => ({
    ...obj(body),
    items: items(body).map((r, i) => (i === 0 ? { ...r, full_name: listed.repo } : r)),
  }));
  await bendJson(page, /\/members\/users$/, (body) => ({
    ...obj(body),
    items: items(body).map((m, i) => (i === 0 ? { ...m, name: listed.memberName, email: listed.memberEmail } : m)),
  }));

  await openLive(page, { baseUrl: DEMO.simBaseUrl, apiKey: DEMO.ownerKey });
  await navLink(page, "Sessions").click();
  await expect(page.getByRole("link", { name: P.img })).toBeVisible();
  await expectInert(page, dialogs, "the sessions list");

  await page.getByRole("textbox", { name: "Session id or attempt UUID" }).fill("ses_done_success");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: P.img })).toBeVisible();
  await expect(page.getByRole("feed", { name: "Session timeline" }).getByText(P.img).first()).toBeVisible();
  await expectInert(page, dialogs, "a session's header and timeline");
  await page.getByRole("button", { name: "Details" }).click();
  await expect(page.getByText(P.jsUrl).first()).toBeVisible();
  await expectInert(page, dialogs, "a session's details");

  await page.getByRole("tab", { name: "Diagnostics" }).click();
  await expect(page.getByText(P.img).first()).toBeVisible();
  await expectInert(page, dialogs, "a session's diagnostics");
  await page.getByRole("tab", { name: "Shared links" }).click();
  await expect(page.getByRole("alert")).toContainText(P.img);
  await expectInert(page, dialogs, "an error message from the service");

  await navLink(page, "Machines").click();
  // The Machine shows in the capacity list, and in the capacity alerts when its bent numbers raise one.
  await expect(page.getByRole("list", { name: "Machine capacity" }).getByRole("link", { name: P.img })).toBeVisible();
  await expectInert(page, dialogs, "the Machines overview");
  await navLink(page, "Repositories").click();
  await expect(page.getByText(`acme/${P.img}`).first()).toBeVisible();
  await page.getByRole("button", { name: `Delete a branch of acme/${P.img}` }).click();
  await expectInert(page, dialogs, "repository names");
  await navLink(page, "Members").click();
  await expect(page.getByText(P.svg).first()).toBeVisible();
  await expectInert(page, dialogs, "member names");
  writeInputCounts(testInfo, "xss-served", { xss_payloads: planted.count });
});
