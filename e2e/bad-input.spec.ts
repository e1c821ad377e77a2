import type { Locator, Page } from "@playwright/test";
import { InputTrial, recordApiCalls, utf8Of, writeInputCounts } from "./bad-input";
import { expect, navLink, openDemo, openSession, test } from "./fixtures";

/**
 * Every form field at and beyond its limits: empty, whitespace only, one over (bytes where the
 * contract counts bytes, code points where it counts characters, with combining and astral
 * characters), and bad patterns. Each refusal is in words before any request (the page's fetch is
 * watched: nothing reaches the simulator) and keeps what was typed; values at the limit go through.
 * Counts go to <outputDir>/bad-input-counts for the bench.
 */
const MIB2 = 2 * 1024 * 1024;
const textbox = (scope: Page | Locator, name: string | RegExp) => scope.getByRole("textbox", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await recordApiCalls(page);
});

test("secrets form: names, values (bytes), notes (code points), legacy repository", async ({ page }, testInfo) => {
  test.slow(); // a 64 KiB value typed a few times on a shared CPU
  await openDemo(page);
  await navLink(page, "Secrets").click();
  const trial = new InputTrial(page);
  const name = textbox(page, "Name");
  const value = page.getByLabel("Value", { exact: true });
  const note = page.getByRole("textbox", { name: /^Note/ });
  const save = () => page.getByRole("button", { name: "Save secret" }).click();
  const call = /^POST .*\/secrets$/;

  await value.fill("v");
  for (const [typed, message] of [
    ["", "A name is required."],
    ["   ", "A name is required."],
    ["api_token", "Use uppercase letters: API_TOKEN."],
    ["API TOKEN", "No spaces: join words with _ (for example API_TOKEN)."],
    ["1API", "Start with a letter A–Z."],
    ["KEY_E\u0301", "Use only uppercase letters A–Z, digits 0–9 and _."],
    ["KEY_😀", "Use only uppercase letters A–Z, digits 0–9 and _."],
    [`A${"B".repeat(128)}`, "At most 128 characters (this one has 129)."],
  ] as const) {
    await trial.refused({ field: name, value: typed, submit: save, message, call });
  }

  await name.fill("E2E_LIMITS");
  for (const [typed, message] of [
    ["", "A value is required."],
    ["   ", "The value is only whitespace."],
    ["a".repeat(65_537), "The value is 1 byte over the 65,536-byte limit."],
    [utf8Of(65_537), "The value is 1 byte over the 65,536-byte limit."],
    [utf8Of(65_537, "€"), "The value is 1 byte over the 65,536-byte limit."],
  ] as const) {
    await trial.refused({ field: value, value: typed, submit: save, message, call });
  }

  await value.fill("v");
  await trial.refused({
    field: note,
    value: "😀".repeat(2001),
    submit: save,
    message: "At most 2,000 characters (1 too many).",
    call,
  });
  await trial.refused({
    field: note,
    value: `${"e\u0301".repeat(1000)}x`,
    submit: save,
    message: "At most 2,000 characters (1 too many).",
    call,
  });
  await note.fill("");
  await page.getByRole("radio", { name: "Repository (deprecated)" }).click();
  for (const typed of ["acme", "acme/web/extra", "acme/ web"]) {
    await trial.refused({
      field: textbox(page, "Repository (legacy context, optional)"),
      value: typed,
      submit: save,
      message: "Write the repository as owner/name.",
      call,
    });
  }
  await textbox(page, "Repository (legacy context, optional)").fill("");
  await page.getByRole("radio", { name: "Personal (user)" }).click();

  // At the limits: 65 536 bytes of emoji and 2 000 emoji of note are saved.
  await value.fill(utf8Of(65_536));
  await note.fill("😀".repeat(2000));
  await save();
  await expect(page.getByRole("status")).toContainText("Saved E2E_LIMITS");
  trial.accepted();
  writeInputCounts(testInfo, "secrets", { inputs: trial.inputs });
});

