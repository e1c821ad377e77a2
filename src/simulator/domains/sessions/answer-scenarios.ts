import { EventLog } from "./event-log.ts";
import { type EventData, type EventType, iso, type SessionRecord } from "./model.ts";
import { makeRecord } from "./record.ts";
import { newState, type SessionState, schedule } from "./state.ts";

/**
 * Sessions that exercise each of the session page's answers (is it stuck, why did it fail, what did it
 * change), scripted event by event at fixed offsets from t0 and without the rng, so adding them moves
 * no other fixture. Events after t0 are scheduled: the stepped world (or a waiting demo) reaches them.
 *
 * - ses_stalled: a running session whose newest event is a `bash` call with no result for 7 min
 *   (possibly stuck at once with the default 5 min threshold). The same command ran once before and took
 *   2 min 30 s (the answer says "earlier runs took 2 min"; 1.5 × that is under T, so T still decides). It recovers at t0 + 6 min (the result
 *   and a reply arrive), starts a second test run at t0 + 6 min 40 s that again has no result for
 *   over 5 min (stuck again from t0 + 11 min 40 s), and finishes at t0 + 14 min.
 * - ses_failed_tests: an error with every diagnostic field filled and two failing test runs.
 * - ses_with_changes: a PR, two change requests (one in another repository), edits to several files.
 *
 * API: answerScenarios(t0) → SessionState[] · STALLED_RECOVERS_MS · STALLED_ENDS_MS
 */
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

export const STALLED_RECOVERS_MS = 6 * MIN;
export const STALLED_ENDS_MS = 14 * MIN;

interface Scripted {
  /** Offset from t0 (negative: already happened). */
  at: number;
  id: string;
  type: EventType;
  text?: string | null;
  data?: EventData | null;
}

const use = (at: number, id: string, tool: string, input: Record<string, unknown>): Scripted => ({
  at,
  id: `${id}-use`,
  type: "tool_use",
  data: { tool, name: tool, tool_use_id: id, input },
});

const result = (at: number, id: string, tool: string, content: string, isError = false): Scripted => ({
  at,
  id: `${id}-result`,
  type: "tool_result",
  data: { tool, tool_use_id: id, content, is_error: isError, duration_ms: 0 },
});

const say = (at: number, id: string, type: "assistant" | "reasoning", text: string): Scripted => ({
  at,
  id,
  type,
  text,
  data: { stream_key: id, item_id: id, is_partial: false },
});

const status = (at: number, id: string, text: string): Scripted => ({ at, id, type: "status", text, data: null });

/** Appends what has happened by t0 and schedules the rest; `then` runs with the last event. */
function play(state: SessionState, t0: number, script: readonly Scripted[], then?: (at: number) => void): void {
  const last = script[script.length - 1];
  for (const step of script) {
    const at = t0 + step.at;
    const append = () => {
      // A tool result reports how long its call took, measured from the matching tool_use.
      const data = step.data && step.type === "tool_result" ? withDuration(step, script) : (step.data ?? null);
      state.log.append({ id: step.id, type: step.type, text: step.text ?? null, data, created_at: iso(at) });
      if (step === last) then?.(at);
    };
    if (step.at <= 0) append();
    else schedule(state, at, append);
  }
}

function withDuration(step: Scripted, script: readonly Scripted[]): EventData {
  const id = step.data?.tool_use_id;
  const started = script.find((s) => s.type === "tool_use" && s.data?.tool_use_id === id);
  return { ...step.data, duration_ms: started ? step.at - started.at : 0 } as EventData;
}

function base(id: string, title: string, t0: number, agoMs: number, over: Partial<SessionRecord>): SessionRecord {
  return makeRecord(
    {
      session_id: id,
      title,
      prompt: `${title}. Keep the change focused, add tests, and open a pull request.`,
      repo: "acme/web-app",
      createdAt: t0 - agoMs,
      finishedAt: null,
      status: "running",
      outcome: null,
      tokens: 210_000,
    },
    over,
  );
}

