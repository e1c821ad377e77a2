import type { SessionRecord, SimEvent } from "./model.ts";

/**
 * Spec §2.1: without sessions:debug held by an owner/admin, the snapshot omits the prompt,
 * result content and diagnostic context. Identity, status, timestamps, session_policy,
 * error_class, duration_ms, cost_usd and usage stay (plus the other identity fields, see README).
 */
export const DEBUG_ONLY_FIELDS = [
  "prompt",
  "prompt_truncated",
  "prompt_bytes",
  "result",
  "result_summary",
  "error_message",
  "failure_diagnostics",
  "failure_stage",
  "reason_code",
  "root_cause",
  "diagnostic_message",
  "experimental_runtime_profile",
  "experimental_runtime_features",
] as const satisfies ReadonlyArray<keyof SessionRecord>;

/** Fields only single retrieval carries (never the events snapshot or the list). */
export const RETRIEVAL_ONLY_FIELDS = ["target", "machine", "repos", "change_requests"] as const satisfies ReadonlyArray<
  keyof SessionRecord
>;

export type SessionView = "retrieval" | "snapshot";

export function projectSession(record: SessionRecord, view: SessionView, debug: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...structuredClone(record) };
  if (!debug) for (const key of DEBUG_ONLY_FIELDS) delete out[key];
  if (view === "snapshot") for (const key of RETRIEVAL_ONLY_FIELDS) delete out[key];
  else if (record.machine === null) delete out.machine;
  return out;
}

const DEBUG_EVENT_TYPES = new Set(["diagnostic", "raw"]);

export function eventVisible(event: SimEvent, debug: boolean): boolean {
  return debug || !DEBUG_EVENT_TYPES.has(event.type);
}

/** Status events keep their kind for everyone but carry text only for debug readers (spec §6.2–6.3). */
export function projectEvent(event: SimEvent, debug: boolean): SimEvent {
  if (event.type === "status" && !debug) return { ...event, text: null, data: null };
  return event;
}