test("skill form: empty and whitespace names and instructions, 100 000 characters counted as code points", async ({
  page,
}, testInfo) => {
  test.slow(); // 100 000 emoji typed twice
  await openDemo(page);
  await navLink(page, "Skills").click();
  const trial = new InputTrial(page);
  const create = () => page.getByRole("button", { name: "Create skill" }).click();
  const call = /^POST .*\/skills$/;
  const name = textbox(page, "Name");
  const instructions = textbox(page, "Instructions");

  await instructions.fill("Do it.");
  for (const typed of ["", "   ", "\t  "]) {
    await trial.refused({ field: name, value: typed, submit: create, message: "A name is required.", call });
  }
  await name.fill("Limits");
  for (const typed of ["", "  \n\t  "]) {
    await trial.refused({
      field: instructions,
      value: typed,
      submit: create,
      message: "Instructions are required.",
      call,
    });
  }
  await trial.refused({
    field: instructions,
    value: "😀".repeat(100_001),
    submit: create,
    message: "At most 100,000 characters (1 too many).",
    call,
  });
  await instructions.fill("😀".repeat(100_000));
  await create();
  await expect(page.getByRole("region", { name: "Created “Limits”" })).toBeVisible();
  trial.accepted();
  writeInputCounts(testInfo, "skills", { inputs: trial.inputs });
});

test("follow-up composer: empty, whitespace, 2 MiB + 1 byte (ASCII, 3-byte, 4-byte), Machine and Device targets", async ({
  page,
}, testInfo) => {
  test.slow(); // megabytes typed into a textarea
  await openDemo(page);
  await openSession(page, "ses_done_success");
  const trial = new InputTrial(page);
  const message = textbox(page, "Follow-up message");
  const send = () => page.getByRole("button", { name: "Send", exact: true }).click();
  const call = /^POST .*\/messages$/;

  for (const typed of ["", "  \n\t "]) {
    await trial.refused({ field: message, value: typed, submit: send, message: "Write a message first.", call });
  }
  // Over the limit Send is disabled and the counter says why; Ctrl+Enter does not send either.
  const overByOne = "2.00 MiB — 1 byte over the 2.00 MiB limit. Shorten it to send.";
  for (const typed of ["a".repeat(MIB2 + 1), utf8Of(MIB2 + 1, "€"), utf8Of(MIB2 + 1)]) {
    await trial.refused({
      field: message,
      value: typed,
      submit: () => message.press("Control+Enter"),
      message: overByOne,
      call,
    });
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  }

  await message.fill("Move it.");
  const options = page.getByRole("button", { name: /^Options:/ });
  if ((await options.getAttribute("aria-expanded")) !== "true") await options.click();
  await page.getByRole("radio", { name: "Machine" }).click();
  const machine = textbox(page, "Machine name");
  for (const [typed, text] of [
    ["   ", "Enter a Machine name or id."],
    ["m".repeat(64), "A Machine name or id has at most 63 characters (this one has 64)."],
    ["😀".repeat(64), "A Machine name or id has at most 63 characters (this one has 64)."],
  ] as const) {
    await trial.refused({ field: machine, value: typed, submit: send, message: text, call });
  }
  await page.getByRole("radio", { name: "Device" }).click();
  await trial.refused({
    field: textbox(page, "Device id"),
    value: "  ",
    submit: send,
    message: "Enter the Device id.",
    call,
  });
  await trial.refused({
    field: textbox(page, "Root folder"),
    value: "",
    submit: send,
    message: "Enter the root folder on the Device.",
    call,
  });
  await page.getByRole("radio", { name: "Keep" }).click();

  // Exactly 2 MiB (of emoji) is sent.
  await message.fill(utf8Of(MIB2));
  await send();
  await expect(
    page
      .getByRole("feed", { name: "Session timeline" })
      .getByRole("group", { name: /^Follow-up, (delivered|sending)/ }),
  ).toBeVisible();
  trial.accepted();
  writeInputCounts(testInfo, "composer", { inputs: trial.inputs });
});

