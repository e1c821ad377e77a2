import { LIMITS } from "../../../api/limits.ts";
import { iso, type SessionRecord } from "./model.ts";
import { truncateUtf8 } from "./state.ts";

export const APP_URL = "https://app.svc.example/sessions";

export interface RecordSeed {
  session_id: string;
  title: string;
  prompt: string;
  repo: string;
  createdAt: number;
  /** Finished instant; null while running. */
  finishedAt: number | null;
  status: SessionRecord["status"];
  outcome: SessionRecord["outcome"];
  tokens: number;
}

/** A complete, realistic session record; scenarios override what makes them special. */
export function makeRecord(seed: RecordSeed, overrides: Partial<SessionRecord> = {}): SessionRecord {
  const prompt = truncateUtf8(seed.prompt, LIMITS.promptEchoMaxBytes);
  const input = Math.round(seed.tokens * 0.82);
  const output = seed.tokens - input;
  const started = seed.createdAt + 4_000;
  const finished = seed.finishedAt;
  const slug = seed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 32)
    .replace(/-$/, "");
  const prNumber = 1000 + (seed.session_id.charCodeAt(seed.session_id.length - 1) % 300);
  const hasPr = seed.outcome === "success";
  return {
    session_id: seed.session_id,
    status: seed.status,
    url: `${APP_URL}/${seed.session_id}`,
    created_at: iso(seed.createdAt),
    started_at: iso(started),
    finished_at: finished === null ? null : iso(finished),
    session_policy: {
      version: 3,
      mode: "standard",
      components: {
        memoryRead: true,
        memoryWrite: true,
        skills: true,
        inheritedInstructions: true,
        integrations: true,
        secretInjection: true,
      },
      workspaceOwnership: "managed",
    },
    benchmark_profile: null,
    runtime_profile: null,
    experimental_runtime_profile: "runtime/svc-c2-tools-v7",
    experimental_runtime_features: null,
    title: seed.title,
    prompt: prompt.text,
    prompt_truncated: prompt.truncated,
    prompt_bytes: prompt.bytes,
    tags: [],
    project_id: null,
    target: { kind: "cloud" },
    machine: null,
    repo: seed.repo,
    repos: [seed.repo],
    provider: "github",
    model: "svc-large-2026-10",
    svc_version: "7.4",
    svc_commit_sha: "9c1e4b7d2a3f5e6c8b0a1d2e3f4a5b6c7d8e9f0a",
    reasoning_effort: "medium",
    hands_mode: "adaptive",
    branch: `svc/${slug}`,
    pr_url: hasPr ? `https://github.com/${seed.repo}/pull/${prNumber}` : null,
    pr_title: hasPr ? seed.title : null,
    change_requests: hasPr ? [{ url: `https://github.com/${seed.repo}/pull/${prNumber}`, status: "active" }] : [],
    result_summary: finished === null ? null : summaryFor(seed.outcome, seed.title),
    outcome: seed.outcome,
    result: finished === null ? null : { summary: summaryFor(seed.outcome, seed.title) },
    error_class: null,
    error_message: null,
    failure_diagnostics: null,
    failure_stage: null,
    reason_code: null,
    root_cause: null,
    diagnostic_message: null,
    duration_ms: finished === null ? 0 : finished - started,
    cost_usd: Math.round((input * 3e-6 + output * 15e-6) * 10_000) / 10_000,
    usage: { input_tokens: input, output_tokens: output, total_tokens: seed.tokens },
    context: contextAfter(input),
    is_archived: false,
    session_type: "session",
    source_session_id: null,
    read_only: false,
    ...overrides,
  };
}

function summaryFor(outcome: SessionRecord["outcome"], title: string): string {
  switch (outcome) {
    case "success":
      return `Done: ${title}. Tests pass and a pull request is open.`;
    case "failure":
      return `Could not complete: ${title}. The failing test depends on an external service.`;
    case "action_required":
      return `Needs input: ${title}. Please confirm which API version to target.`;
    default:
      return `Stopped before finishing: ${title}.`;
  }
}

const CONTEXT_WINDOW = 200_000;

/**
 * Context is what the latest turn holds, not the session's cumulative input: past
 * ~150k tokens the agent compacts, so long sessions sit well inside the window.
 */
function contextAfter(inputTokens: number): { tokens: number; window: number; percent: number } {
  const tokens = inputTokens <= 150_000 ? inputTokens : (inputTokens % 150_000) + 40_000;
  return { tokens, window: CONTEXT_WINDOW, percent: Math.round((tokens / CONTEXT_WINDOW) * 100) };
}
