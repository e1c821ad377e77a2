import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO, openDemo, test } from "./fixtures";

const SHOTS = "/tmp/numbers-shots";
mkdirSync(SHOTS, { recursive: true });
const ORG = DEMO.orgId;
const out: string[] = [];

async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const BAD = /\bundefined\b|\bnull\b|\bNaN\b|Invalid Date|\[object Object\]|TypeError|ReferenceError|Cannot read|is not a function|Minified React|Infinity/;

async function scan(page: Page, name: string, waitMs = 4000): Promise<void> {
  await page.waitForTimeout(waitMs);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const found = await page.evaluate((badSrc) => {
    const bad = new RegExp(badSrc);
    const rows: string[] = [];
    const text = document.body.innerText;
    for (const line of text.split("\n")) if (bad.test(line)) rows.push(`BAD: ${line.slice(0, 200)}`);
    // Attribute text reaching people: aria-label, title
    for (const el of Array.from(document.querySelectorAll("[aria-label],[title]"))) {
      const v = `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("title") ?? ""}`;
      if (bad.test(v)) rows.push(`BADATTR: <${el.tagName}> ${v.slice(0, 200)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent ?? "";
      if (!/\d/.test(t)) continue;
      const el = n.parentElement;
      if (!el) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (el.closest("code, pre, [aria-hidden='true'], input, textarea, time")) continue;
      const interactive = el.closest("a, button, summary, [role='button'], [role='tab'], [role='radio'], label");
      const container =
        el.closest("li, dd, td, th, p, tr, [role='status'], h1, h2, h3, [role='listitem']") ?? el.parentElement;
      const near = container?.querySelector("a, button, summary, [role='button']");
      const tip = el.closest("[data-state], [aria-describedby]");
      const kind = interactive ? "IN-LINK" : near ? "NEAR-LINK" : tip ? "TIP?" : "NO-SOURCE";
      const ctx = (container?.textContent ?? t).replace(/\s+/g, " ").trim().slice(0, 160);
      const key = `${kind}|${ctx}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (kind !== "IN-LINK") rows.push(`${kind}: [${t.trim().slice(0, 40)}] in «${ctx}»`);
    }
    return rows;
  }, BAD.source);
  out.push(`\n===== ${name} (${page.url()})`);
  out.push(...found);
  writeFileSync("/tmp/numbers-scan.txt", out.join("\n"));
}

test("probe numbers", async ({ page, failures }) => {
  test.setTimeout(900_000);
  failures.allow(/.*/);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openDemo(page, { key: "owner" });
  await goTo(page, `/o/${ORG}/sessions`);
  await scan(page, "sessions-list", 8000);
  const ids = await page
    .getByRole("table", { name: "Sessions" })
    .locator("a[href*='/sessions/']")
    .evaluateAll((as) => [...new Set(as.map((a) => (a.getAttribute("href") ?? "").split("/sessions/")[1]?.split("?")[0] ?? ""))]);
  out.push(`IDS: ${ids.join(",")}`);
  for (const id of ids.slice(0, 30)) {
    if (!id) continue;
    await goTo(page, `/o/${ORG}/sessions/${id}`);
    await scan(page, `s-${id}-timeline`, 3500);
    // open Details
    const details = page.getByRole("button", { name: "Details", exact: true });
    if (await details.isVisible().catch(() => false)) {
      await details.click();
      await scan(page, `s-${id}-details`, 500);
    }
    for (const tab of ["steps", "changes", "links", "diagnostics"]) {
      await goTo(page, `/o/${ORG}/sessions/${id}?tab=${tab}`);
      await scan(page, `s-${id}-${tab}`, 2500);
    }
  }
  await goTo(page, `/o/${ORG}/compare?a=ses_done_success&b=ses_done_failure`);
  await scan(page, "compare-1", 6000);
  await goTo(page, `/o/${ORG}/compare?a=ses_failed_tests&b=ses_with_changes`);
  await scan(page, "compare-2", 6000);
  await goTo(page, `/o/${ORG}/wall?sessions=${ids.slice(0, 9).join(",")}`);
  await scan(page, "wall", 6000);
  await goTo(page, `/o/${ORG}/machines`);
  await scan(page, "machines", 8000);
  const machines = await page
    .locator("a[href*='/machines/']")
    .evaluateAll((as) => [...new Set(as.map((a) => (a.getAttribute("href") ?? "").split("/machines/")[1]?.split(/[?#]/)[0] ?? ""))]);
  out.push(`MACHINES: ${machines.join(",")}`);
  for (const m of machines) {
    if (!m) continue;
    await goTo(page, `/o/${ORG}/machines/${m}`);
    await scan(page, `m-${m}`, 6000);
  }
  for (const p of ["members", "secrets", "skills", "repositories", "organizations", "network", "settings"]) {
    await goTo(page, `/o/${ORG}/${p}`);
    await scan(page, `admin-${p}`, 3000);
  }
  await goTo(page, `/o/${ORG}/sessions`);
  await scan(page, "sessions-list-2", 3000);
});