test("ids typed by hand: open session (161 characters), role by user id, watch a Machine (64 characters)", async ({
  page,
}, testInfo) => {
  await openDemo(page, { query: "sim_strict=1" });
  const trial = new InputTrial(page);

  await navLink(page, "Sessions").click();
  const sessionId = textbox(page, "Session id or attempt UUID");
  const open = () => page.getByRole("button", { name: "Open", exact: true }).click();
  const pattern = "Use a session id like ses_abc123 or a physical attempt UUID (8-4-4-4-12 hex digits).";
  for (const [typed, text] of [
    ["", "Enter a session id or attempt UUID."],
    ["   ", "Enter a session id or attempt UUID."],
    [`s${"a".repeat(160)}`, pattern],
    ["ses_<img src=x>", pattern],
    ["ses_😀", pattern],
    ["ses_live stream", pattern],
  ] as const) {
    await trial.refused({ field: sessionId, value: typed, submit: open, message: text, call: /^GET .*\/sessions\/./ });
  }

  await navLink(page, "Members").click();
  const userId = textbox(page, "User id");
  const change = () => page.getByRole("button", { name: "Change role…" }).click();
  for (const [typed, text] of [
    ["", "Enter the user id of the member."],
    [" \t ", "Enter the user id of the member."],
    [`u${"x".repeat(160)}`, "A user id has at most 160 characters; this one has 161."],
    ["😀".repeat(161), "A user id has at most 160 characters; this one has 161."],
    ["usr 3", "A user id has no spaces."],
    ["../usr_3", "A user id has no “/”."],
  ] as const) {
    await trial.refused({ field: userId, value: typed, submit: change, message: text, call: /^PUT / });
  }

  await navLink(page, "Machines").click();
  const machine = textbox(page, "Machine name or id");
  const watch = () => page.getByRole("button", { name: "Watch", exact: true }).click();
  for (const [typed, text] of [
    ["", "Enter a Machine name or id."],
    ["  ", "Enter a Machine name or id."],
    ["m".repeat(64), "A Machine name or id has at most 63 characters (this one has 64)."],
    [`${"é".repeat(63)}\u0301`, "A Machine name or id has at most 63 characters (this one has 64)."],
  ] as const) {
    await trial.refused({ field: machine, value: typed, submit: watch, message: text, call: /^GET .*\/machines\/./ });
  }
  writeInputCounts(testInfo, "ids", { inputs: trial.inputs });
});

test("branch delete form: owner, repository and git's branch-name rules", async ({ page }, testInfo) => {
  await openDemo(page);
  await navLink(page, "Repositories").click();
  const trial = new InputTrial(page);
  const submit = () => page.getByRole("button", { name: "Delete branch…" }).click();
  const call = /^DELETE /;
  const owner = textbox(page, "Owner");
  const repo = textbox(page, "Repository");
  const branch = textbox(page, "Branch");
  await owner.fill("acme");
  await repo.fill("web");
  for (const [typed, text] of [
    ["", "Enter the branch to delete."],
    ["  ", "Enter the branch to delete."],
    ["feature x", "A branch name has no spaces."],
    ["feature..x", "A branch name cannot contain “..”."],
    ["/feature", "A branch name cannot start or end with “/” or hold “//”."],
    ["feature//x", "A branch name cannot start or end with “/” or hold “//”."],
    ["feature~1", "A branch name cannot contain ~ ^ : ? * [ \\ or @{."],
    ["feature@{1}", "A branch name cannot contain ~ ^ : ? * [ \\ or @{."],
  ] as const) {
    await trial.refused({ field: branch, value: typed, submit, message: text, call });
  }
  await branch.fill("feature/x");
  await trial.refused({ field: owner, value: " ", submit, message: "Enter the owner (user or organization).", call });
  await trial.refused({
    field: owner,
    value: "acme/web",
    submit,
    message: "The owner is one name, without “/”.",
    call,
  });
  await owner.fill("acme");
  await trial.refused({ field: repo, value: "", submit, message: "Enter the repository name.", call });
  await trial.refused({
    field: repo,
    value: "acme/web",
    submit,
    message: "The repository is one name, without “/”.",
    call,
  });
  writeInputCounts(testInfo, "branch-delete", { inputs: trial.inputs });
});

