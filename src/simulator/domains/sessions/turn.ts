import type { Rng } from "../../core/types.ts";
import type { NewEvent, Outcome, SessionStatus } from "./model.ts";

/** One scheduled piece of a turn: an event at a simulated instant, with the tokens it cost. */
export interface TurnEntry {
  at: number;
  event: NewEvent;
  inputTokens: number;
  outputTokens: number;
  /** Set on the last entry: the turn's lifecycle result. */
  end?: { status: SessionStatus; outcome: Outcome | null; summary: string };
}

interface ToolSpec {
  tool: string;
  name: string;
  input: unknown;
  content: string;
}

export const TOOLS: readonly ToolSpec[] = [
  {
    tool: "read_file",
    name: "Read",
    input: { path: "src/webhooks/dispatcher.ts" },
    content:
      "export async function dispatch(hook: Hook) {\n  for (let attempt = 0; attempt < 3; attempt++) {\n    …\n  }\n}",
  },
  {
    tool: "grep",
    name: "Grep",
    input: { pattern: "retryDelay", path: "src" },
    content:
      "src/webhooks/dispatcher.ts:42: const retryDelay = 2 ** attempt * 100;\nsrc/webhooks/config.ts:9: retryDelay: 250,",
  },
  {
    tool: "bash",
    name: "Bash",
    input: { command: "npm test -- webhooks" },
    content: "PASS src/webhooks/queue.test.ts\nFAIL src/webhooks/dispatcher.test.ts (1 failed, 11 passed)",
  },
  {
    tool: "edit_file",
    name: "Edit",
    input: {
      path: "src/webhooks/dispatcher.ts",
      old_string: "2 ** attempt * 100",
      new_string: "backoff(attempt, rng)",
    },
    content: "Applied 1 edit to src/webhooks/dispatcher.ts",
  },
  {
    tool: "bash",
    name: "Bash",
    input: { command: "npm test -- webhooks --runInBand" },
    content: "PASS src/webhooks/dispatcher.test.ts\nPASS src/webhooks/queue.test.ts\nTests: 24 passed",
  },
  {
    tool: "bash",
    name: "Bash",
    input: { command: "git commit -am 'Use jittered backoff in webhook retries'" },
    content:
      "[fix/webhook-retry 4f2c1aa] Use jittered backoff in webhook retries\n 2 files changed, 31 insertions(+), 9 deletions(-)",
  },
  {
    tool: "create_pull_request",
    name: "CreatePullRequest",
    input: { title: "Fix flaky webhook retry backoff", base: "main" },
    content: "Opened https://github.com/acme/payments-api/pull/1287",
  },
];

const REASONING = [
  "The test fails intermittently, so timing is involved.",
  "The retry delay is deterministic, so parallel workers retry in lockstep.",
  "A jittered backoff should spread the retries out.",
  "I should verify the fix with the test suite run serially and in parallel.",
  "Everything passes; time to commit and open the pull request.",
];

const ASSISTANT = [
  "I'm looking at the webhook dispatcher to understand the retry loop.",
  "The flaky test comes from retries that all fire at the same instant.",
  "I replaced the fixed exponential delay with a jittered backoff.",
  "The webhook tests now pass consistently, including 50 repeated runs.",
  "I committed the change and opened a pull request for review.",
];

export interface TurnPlan {
  turnId: string;
  startAt: number;
  durationMs: number;
  tools: number;
  rng: Rng;
  end: { status: SessionStatus; outcome: Outcome | null; summary: string };
  /** Opening line of the assistant reply (a continuation quotes the follow-up). */
  lead?: string;
}

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/** Builds a realistic turn: status, growing reasoning, tool pairs, a growing assistant reply, final status. */
export function buildTurn(plan: TurnPlan): TurnEntry[] {
  const { turnId, startAt, durationMs, tools, rng } = plan;
  const entries: TurnEntry[] = [];
  const step = durationMs / (tools * 5 + 2);
  let at = startAt;
  const push = (event: Omit<NewEvent, "created_at">, inputTokens = 0, outputTokens = 0): void => {
    entries.push({ at, event: { ...event, created_at: new Date(at).toISOString() }, inputTokens, outputTokens });
    at += Math.round(step * (0.6 + rng.next() * 0.8));
  };
  push({ id: `${turnId}-status-0`, type: "status", text: "Preparing workspace", data: null }, 1200, 0);
  push({ id: `${turnId}-diag-0`, type: "diagnostic", text: "workspace ready", data: { stage: "provision" } });
  push({
    id: `${turnId}-raw-0`,
    type: "raw",
    text: null,
    data: { content: JSON.stringify({ runner: "c2", region: "us-east-2", attempt: 1 }) },
  });
  const assistantId = `${turnId}-assistant`;
  let reply = plan.lead ?? "";
  for (let i = 0; i < tools; i += 1) {
    const reasoningId = `${turnId}-reasoning-${i}`;
    const thought = pick(REASONING, i);
    const words = thought.split(" ");
    const half = words.slice(0, Math.ceil(words.length / 2)).join(" ");
    push(
      {
        id: reasoningId,
        type: "reasoning",
        text: half,
        data: { stream_key: reasoningId, item_id: reasoningId, is_partial: true },
      },
      300,
      40,
    );
    push(
      {
        id: reasoningId,
        type: "reasoning",
        text: thought,
        data: { stream_key: reasoningId, item_id: reasoningId, is_partial: false },
      },
      0,
      40,
    );
    const tool = pick(TOOLS, i + (plan.lead ? 2 : 0));
    const toolUseId = `${turnId}-tool-${i}`;
    push(
      {
        id: `${toolUseId}-use`,
        type: "tool_use",
        text: null,
        data: { tool: tool.tool, name: tool.name, tool_use_id: toolUseId, input: tool.input },
      },
      800,
      120,
    );
    const duration = rng.int(300, 9000);
    push(
      {
        id: `${toolUseId}-result`,
        type: "tool_result",
        text: null,
        data: {
          tool: tool.tool,
          tool_use_id: toolUseId,
          content: tool.content,
          is_error: tool.content.includes("FAIL"),
          duration_ms: duration,
        },
      },
      1500,
      0,
    );
    reply = reply ? `${reply} ${pick(ASSISTANT, i)}` : pick(ASSISTANT, i);
    const partial = i < tools - 1;
    push(
      {
        id: assistantId,
        type: "assistant",
        text: reply,
        data: { stream_key: assistantId, item_id: assistantId, is_partial: partial },
      },
      200,
      90,
    );
  }
  at = Math.max(at, startAt + durationMs);
  const last = entries.length;
  push({ id: `${turnId}-diag-1`, type: "diagnostic", text: "turn finalized", data: { stage: "finalize" } });
  push({ id: `${turnId}-status-1`, type: "status", text: `Turn finished: ${plan.end.status}`, data: null });
  const final = entries[entries.length - 1];
  if (final) final.end = plan.end;
  entries.slice(last).forEach((e, index) => {
    e.at = startAt + durationMs + index;
    e.event.created_at = new Date(e.at).toISOString();
  });
  return entries;
}
