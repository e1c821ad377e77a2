import { EventLog } from "./event-log.ts";
import { type EventData, type EventType, iso } from "./model.ts";
import { makeRecord } from "./record.ts";
import { newState, type SessionState } from "./state.ts";

/**
 * ses_diff_review: a finished session whose file tool calls exercise every case of the Changes tab's Diff,
 * scripted event by event at fixed offsets from t0 and without the rng (adding it moves no other fixture):
 * - src/retry/backoff.ts: created, edited, then changed by `sed -i` in a bash call (not fully shown), and
 *   an edit whose old text is not in the file fails (is_error: nothing changed);
 * - src/retry/backoff.test.ts: created, then edited in two places (fully rebuilt: in the patch);
 * - src/webhooks/dispatcher.ts: edited in two places, never read or written whole (only those places known);
 * - src/retry/index.ts: a new file.
 *
 * API: diffScenario(t0) → SessionState · DIFF_SESSION_ID
 */
export const DIFF_SESSION_ID = "ses_diff_review";

const MIN = 60_000;
const HOUR = 60 * MIN;

const BACKOFF = `export interface BackoffOptions {
  baseMs: number;
  maxAttempts = 5;
}

export function backoff(attempt: number, random: () => number): number {
  const ceiling = 2 ** attempt * 100;
  return Math.round(ceiling * random());
}
`;

const BACKOFF_TEST = `import { describe, expect, it } from "vitest";
import { backoff } from "./backoff";

describe("backoff", () => {
  it("stays under the ceiling", () => {
    expect(backoff(3, () => 0.5)).toBe(400);
  });

  it("is zero for a zero draw", () => {
    expect(backoff(1, () => 0)).toBe(0);
  });

  it("grows with the attempt", () => {
    expect(backoff(4, () => 1)).toBeGreaterThan(backoff(2, () => 1));
  });
});
`;

interface Scripted {
  min: number;
  id: string;
  type: EventType;
  text?: string | null;
  data?: EventData | null;
}

function call(min: number, id: string, tool: string, input: Record<string, unknown>, content: string, error = false) {
  return [
    { min, id: `${id}-use`, type: "tool_use", data: { tool, name: tool, tool_use_id: id, input } },
    {
      min: min + 0.1,
      id: `${id}-result`,
      type: "tool_result",
      data: { tool, tool_use_id: id, content, is_error: error, duration_ms: 6000 },
    },
  ] satisfies Scripted[];
}

function script(p: string): Scripted[] {
  const edit = (min: number, n: number, path: string, before: string, after: string, error = false) =>
    call(
      min,
      `${p}-e${n}`,
      "edit_file",
      { path, old_string: before, new_string: after },
      error ? `Error: old_string not found in ${path}` : `Applied 1 edit to ${path}`,
      error,
    );
  return [
    { min: 0, id: `${p}-s0`, type: "status", text: "Preparing workspace", data: null },
    ...call(
      1,
      `${p}-c0`,
      "create_file",
      { path: "src/retry/backoff.ts", content: BACKOFF },
      "Created src/retry/backoff.ts",
    ),
    ...edit(2, 1, "src/retry/backoff.ts", "  baseMs: number;\n", "  baseMs: number;\n  capMs: number;\n"),
    ...call(3, `${p}-c1`, "create_file", { path: "src/retry/backoff.test.ts", content: BACKOFF_TEST }, "Created"),
    ...edit(4, 2, "src/retry/backoff.test.ts", "toBe(400)", "toBe(200)"),
    ...edit(5, 3, "src/retry/backoff.test.ts", "toBe(0);", "toBe(0);\n    expect(backoff(1, () => 0.01)).toBe(2);"),
    ...edit(
      6,
      4,
      "src/webhooks/dispatcher.ts",
      "const delay = 2 ** attempt * 100;",
      "const delay = backoff(attempt, rng);",
    ),
    ...edit(
      7,
      5,
      "src/webhooks/dispatcher.ts",
      'import { send } from "./send";',
      'import { backoff } from "../retry";\nimport { send } from "./send";',
    ),
    ...edit(8, 6, "src/retry/backoff.ts", "jitter = 0", "jitter = 0.1", true),
    ...call(9, `${p}-b0`, "bash", { command: "sed -i 's/maxAttempts = 5/maxAttempts = 3/' src/retry/backoff.ts" }, ""),
    ...call(
      10,
      `${p}-c2`,
      "create_file",
      { path: "src/retry/index.ts", content: 'export { backoff } from "./backoff";\n' },
      "Created",
    ),
    ...call(11, `${p}-b1`, "bash", { command: "npm test -- retry" }, "Tests: 4 passed, 4 total"),
    {
      min: 12,
      id: `${p}-a0`,
      type: "assistant",
      text: "Webhook retries now use a jittered backoff from src/retry.",
      data: { stream_key: `${p}-a0`, item_id: `${p}-a0`, is_partial: false },
    },
    { min: 13, id: `${p}-s1`, type: "status", text: "Session finished: exit", data: null },
  ];
}

export function diffScenario(t0: number): SessionState {
  const started = t0 - 3 * HOUR;
  const record = makeRecord(
    {
      session_id: DIFF_SESSION_ID,
      title: "Jittered backoff for webhook retries",
      prompt: "Give webhook retries a jittered backoff and test it.",
      repo: "acme/payments-api",
      createdAt: started,
      finishedAt: started + 13 * MIN,
      status: "exit",
      outcome: "success",
      tokens: 120_000,
    },
    { duration_ms: 13 * MIN, branch: "svc/jittered-backoff" },
  );
  const state = newState(record, "org_demo", new EventLog());
  for (const step of script(DIFF_SESSION_ID)) {
    state.log.append({
      id: step.id,
      type: step.type,
      text: step.text ?? null,
      data: step.data ?? null,
      created_at: iso(started + step.min * MIN),
    });
  }
  return state;
}
