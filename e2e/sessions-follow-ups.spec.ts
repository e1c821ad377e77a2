import type { Page } from "@playwright/test";
import { DEMO, expect, openDemo, openSession, test } from "./fixtures";

/** A follow-up you sent, where it sits in the timeline (a group in the feed, named by its state). */
const outboxItem = (page: Page, state: string) =>
  page.getByRole("feed", { name: "Session timeline" }).getByRole("group", { name: `Follow-up, ${state}` });

/** What the simulator recorded for a session (optional upstream list), read in the page with the owner key. */
async function serverMessages(
  page: Page,
  sessionId: string,
): Promise<{ client_message_id: string | null; text: string }[]> {
  return page.evaluate(
    async ({ orgId, sessionId, key }) => {
      const res = await fetch(`${location.origin}/api/v3/organizations/${orgId}/sessions/${sessionId}/messages`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      const body = (await res.json()) as { items: { client_message_id: string | null; text: string; role: string }[] };
      return body.items.filter((m) => m.role === "user");
    },
    { orgId: DEMO.orgId, sessionId, key: DEMO.ownerKey },
  );
}

test.describe("follow-ups", () => {
  test("a queued follow-up on a finished session can be withdrawn", async ({ page }) => {
    // At the default speed the queued message waits a full minute before it starts a continuation.
    await openDemo(page);
    await openSession(page, "ses_done_success");
    await page.getByRole("textbox", { name: "Follow-up message" }).fill("Also add a changelog entry.");
    // A 1280×720 window is short: the options start folded, so the timeline keeps its height.
    const options = page.getByRole("button", { name: /^Options: / });
    await expect(options).toHaveAttribute("aria-expanded", "false");
    await options.click();
    await page.getByRole("switch", { name: /^Queue/ }).click();
    await page.getByRole("button", { name: "Send to queue" }).click();
    const queued = outboxItem(page, "queued");
    await expect(queued).toBeVisible();
    await queued.getByRole("button", { name: "Withdraw" }).click();
    await expect(outboxItem(page, "withdrawn")).toBeVisible();
    await expect(page.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
  });

  test("a follow-up on ses_machine_transition is held with a countdown and no resend", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_machine_transition");
    await page.getByRole("textbox", { name: "Follow-up message" }).fill("Continue once the machine is ready.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const held = outboxItem(page, "held");
    await expect(held).toBeVisible();
    const timer = held.getByRole("timer");
    await expect(timer).toContainText(/0\d:\d\d/);
    await expect(held).toContainText("Will not resend");
    await expect(held.getByRole("button")).toHaveCount(0);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
  });

  test("retry after a network failure resends once, with the same client_message_id", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_done_failure");
    // The demo's API is answered by the MSW service worker, which page.route() never sees; the
    // failure is forced one level up instead: the page's fetch rejects the first POST like a dropped
    // connection would (the app looks fetch up per call, so the wrapper applies).
    await page.evaluate(() => {
      const original = window.fetch.bind(window);
      const state = { aborted: 0 };
      Object.assign(window, { __forcedFailures: state });
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (
          state.aborted === 0 &&
          request.method === "POST" &&
          /\/sessions\/ses_done_failure\/messages$/.test(request.url)
        ) {
          state.aborted += 1;
          return Promise.reject(new TypeError("Failed to fetch"));
        }
        return original(input, init);
      };
    });
    const text = `Retry me ${Date.now()}`;
    await page.getByRole("textbox", { name: "Follow-up message" }).fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const failed = outboxItem(page, "failed");
    await expect(failed).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __forcedFailures: { aborted: number } }).__forcedFailures.aborted,
      ),
    ).toBe(1);
    const clientId = await failed.locator("[data-client-message-id]").getAttribute("data-client-message-id");
    await failed.getByRole("button", { name: "Retry" }).click();
    const delivered = outboxItem(page, "delivered");
    await expect(delivered).toBeVisible();
    await expect(delivered.locator("[data-client-message-id]")).toHaveAttribute(
      "data-client-message-id",
      clientId ?? "",
    );
    await expect(page.getByRole("group", { name: /^Follow-up, / })).toHaveCount(1);

    const sent = (await serverMessages(page, "ses_done_failure")).filter((m) => m.text === text);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.client_message_id).toBe(clientId);
  });
});
