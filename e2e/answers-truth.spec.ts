import { expect, openDemo, openSession, test } from "./fixtures";
import { hintCard, measuredOver, openMachine, setTarget } from "./machine-answers-helpers";

/**
 * Issue 42, "Answers you can act on": each answer is checked against the evidence on the same page.
 * (Other parts of the issue add their own describe blocks to this file.)
 */
test.describe("machine answers", () => {
  test("a follow-up held during a Machine change reads as held, never as a worker's problem", async ({ page }) => {
    await openDemo(page);
    await openSession(page, "ses_machine_transition");
    await page.getByRole("textbox", { name: "Follow-up message" }).fill("Use the A100 nodes once the move is done.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const why = page.getByRole("region", { name: "Why is it waiting?" });
    await expect(why).toContainText("Your follow-up is held until the move to Machine gpu-pool completes");
    await expect(why).toContainText(/marked not delivered in (\d+ min|under a minute)/);
    await expect(why).toContainText("Nothing a worker could fix is in the way");
    await expect(why).not.toContainText(/busy|typical wait/);
    await expect(why.getByRole("button", { name: "Enroll a worker" })).toHaveCount(0);
  });

  test("the hint on a Machine whose measured p95 misses its target never says fewer, and shows its sum", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // A minute of simulated time a second: the nightly Machine's workers go away 8 minutes in every 20.
    await openDemo(page, { query: { sim_time_scale: "60" } });
    await openMachine(page, "nightly");
    await setTarget(page, 1);
    const card = hintCard(page);
    await expect.poll(() => measuredOver(card), { timeout: 120_000 }).toBe(true);
    await expect(card).not.toContainText(/: enough\.|fewer/);
    await expect(card).toContainText(/more needed\.|not enough by the waits measured\./);
    await expect(card).toContainText("Availability");
    await card.getByRole("button", { name: "Show the sum" }).click();
    const sum = page.getByRole("dialog", { name: "How the hint is worked out" });
    for (const input of [
      "Arrival rate λ",
      "Mean run time S",
      "Offered load a = λ × S",
      "Availability A",
      "Effective workers now",
    ])
      await expect(sum.getByText(input, { exact: true })).toBeVisible();
    await expect(sum.getByRole("table")).toContainText("P(wait) = C(c, a)");
    await expect(sum).toContainText(/Measured p95 wait.*over the target/);
    await sum.getByRole("button", { name: "Close" }).click();
    await expect(sum).toHaveCount(0);
  });

  test("a time-scaled demo shows one clock: nothing the simulator stamped reads as in the future", async ({ page }) => {
    test.setTimeout(240_000);
    await openDemo(page, { query: { sim_time_scale: "60" } });
    await openMachine(page, "build-fleet");
    // Ten real seconds are ten simulated minutes: the waits read from the simulator's stamps are counted
    // against its clock, so sessions are seen waiting and the data's age is in the past.
    await expect(page.getByText(/^From [1-9][\d,]* sessions? seen on this Machine/)).toBeVisible({ timeout: 120_000 });
    await page.waitForTimeout(5_000);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/\bin \d+ (seconds?|minutes?|min|hours?|s)\b(?! (each|an hour))/);
    await openSession(page, "ses_live_stream");
    await page.waitForTimeout(3_000);
    expect((await page.locator("main").textContent()) ?? "").not.toMatch(/\bin \d+ (seconds?|minutes?|hours?)\b/);
  });
});
