import type { Rng } from "../../core/types.ts";
import { EventLog } from "./event-log.ts";
import { historicState } from "./historic.ts";
import { iso, type SessionRecord } from "./model.ts";
import { makeRecord, type RecordSeed } from "./record.ts";
import { advanceSession, newState, type SessionState, schedule, startTurn } from "./state.ts";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

export const LIVE_STREAM_MS = 200 * SEC;
export const QUEUE_STEP_MS = 45 * SEC;
export const TRANSITION_SETTLES_MS = 15 * MIN;
export const ALIAS_UUID = "5e55a000-0000-4000-8000-000000000001";

function seed(
  id: string,
  title: string,
  t0: number,
  agoMs: number,
  runMs: number | null,
  extra: Partial<RecordSeed>,
): RecordSeed {
  const createdAt = t0 - agoMs;
  return {
    session_id: id,
    title,
    prompt: `${title}. Keep the change focused, add tests, and open a pull request.`,
    repo: "acme/payments-api",
    createdAt,
    finishedAt: runMs === null ? null : createdAt + runMs,
    status: "exit",
    outcome: "success",
    tokens: 320_000,
    ...extra,
  };
}

function finished(rng: Rng, s: RecordSeed, over: Partial<SessionRecord>, events = 40): SessionState {
  return historicState(makeRecord(s, over), "org_demo", events + rng.int(0, 8));
}

function liveStream(rng: Rng, t0: number): SessionState {
  const s = seed("ses_live_stream", "Fix flaky retry in webhook dispatcher", t0, 25 * SEC, null, {
    status: "running",
    outcome: null,
    tokens: 0,
  });
  const record = makeRecord(s, { tags: ["flaky-test", "webhooks"], cost_usd: null, svc_version: "7.4" });
  const state = newState(record, "org_demo", new EventLog());
  startTurn(state, t0 - 20 * SEC, rng, {
    durationMs: LIVE_STREAM_MS,
    tools: 7,
    summary: "Fixed the flaky webhook retry with a jittered backoff; PR #1287 is open.",
  });
  schedule(state, t0 - 20 * SEC + LIVE_STREAM_MS + 10, () => {
    record.pr_url = "https://github.com/acme/payments-api/pull/1287";
    record.pr_title = "Fix flaky webhook retry backoff";
    record.change_requests = [{ url: record.pr_url, status: "active" }];
  });
  advanceSession(state, t0);
  return state;
}

function machineQueue(rng: Rng, t0: number): SessionState {
  const s = seed("ses_machine_queue", "Run the nightly migration rehearsal", t0, 2 * MIN, null, {
    status: "running",
    outcome: null,
    tokens: 0,
    repo: "acme/infra",
  });
  const record = makeRecord(s, {
    target: { kind: "machine", machine: "build-fleet" },
    machine: {
      id: rng.uuid(),
      name: "build-fleet",
      state: "waiting",
      queue_position: 4,
      device_id: null,
      enqueued_at: iso(t0 - 2 * MIN),
      placed_at: null,
    },
    svc_version: null,
    svc_commit_sha: null,
    cost_usd: null,
  });
  const state = newState(record, "org_demo", new EventLog());
  state.log.append({
    id: "ses_machine_queue-queued",
    type: "status",
    text: "Queued on Machine build-fleet",
    data: null,
    created_at: iso(t0 - 2 * MIN),
  });
  state.onMachinePlaced = (at, deviceId) => {
    const machine = record.machine;
    if (!machine) return;
    Object.assign(machine, { state: "placed", queue_position: null, device_id: deviceId, placed_at: iso(at) });
    record.target = { kind: "device", device_id: deviceId, root: "/srv/workers/build-fleet" };
    startTurn(state, at, rng, {
      durationMs: 2 * MIN,
      tools: 4,
      summary: "Rehearsed the migration on build-fleet: 14 migrations applied cleanly.",
    });
  };
  // With a machines domain, build-fleet's queue moves it (its scripted opening frees one worker every
  // 45 s); alone, the same script runs here. Either way a status event marks each step.
  for (let k = 1; k <= 4; k += 1) {
    schedule(state, t0 + k * QUEUE_STEP_MS, (at) => {
      const machine = record.machine;
      if (machine?.state !== "waiting") return;
      if (state.syncMachine) state.syncMachine();
      else if (k < 4) machine.queue_position = 4 - k;
      else state.onMachinePlaced?.(at, rng.uuid());
      if (machine.state !== "waiting") return;
      state.log.append({
        id: `ses_machine_queue-wait-${k}`,
        type: "status",
        text: `Waiting for a worker (position ${machine.queue_position ?? 4 - k})`,
        data: null,
        created_at: iso(at),
      });
    });
  }
  return state;
}