function stalled(t0: number): SessionState {
  const record = base("ses_stalled", "Shard the checkout e2e suite", t0, 20 * MIN, {
    tags: ["ci-speed"],
    duration_ms: 20 * MIN,
  });
  const state = newState(record, "org_demo", new EventLog());
  const p = "ses_stalled";
  play(
    state,
    t0,
    [
      status(-20 * MIN, `${p}-s0`, "Preparing workspace"),
      say(-19 * MIN, `${p}-r0`, "reasoning", "The checkout suite runs serially; sharding it should cut the wall time."),
      use(-18 * MIN, `${p}-t0`, "read_file", { path: "playwright.config.ts" }),
      result(-18 * MIN + 2 * SEC, `${p}-t0`, "read_file", "export default defineConfig({ workers: 1, … })"),
      use(-15 * MIN, `${p}-t1`, "edit_file", {
        path: "playwright.config.ts",
        old_string: "workers: 1",
        new_string: "workers: 4",
      }),
      result(-15 * MIN + SEC, `${p}-t1`, "edit_file", "Applied 1 edit to playwright.config.ts"),
      say(-12 * MIN, `${p}-a0`, "assistant", "I split the checkout suite into four shards and am running the first."),
      use(-11 * MIN, `${p}-t1b`, "bash", { command: "npm run test:e2e -- --shard=1/4" }),
      result(-8 * MIN - 30 * SEC, `${p}-t1b`, "bash", "Running 12 tests using 1 worker\n  12 passed (2.5m)"),
      use(-7 * MIN, `${p}-t2`, "bash", { command: "npm run test:e2e -- --shard=1/4" }),
      result(STALLED_RECOVERS_MS, `${p}-t2`, "bash", "Running 12 tests using 4 workers\n  12 passed (6.9m)"),
      say(STALLED_RECOVERS_MS + 20 * SEC, `${p}-a1`, "assistant", "Shard 1 passes. Running shard 2."),
      use(STALLED_RECOVERS_MS + 40 * SEC, `${p}-t3`, "bash", { command: "npm run test:e2e -- --shard=2/4" }),
      result(13 * MIN, `${p}-t3`, "bash", "Running 11 tests using 4 workers\n  11 passed (6.3m)"),
      say(13 * MIN + 30 * SEC, `${p}-a2`, "assistant", "Both shards pass; the suite now takes a quarter of the time."),
      status(STALLED_ENDS_MS, `${p}-s1`, "Turn finished: exit"),
    ],
    (at) => {
      Object.assign(record, {
        status: "exit",
        outcome: "success",
        finished_at: iso(at),
        duration_ms: at - Date.parse(record.started_at ?? record.created_at),
        result_summary: "Sharded the checkout e2e suite four ways; both shards tried pass.",
        result: { summary: "Sharded the checkout e2e suite four ways; both shards tried pass." },
      });
    },
  );
  return state;
}

function failedTests(t0: number): SessionState {
  const started = t0 - 3 * HOUR;
  const record = base("ses_failed_tests", "Upgrade the payments SDK to v5", t0, 3 * HOUR + 4 * SEC, {
    repo: "acme/payments-api",
    repos: ["acme/payments-api"],
    status: "error",
    finished_at: iso(started + 21 * MIN),
    duration_ms: 21 * MIN,
    error_class: "run_error",
    error_message: "npm test exited with code 1 after 2 attempts: 3 tests in src/payments/client.test.ts failed.",
    failure_diagnostics: { failure_stage: "verify", reason_code: "run_error", root_cause: "test_failure" },
    failure_stage: "verify",
    reason_code: "run_error",
    root_cause: "test_failure",
    diagnostic_message: "The run ended with an error before producing an outcome.",
    result_summary: "Upgraded the SDK, but three client tests still fail against the v5 refund API.",
    result: { summary: "Upgraded the SDK, but three client tests still fail against the v5 refund API." },
    context: { tokens: 176_000, window: 200_000, percent: 88 },
  });
  const state = newState(record, "org_demo", new EventLog());
  const p = "ses_failed_tests";
  const at = (min: number) => -3 * HOUR + min * MIN;
  const failing =
    "FAIL src/payments/client.test.ts\n  ✕ refunds a captured charge (41 ms)\n  ✕ refunds twice idempotently\n  ✕ rejects a refund above the charge\nTests: 3 failed, 41 passed, 44 total\nProcess exited with code 1";
  play(state, t0, [
    status(at(0), `${p}-s0`, "Preparing workspace"),
    use(at(1), `${p}-t0`, "bash", { command: "npm install @acme/payments-sdk@5" }),
    result(at(2), `${p}-t0`, "bash", "added 3 packages, changed 1 package in 41s"),
    use(at(3), `${p}-t1`, "edit_file", {
      path: "src/payments/client.ts",
      old_string: "sdk.refund(",
      new_string: "sdk.refunds.create(",
    }),
    result(at(3) + SEC, `${p}-t1`, "edit_file", "Applied 1 edit to src/payments/client.ts"),
    use(at(5), `${p}-t2`, "bash", { command: "npm test -- payments" }),
    result(at(9), `${p}-t2`, "bash", failing),
    say(
      at(10),
      `${p}-r0`,
      "reasoning",
      "The v5 refund call needs an idempotency key; the tests still pass the old options.",
    ),
    use(at(11), `${p}-t3`, "edit_file", {
      path: "src/payments/client.ts",
      old_string: "{ amount }",
      new_string: "{ amount, idempotencyKey }",
    }),
    result(at(11) + SEC, `${p}-t3`, "edit_file", "Applied 1 edit to src/payments/client.ts"),
    use(at(13), `${p}-t4`, "bash", { command: "npm test -- payments" }),
    result(at(18), `${p}-t4`, "bash", failing),
    say(
      at(20),
      `${p}-a0`,
      "assistant",
      "Three refund tests still fail against the v5 API; I could not make them pass.",
    ),
    status(at(21), `${p}-s1`, "Session finished: error"),
  ]);
  return state;
}

