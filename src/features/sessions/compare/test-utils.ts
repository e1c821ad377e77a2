import { makeSession } from "../components/test-utils";

/** Sessions the Compare tests set side by side (ended ones come from makeSession as is). */
const MIN = 60_000;

/** ses_machine_queue in its first minutes: running, queued on a Machine, nothing run yet. */
export const queuedSession = makeSession({
  session_id: "ses_machine_queue",
  status: "running",
  outcome: null,
  started_at: "2026-10-01T12:00:00Z",
  finished_at: null,
  duration_ms: 0,
  cost_usd: null,
  machine: { id: "5e55a000-0000-4000-8000-00000000000a", name: "build-fleet", state: "waiting", queue_position: 4 },
});

/** Running for five minutes so far, $1.25 spent so far. */
export const runningSession = makeSession({
  status: "running",
  outcome: null,
  finished_at: null,
  duration_ms: 5 * MIN,
});