function machineTransition(rng: Rng, t0: number): SessionState {
  const state = finished(
    rng,
    seed("ses_machine_transition", "Benchmark the embeddings job on GPUs", t0, 3 * HOUR, 40 * MIN, {
      repo: "acme/infra",
    }),
    {
      // The move goes to gpu-pool: the target and the placement name the same Machine (issue 25 item 6).
      target: { kind: "machine", machine: "gpu-pool" },
      machine: {
        id: rng.uuid(),
        name: "gpu-pool",
        state: "waiting",
        queue_position: 1,
        device_id: null,
        enqueued_at: iso(t0 - 2 * MIN),
        placed_at: null,
      },
    },
  );
  state.transitionSettlesAt = t0 + TRANSITION_SETTLES_MS;
  return state;
}

function longPrompt(rng: Rng, t0: number): SessionState {
  const line = "Überprüfe die Zahlungsabwicklung — ✓ idempotent, ✓ retries, ✗ race in refunds 🚀\n";
  const prompt = `Audit the payment flows described below.\n${line.repeat(260)}`;
  return finished(
    rng,
    seed("ses_long_prompt", "Audit payment flows from the long brief", t0, 20 * HOUR, 35 * MIN, { prompt }),
    { tags: ["audit"] },
  );
}

export function specialScenarios(rng: Rng, t0: number): SessionState[] {
  const success = finished(
    rng,
    seed("ses_done_success", "Add idempotency keys to refunds", t0, 26 * HOUR, 18 * MIN, { tokens: 640_000 }),
    {
      repos: ["acme/payments-api", "acme/payments-sdk"],
      tags: ["payments"],
    },
  );
  success.alias = ALIAS_UUID;
  success.record.change_requests.push({ url: "https://github.com/acme/payments-sdk/pull/88", status: "active" });
  const diagnostics = { failure_stage: "verify", reason_code: "run_timeout", root_cause: "test_suite_hang" };
  return [
    liveStream(rng, t0),
    success,
    finished(
      rng,
      seed("ses_done_failure", "Bump the TLS library", t0, 30 * HOUR, 22 * MIN, { outcome: "failure" }),
      {},
    ),
    finished(
      rng,
      seed("ses_action_required", "Migrate the ledger API client", t0, 33 * HOUR, 12 * MIN, {
        outcome: "action_required",
        repo: "acme/billing-worker",
      }),
      {},
    ),
    finished(
      rng,
      seed("ses_error", "Stabilise the settlement test suite", t0, 5 * HOUR, 60 * MIN, {
        status: "error",
        outcome: null,
      }),
      {
        error_class: "run_timeout",
        error_message:
          "Command `npm test -- settlement` exceeded the 3600 s run limit. Last output: connecting to postgres://svc:[REDACTED]@db.internal:5432/settlement …",
        failure_diagnostics: diagnostics,
        ...diagnostics,
        diagnostic_message: "The run exceeded its time limit before producing an outcome.",
        pr_url: null,
        pr_title: null,
      },
    ),
    finished(
      rng,
      seed("ses_suspended", "Regenerate all API client SDKs", t0, 8 * HOUR, 9 * MIN, {
        status: "suspended",
        outcome: null,
      }),
      {
        error_class: "run_cancelled",
        diagnostic_message: "The run was cancelled.",
      },
    ),
    finished(
      rng,
      seed("ses_subagent", "Search call sites of retryDelay", t0, 22 * SEC, 12 * SEC, { tokens: 18_000 }),
      {
        session_type: "subagent",
        source_session_id: "ses_live_stream",
        read_only: true,
        pr_url: null,
        pr_title: null,
        change_requests: [],
      },
      12,
    ),
    finished(
      rng,
      seed("ses_sidechat", "Why were idempotency keys scoped per merchant?", t0, 25 * HOUR, 2 * MIN, {
        outcome: null,
        tokens: 24_000,
      }),
      {
        session_type: "sidechat",
        source_session_id: "ses_done_success",
        result_summary: "Keys are scoped per merchant because two merchants may reuse the same client key.",
      },
      10,
    ),
    machineQueue(rng, t0),
    machineTransition(rng, t0),
    longPrompt(rng, t0),
    historicState(
      makeRecord(
        seed("ses_100k", "Refactor the monolith's module boundaries", t0, 3 * 24 * HOUR, 6 * HOUR, {
          tokens: 48_000_000,
        }),
        { tags: ["benchmark"] },
      ),
      "org_demo",
      100_000,
    ),
  ];
}
