import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import type { EventsPage, Session } from "../src/api/types.ts";
import { importSessionExport } from "../src/features/sessions/export/export-json-reader.ts";
import { readThroughPage, readTimeline } from "./fault-suite";
import { DEMO, expect, openDemo, openSession, test } from "./fixtures";

// Each timeline row's "Copy as JSON" is how the test reads what the app shows.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function exportAs(
  page: Page,
  format: "Markdown (.md)" | "JSON (.json)",
): Promise<{ download: Download; text: string }> {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  const download = await downloading;
  return { download, text: readFileSync((await download.path()) as string, "utf8") };
}

test("an export of ses_done_success round-trips: the JSON is the simulator's log and what the timeline shows", async ({
  page,
}) => {
  await openDemo(page, { query: "sim_seed=1" });
  await openSession(page, "ses_done_success");
  await expect(page.getByLabel(/^Event feed: Stopped/)).toBeVisible();

  const { download, text } = await exportAs(page, "JSON (.json)");
  expect(download.suggestedFilename()).toBe("ses_done_success.json");
  await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText(
    /^Saved ses_done_success\.json \(\d+ events\)$/,
  );
  // Nothing of the connection: not the key, in any file.
  expect(text).not.toContain(DEMO.ownerKey);
  const imported = importSessionExport(text);
  if (!imported.ok) throw new Error(imported.error);

  // The same events as the page's simulator holds for this session, in order, each at its latest version.
  const log = await readThroughPage<EventsPage>(
    page,
    `/v3/organizations/${DEMO.orgId}/sessions/ses_done_success/events?after_seq=-1&limit=1000`,
  );
  expect(imported.entries.map((entry) => entry.event)).toEqual(log.items);
  expect(imported.entries.map((entry) => entry.firstSeq)).toEqual(log.items.map((event) => event.seq));
  const session = await readThroughPage<Session>(page, `/v3/organizations/${DEMO.orgId}/sessions/ses_done_success`);
  expect(imported.export.session).toEqual(session);

  // And what the app shows, row by row (a tool call and its result are one row).
  const rows = await readTimeline(page, page.getByRole("feed", { name: "Session timeline" }));
  expect(rows.flatMap((row) => row.events).sort((a, b) => a.seq - b.seq)).toEqual(log.items);

  const markdown = await exportAs(page, "Markdown (.md)");
  expect(markdown.download.suggestedFilename()).toBe("ses_done_success.md");
  expect(markdown.text.startsWith(`# ${session.title}\n`)).toBe(true);
  expect(markdown.text).not.toContain(DEMO.ownerKey);
  const sections = markdown.text.split("\n").filter((line) => line.startsWith("### "));
  expect(sections).toHaveLength(rows.length);
  expect(sections.filter((line) => line.startsWith("### Tool "))).toHaveLength(
    log.items.filter((event) => event.type === "tool_use").length,
  );
});

test("exporting ses_100k finishes loading its history first, showing progress, then saves all 100 000 events", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openDemo(page, { query: "sim_seed=1" });
  await openSession(page, "ses_100k");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const downloading = page.waitForEvent("download", { timeout: 220_000 });
  await page.getByRole("menuitem", { name: "JSON (.json)" }).click();
  // The tail shows first; the history loads behind it and the export waits for it.
  await expect(page.getByRole("status", { name: /^JSON export: (Loading|Finding)/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel export" })).toBeVisible();
  const download = await downloading;
  const imported = importSessionExport(readFileSync((await download.path()) as string, "utf8"));
  if (!imported.ok) throw new Error(imported.error);
  expect(imported.export.event_count).toBe(100_000);
  expect(imported.entries[0]?.firstSeq).toBe(0);
  expect(imported.entries.at(-1)?.event.id).toBe("ses_100k-h99999");
  await expect(page.getByRole("button", { name: "Export", exact: true })).toBeVisible();
});