test("enrollment wizard: Machine (64 characters), install id (15 and 161), code challenge pattern", async ({
  page,
}, testInfo) => {
  await openDemo(page);
  await navLink(page, "Machines").click();
  await page.getByRole("button", { name: "Enroll a worker" }).click();
  const dialog = page.getByRole("dialog", { name: "Enroll a worker" });
  const trial = new InputTrial(page);
  const next = () => dialog.getByRole("button", { name: "Next" }).click();
  const call = /^POST .*\/enrollment-tickets$/;

  const machine = textbox(dialog, "Machine");
  for (const [typed, text] of [
    ["", "Enter a Machine name or id."],
    ["   ", "Enter a Machine name or id."],
    ["m".repeat(64), "A Machine name or id has at most 63 characters (this one has 64)."],
    ["😀".repeat(64), "A Machine name or id has at most 63 characters (this one has 64)."],
  ] as const) {
    await trial.refused({ field: machine, value: typed, submit: next, message: text, call });
  }
  await machine.fill("build-fleet");
  await trial.refused({
    field: textbox(dialog, "Worker lifetime"),
    value: "91",
    submit: next,
    message: "A persistent worker stays enrolled at most 90 days.",
    call,
  });
  await textbox(dialog, "Worker lifetime").fill("30");
  await next();
  await trial.refused({
    field: textbox(dialog, "Path fingerprint"),
    value: "  ",
    submit: next,
    message: "Paste the root's path fingerprint from the worker.",
    call,
  });
  await textbox(dialog, "Path fingerprint").fill("sha256:1f3a");
  await next();

  const challenge = textbox(dialog, "Code challenge");
  await challenge.fill("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  const installId = textbox(dialog, "Install id");
  for (const [typed, text] of [
    ["", "Paste the install id the worker printed."],
    ["i".repeat(15), "An install id has at least 16 characters; this has 15."],
    ["😀".repeat(15), "An install id has at least 16 characters; this has 15."],
    ["i".repeat(161), "An install id has at most 160 characters; this has 161."],
    ["😀".repeat(161), "An install id has at most 160 characters; this has 161."],
  ] as const) {
    await trial.refused({ field: installId, value: typed, submit: next, message: text, call });
  }
  await installId.fill("install-e2e-0000000001");
  for (const [typed, text] of [
    ["", "Paste the code challenge the worker printed."],
    ["E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c", "A code challenge is exactly 43 characters; this has 42."],
    ["E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cMM", "A code challenge is exactly 43 characters; this has 44."],
    [
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw+cM",
      "A code challenge is base64url: letters, digits, - and _ only; it has “+”.",
    ],
    [
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c=",
      "A code challenge is base64url: letters, digits, - and _ only; it has “=”.",
    ],
    [
      "E9Melhoa2OwvFrEMTJgu HaoeK1t8URWbuGJSstw-cM",
      "A code challenge is base64url: letters, digits, - and _ only; it has a space.",
    ],
    [
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-é",
      "A code challenge is base64url: letters, digits, - and _ only; it has “é”.",
    ],
  ] as const) {
    await trial.refused({ field: challenge, value: typed, submit: next, message: text, call });
  }
  writeInputCounts(testInfo, "enrollment", { inputs: trial.inputs });
});

test("connect screen: base URL schemes and API key patterns", async ({ page }, testInfo) => {
  await page.goto("/connect");
  await page.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: /^Live/ }).click();
  const trial = new InputTrial(page);
  const connect = () => page.getByRole("button", { name: "Connect", exact: true }).click();
  const call = /^GET .*\/v3\/self$/;
  const baseUrl = textbox(page, "Base URL");
  const key = page.getByLabel("API key", { exact: true });

  await key.fill("svc_0d0e0000000000000000000000000001");
  for (const [typed, text] of [
    ["", "Enter the service base URL."],
    ["  ", "Enter the service base URL."],
    ["javascript:alert(1)", "Use an http(s) URL."],
    ["ftp://svc.example", "Use an http(s) URL."],
    ["svc.example", "Enter a full URL such as https://api.example.com or a same-origin path such as /api."],
  ] as const) {
    await trial.refused({ field: baseUrl, value: typed, submit: connect, message: text, call });
  }
  await baseUrl.fill("http://127.0.0.1:9/");
  for (const [typed, text] of [
    ["", "Enter an API key."],
    ["   ", "Enter an API key."],
    ["sk-0d0e0001", "An API key starts with svc_ (or old_ for legacy keys)."],
    ["svc_0d0e 0001", "An API key has only letters and digits after its prefix."],
    ["svc_😀", "An API key has only letters and digits after its prefix."],
  ] as const) {
    await trial.refused({ field: key, value: typed, submit: connect, message: text, call });
  }
  writeInputCounts(testInfo, "connect", { inputs: trial.inputs });
});
