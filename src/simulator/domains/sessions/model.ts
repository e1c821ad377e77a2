import type { FailureDiagnostics, KnownEventType, Outcome, SessionEventData, SessionStatus, Usage } from "@/api/types";

/**
 * The sessions domain's internal record: every field of spec §2.1 always present (the
 * visibility rule removes some on the way out). Wire shapes come from the generated types.
 */
export type { FailureDiagnostics, Outcome, SessionStatus };

export type Target =
  | { kind: "cloud" }
  | { kind: "device"; device_id: string; root: string }
  | { kind: "machine"; machine: string };

export interface MachinePlacement {
  id: string;
  name: string;
  state: string;
  queue_position: number | null;
  device_id: string | null;
  enqueued_at: string;
  placed_at: string | null;
}

export interface SessionRecord {
  session_id: string;
  status: SessionStatus;
  url: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  session_policy: {
    version: number;
    mode: string;
    components: Record<string, boolean>;
    workspaceOwnership: string;
  };
  benchmark_profile: null;
  runtime_profile: string | null;
  experimental_runtime_profile: string | null;
  experimental_runtime_features: string[] | null;
  title: string;
  prompt: string;
  prompt_truncated: boolean;
  prompt_bytes: number;
  tags: string[];
  project_id: string | null;
  target: Target;
  machine: MachinePlacement | null;
  repo: string;
  repos: string[];
  provider: "github" | "gitlab";
  model: string | null;
  svc_version: string | null;
  svc_commit_sha: string | null;
  reasoning_effort: string;
  hands_mode: "adaptive" | "brain_only";
  branch: string;
  pr_url: string | null;
  pr_title: string | null;
  change_requests: Array<{ url: string; status: string }>;
  result_summary: string | null;
  outcome: Outcome | null;
  result: unknown;
  error_class: string | null;
  error_message: string | null;
  failure_diagnostics: FailureDiagnostics | null;
  failure_stage: string | null;
  reason_code: string | null;
  root_cause: string | null;
  diagnostic_message: string | null;
  duration_ms: number;
  cost_usd: number | null;
  usage: Usage;
  context: { tokens: number; window: number; percent: number };
  is_archived: boolean;
  session_type: "session" | "sidechat" | "subagent";
  source_session_id: string | null;
  read_only: boolean;
}

export type EventType = KnownEventType;
export type EventData = SessionEventData;

export interface SimEvent {
  seq: number;
  id: string;
  type: EventType;
  text: string | null;
  data: EventData | null;
  created_at: string;
}

export type NewEvent = Omit<SimEvent, "seq">;

export type MessageDelivery = "delivered" | "queued" | "withdrawn" | "held" | "not_delivered";

export interface SimMessage {
  message_id: string;
  client_message_id: string | null;
  role: "user" | "agent";
  text: string;
  created_at: string;
  delivery: MessageDelivery;
}

export interface SendResponse {
  ok: true;
  delivery: "delivered" | "queued" | "saved_for_follow_up";
  message_id?: string;
  continuation_session_id: string;
  held_reason?: string;
}

export interface SharedLink {
  id: string;
  reference: string;
  label: string;
  origin: string;
  status: string;
  created_by_user_id: string;
  created_at: string;
  expires_at: string;
  opened_at: string | null;
  revoked_at: string | null;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
