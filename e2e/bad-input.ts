import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * Shared by the bad-input suites. Every API call the app makes goes through window.fetch (the client
 * looks it up per call, and in the demo the simulator answers behind it), so wrapping fetch before
 * the app loads sees exactly what reached the simulator, demo or live.
 */
export async function recordApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __apiCalls: string[] }).__apiCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.href);
      if (/\/v3\/|\/agent-auth\//.test(url.pathname)) {
        calls.push(`${(init?.method ?? request?.method ?? "GET").toUpperCase()} ${url.pathname}`);
      }
      return original(input, init);
    };
  });
}

export async function apiCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __apiCalls: string[] }).__apiCalls]);
}

export interface Refusal {
  /** The field typed into (its value must still be there after the refusal). */
  field: Locator;
  value: string;
  /** Submits the form (click, Enter, Next). */
  submit: () => Promise<void>;
  /** The words the user sees. */
  message: string | RegExp;
  /** The call a submission would make; none may happen. */
  call: RegExp;
}

/**
 * Counts the inputs tried. `refused`: the message shows, the typed value stays, and no call matching
 * `call` left the page. `accepted`: the value at the limit does reach the service.
 */
export class InputTrial {
  inputs = 0;

  constructor(private readonly page: Page) {}

  async refused({ field, value, submit, message, call }: Refusal): Promise<void> {
    const before = (await apiCalls(this.page)).length;
    await field.fill(value);
    await submit();
    const shown =
      typeof message === "string" ? this.page.getByText(message, { exact: true }) : this.page.getByText(message);
    await expect(shown.first(), `refusal for ${brief(value)}`).toBeVisible();
    // Compared as a flag: a failing 2 MiB comparison would print the whole value.
    expect((await field.inputValue()) === value, `kept ${brief(value)}`).toBe(true);
    const sent = (await apiCalls(this.page)).slice(before).filter((c) => call.test(c));
    expect(sent, `no request for ${brief(value)}`).toEqual([]);
    this.inputs += 1;
  }

  /** A value at the limit: it is sent, and the service takes it. */
  accepted(): void {
    this.inputs += 1;
  }
}

function brief(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 20)}… (${value.length} UTF-16 units)` : JSON.stringify(value);
  return shown;
}

/** Where the counts go for the bench: BAD_INPUT_COUNTS_DIR, else <outputDir>/bad-input-counts/<name>.json. */
export function writeInputCounts(testInfo: TestInfo, name: string, counts: Record<string, number>): void {
  const dir = process.env.BAD_INPUT_COUNTS_DIR ?? join(testInfo.project.outputDir, "bad-input-counts");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ ...counts, writtenAt: new Date().toISOString() }, null, 2)}\n`);
  console.info(`bad input: ${JSON.stringify(counts)} (${name}) → ${file}`);
}

/** Text of exactly `bytes` UTF-8 bytes, from 4-byte emoji (and one ASCII byte per remainder). */
export function utf8Of(bytes: number, unit = "😀"): string {
  const size = new TextEncoder().encode(unit).length;
  return unit.repeat(Math.floor(bytes / size)) + "a".repeat(bytes % size);
}