function withChanges(t0: number): SessionState {
  const started = t0 - 6 * HOUR;
  const pr = "https://github.com/acme/payments-api/pull/1312";
  const record = base("ses_with_changes", "Round invoice totals per currency", t0, 6 * HOUR + 4 * SEC, {
    repo: "acme/payments-api",
    repos: ["acme/payments-api", "acme/payments-sdk"],
    status: "exit",
    outcome: "success",
    finished_at: iso(started + 26 * MIN),
    duration_ms: 26 * MIN,
    branch: "svc/round-invoice-totals",
    pr_url: pr,
    pr_title: "Round invoice totals per currency",
    change_requests: [
      { url: pr, status: "active" },
      { url: "https://github.com/acme/payments-sdk/pull/91", status: "merged" },
    ],
    result_summary: "Invoice totals round per currency (JPY to whole units); PR #1312 and SDK PR #91 are open.",
    result: { summary: "Invoice totals round per currency (JPY to whole units); PR #1312 and SDK PR #91 are open." },
  });
  const state = newState(record, "org_demo", new EventLog());
  const p = "ses_with_changes";
  const at = (min: number) => -6 * HOUR + min * MIN;
  const edit = (min: number, n: number, path: string) => [
    use(at(min), `${p}-e${n}`, "edit_file", { path, old_string: "…", new_string: "…" }),
    result(at(min) + SEC, `${p}-e${n}`, "edit_file", `Applied 1 edit to ${path}`),
  ];
  play(state, t0, [
    status(at(0), `${p}-s0`, "Preparing workspace"),
    use(at(1), `${p}-t0`, "grep", { pattern: "toFixed\\(2\\)", path: "src/invoices" }),
    result(at(1) + 2 * SEC, `${p}-t0`, "grep", "src/invoices/total.ts:18: return sum.toFixed(2);"),
    use(at(2), `${p}-w0`, "write_file", {
      path: "src/invoices/rounding.ts",
      content: "export function roundFor(…) {…}",
    }),
    result(at(2) + SEC, `${p}-w0`, "write_file", "Wrote src/invoices/rounding.ts"),
    ...edit(3, 1, "src/invoices/total.ts"),
    use(at(4), `${p}-w1`, "write_file", { path: "src/invoices/rounding.test.ts", content: "describe('roundFor', …)" }),
    result(at(4) + SEC, `${p}-w1`, "write_file", "Wrote src/invoices/rounding.test.ts"),
    use(at(5), `${p}-t1`, "bash", { command: "npm test -- invoices" }),
    result(
      at(8),
      `${p}-t1`,
      "bash",
      "FAIL src/invoices/total.test.ts\nTests: 1 failed, 30 passed\nProcess exited with code 1",
    ),
    ...edit(9, 2, "src/invoices/total.ts"),
    ...edit(10, 3, "src/invoices/total.ts"),
    use(at(11), `${p}-t2`, "bash", { command: "npm test -- invoices" }),
    result(at(14), `${p}-t2`, "bash", "Tests: 31 passed, 31 total"),
    ...edit(15, 4, "../payments-sdk/src/money.ts"),
    use(at(17), `${p}-t3`, "bash", { command: "npm run lint" }),
    result(at(18), `${p}-t3`, "bash", "Checked 214 files. No problems."),
    use(at(20), `${p}-t4`, "bash", { command: "git push -u origin svc/round-invoice-totals" }),
    result(
      at(21),
      `${p}-t4`,
      "bash",
      "branch 'svc/round-invoice-totals' set up to track 'origin/svc/round-invoice-totals'.",
    ),
    use(at(23), `${p}-t5`, "create_pull_request", { title: "Round invoice totals per currency", base: "main" }),
    result(at(24), `${p}-t5`, "create_pull_request", `Opened ${pr}`),
    say(
      at(25),
      `${p}-a0`,
      "assistant",
      "Invoice totals now round per currency. PR #1312 is open; the SDK change is in PR #91.",
    ),
    status(at(26), `${p}-s1`, "Session finished: exit"),
  ]);
  return state;
}

export function answerScenarios(t0: number): SessionState[] {
  return [stalled(t0), failedTests(t0), withChanges(t0)];
}
