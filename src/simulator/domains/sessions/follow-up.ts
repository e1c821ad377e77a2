import { LIMITS } from "../../../api/limits.ts";
import type { Rng } from "../../core/types.ts";
import type { MachinesApi } from "../machines/index.ts";
import { linkMachine } from "./machine-link.ts";
import { iso, type SendResponse, type SimMessage } from "./model.ts";
import type { SendRequest } from "./send.ts";
import { isTurnRunning, type SessionState, schedule, startContinuation } from "./state.ts";

/** A queued follow-up on a finished session waits this long (withdrawable) before it runs. */
export const QUEUE_GRACE_MS = 60_000;
/** How long a moved session's continuation holds its Machine's worker. */
const MOVED_RUN_MS = 2 * 60_000;
export const HELD_REASON = "session_machine_transition_pending";

function deliverQueued(state: SessionState, at: number, rng: Rng): void {
  if (isTurnRunning(state)) return; // the running turn's end delivers it
  const queued = state.messages.filter((m) => m.role === "user" && m.delivery === "queued");
  if (queued.length === 0) return;
  for (const m of queued) m.delivery = "delivered";
  startContinuation(state, at, rng, queued.map((m) => m.text).join("\n"));
}

/** The pending machine change settles: held follow-ups are delivered (spec §3.2), never resent. */
export function scheduleTransition(state: SessionState, rng: Rng): void {
  const settlesAt = state.transitionSettlesAt;
  if (settlesAt === null) return;
  schedule(state, settlesAt, (at) => {
    state.transitionSettlesAt = null;
    const r = state.record;
    // The Machine places the session as the move settles (its queue is scripted to); take its worker.
    state.syncMachine?.();
    if (r.machine?.state === "waiting")
      Object.assign(r.machine, { state: "placed", queue_position: null, device_id: rng.uuid(), placed_at: iso(at) });
    r.target = { kind: "machine", machine: r.machine?.name ?? "gpu-pool" };
    const held = state.messages.filter((m) => m.delivery === "held");
    if (held.length === 0) return;
    for (const m of held) m.delivery = "delivered";
    if (!isTurnRunning(state)) startContinuation(state, at, rng, held.map((m) => m.text).join("\n"));
  });
}

/**
 * A move onto a Machine joins that Machine's queue (issue 25 item 6: one fleet): the session waits there
 * like any other, counted in its queue, and its run begins when a worker takes it. True when it waits.
 * Without a machines domain (in isolation) the move is placed at once.
 */
function moveOntoMachine(
  state: SessionState,
  name: string,
  now: number,
  rng: Rng,
  machines: MachinesApi | undefined,
  run: (at: number) => void,
): boolean {
  const r = state.record;
  const job = machines?.enqueue(state.orgId, name, r.session_id, now, MOVED_RUN_MS);
  if (!machines || !job) {
    r.machine = {
      id: rng.uuid(),
      name,
      state: "placed",
      queue_position: null,
      device_id: rng.uuid(),
      enqueued_at: iso(now),
      placed_at: iso(now),
    };
    return false;
  }
  const waiting = job.state === "waiting";
  r.machine = {
    id: job.machine_id,
    name: job.machine_name,
    state: waiting ? "waiting" : "placed",
    queue_position: job.queue_position,
    device_id: job.device_id,
    enqueued_at: iso(job.enqueued_at),
    placed_at: job.placed_at === null ? null : iso(job.placed_at),
  };
  if (!waiting) return false;
  // Admitted: the session runs again from the caller's point of view, not yet on a worker. When a worker
  // takes it, it is where it was (ended) until the follow-up starts its run (or, queued, after the grace).
  const ended = { status: r.status, finished_at: r.finished_at, outcome: r.outcome, error_class: r.error_class };
  Object.assign(r, { status: "running", finished_at: null, outcome: null, error_class: null });
  linkMachine(state, () => machines);
  state.onMachinePlaced = (at, deviceId) => {
    state.onMachinePlaced = null;
    if (r.machine)
      Object.assign(r.machine, { state: "placed", queue_position: null, device_id: deviceId, placed_at: iso(at) });
    Object.assign(r, ended);
    run(at);
  };
  return true;
}

/** Records an accepted follow-up and starts, queues or holds its run. Validation happened before. */
export function acceptFollowUp(
  state: SessionState,
  req: SendRequest,
  now: number,
  rng: Rng,
  machines?: MachinesApi,
): SendResponse {
  const r = state.record;
  const message: SimMessage = {
    message_id: `msg_${rng.hex(8)}`,
    client_message_id: req.clientMessageId,
    role: "user",
    text: req.message,
    created_at: iso(now),
    delivery: "delivered",
  };
  state.messages.push(message);
  state.acceptedSends += 1;
  const base = { ok: true as const, message_id: message.message_id, continuation_session_id: r.session_id };
  let response: SendResponse;
  if (state.transitionSettlesAt !== null && now < state.transitionSettlesAt) {
    message.delivery = "held";
    schedule(state, now + LIMITS.heldFollowUpTimeoutMs, () => {
      if (message.delivery === "held") message.delivery = "not_delivered";
    });
    response = { ...base, delivery: "saved_for_follow_up", held_reason: HELD_REASON };
  } else {
    // What runs the follow-up, now or when a Machine's worker takes the session.
    const run = (at: number) => {
      if (req.queue) schedule(state, at + QUEUE_GRACE_MS, (later) => deliverQueued(state, later, rng));
      else if (!isTurnRunning(state)) startContinuation(state, at, rng, req.message);
    };
    let waitsForWorker = false;
    if (req.target) {
      r.target = req.target;
      if (req.target.kind === "machine")
        waitsForWorker = moveOntoMachine(state, req.target.machine, now, rng, machines, run);
      else r.machine = null;
    }
    if (req.model) r.model = req.model;
    if (req.reasoningEffort) r.reasoning_effort = req.reasoningEffort;
    if (req.queue) {
      message.delivery = "queued";
      if (!isTurnRunning(state) && !waitsForWorker) run(now);
      response = { ...base, delivery: "queued" };
    } else {
      if (!waitsForWorker) run(now);
      response = { ...base, delivery: "delivered" };
    }
  }
  if (req.clientMessageId !== null) state.byClientId.set(req.clientMessageId, response);
  return response;
}

export type WithdrawResult =
  | { ok: true; run_message_id: string }
  | { status: 404 | 409; code: "message_not_found" | "not_terminal" | "not_queued"; message: string };

export function withdrawQueued(state: SessionState, messageId: string): WithdrawResult {
  const message = state.messages.find((m) => m.message_id === messageId && m.role === "user");
  if (!message) return { status: 404, code: "message_not_found", message: `message ${messageId} not found` };
  if (message.delivery !== "queued") {
    return { status: 409, code: "not_queued", message: "the message already left the queue" };
  }
  if (isTurnRunning(state)) {
    return { status: 409, code: "not_terminal", message: "a turn is running; the message is delivered when it ends" };
  }
  message.delivery = "withdrawn";
  return { ok: true, run_message_id: message.message_id };
}
