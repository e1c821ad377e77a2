import { isChunkLoadError } from "@/lib/chunk-error";
import { isApiError, type RequestKeyKind } from "./errors";
import { currentKeyKind } from "./key-kind";
import { LIMITS } from "./limits";

/**
 * THE table that turns errors into human text. Components show `describeError(err)`
 * and never write their own error copy, so wording stays consistent and every code
 * the contract (spec §7 + docs/api-decisions.md) names has exactly one sentence.
 */
export interface ErrorDescription {
  title: string;
  detail: string;
  code: string;
  status: number;
  requiredScope: string | null;
  retryAfterS: number | null;
}

interface Context {
  status: number;
  message: string;
  requiredScope: string | null;
  retryAfterS: number | null;
  maxBytes: number | null;
  keyKind: RequestKeyKind | null;
}

interface Entry {
  title: string;
  detail: string | ((ctx: Context) => string);
}

/** The simulator (and our decisions) name role denials `role:owner` / `role:owner_or_admin`. */
const ROLE_TEXT: Record<string, string> = {
  "role:owner": "Only an organization owner can do this.",
  "role:owner_or_admin": "Only an organization owner or admin can do this.",
};
/** A Machine token holds no scopes at all: asking an owner for "a key that has it" would not help it. */
const machineTokenLacks = (requiredScope: string | null) => {
  const needs =
    requiredScope && ROLE_TEXT[requiredScope]
      ? "an owner's or admin's API key"
      : requiredScope
        ? `an API key that has \`${requiredScope}\``
        : "an API key";
  return `This key is a Machine token: it only approves workers for its own Machine. For anything else, connect with ${needs}.`;
};
const lacks = ({ requiredScope, keyKind }: Context) => {
  if (keyKind === "machine_token") return machineTokenLacks(requiredScope);
  if (requiredScope && ROLE_TEXT[requiredScope]) return ROLE_TEXT[requiredScope];
  return requiredScope
    ? `This key lacks \`${requiredScope}\`. Ask an organization owner for a key that has it.`
    : "This key lacks a scope or role this action needs. Ask an organization owner for a key that has it.";
};
// Shown once the app has stopped retrying (the feed's own indicator says when it retries): what to do next.
const wait = ({ retryAfterS }: Context) =>
  `Too many requests for this key. ${retryAfterS === null ? "Try again shortly." : `Try again in ${retryAfterS} s.`}`;
/** Prefer the server's own sentence where it carries the specifics (e.g. which field). */
const serverSaid = (fallback: string) => (ctx: Context) =>
  ctx.message && ctx.message !== fallback ? ctx.message : fallback;
const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`;

const CODES = {
  missing_bearer: {
    title: "Not connected",
    detail: "The API key is missing, invalid or expired. Reconnect with a valid key.",
  },
  missing_scope: { title: "Missing permission", detail: lacks },
  rate_limited: { title: "Rate limited", detail: wait },
  network_error: {
    title: "Service unreachable",
    detail: "No answer from the service. Check the connection, then try again.",
  },
  server_error: { title: "Service error", detail: "The service failed to answer. Try again in a moment." },
  // The production server's /api proxy (docs/operations.md) answers these itself.
  sign_in_required: {
    title: "Signed out",
    detail: "Your sign-in has ended. Sign in again to go on; this page comes back afterwards.",
  },
  upstream_unavailable: {
    title: "Service unreachable",
    detail: "This dashboard's server could not reach the service. Try again in a moment.",
  },
  upstream_timeout: {
    title: "Service timed out",
    detail: "The service did not answer this dashboard's server in time. Try again in a moment.",
  },
  organization_not_allowed: {
    title: "Other organization",
    detail: "This dashboard serves one organization only (SVC_ORG_ID on its server).",
  },
  not_found: { title: "Not available", detail: "The service does not offer this here." },
  organization_not_found: {
    title: "Organization not found",
    detail: "No organization with this id or slug for this key.",
  },
  session_not_found: { title: "Session not found", detail: "No session with this id in this organization." },
  message_not_found: { title: "Message not found", detail: "This queued message no longer exists." },
  machine_not_found: { title: "Machine not found", detail: "No Machine with this id or name in this organization." },
  member_not_found: { title: "Member not found", detail: "This user is not a member of the organization." },
  repository_not_found: {
    title: "Repository not found",
    detail: "The repository is not connected to this organization.",
  },
  branch_not_found: { title: "Branch not found", detail: "The branch does not exist (it may already be deleted)." },
  not_terminal: {
    title: "Turn still running",
    detail: "A turn is running; it picks up the queued message when it ends.",
  },
  not_queued: {
    title: "Already sent",
    detail: "The message already left the queue, so it can no longer be withdrawn.",
  },
  turn_running: { title: "Turn still running", detail: "Moving the session needs its current turn to finish first." },
  last_owner: { title: "Last owner", detail: "The organization needs an owner. Make someone else owner first." },
  agent_network_offline: {
    title: "Agent network offline",
    detail: "No member computer is online to read the network.",
  },
  knowledge_notes_retired: {
    title: "Retired",
    detail: "Knowledge notes are retired; the service no longer offers them.",
  },
  roles_retired: {
    title: "Retired",
    detail: "Platform-wide role administration is retired. Set member roles instead.",
  },
  secret_value_too_large: {
    title: "Secret too large",
    detail: ({ maxBytes }: Context) =>
      `Secret values can be at most ${maxBytes ?? LIMITS.secretValueMaxBytes} bytes of UTF-8 (${kib(maxBytes ?? LIMITS.secretValueMaxBytes)}).`,
  },
  secret_store_unavailable: {
    title: "Secret store unavailable",
    detail: "The service cannot encrypt secrets right now.",
  },
  skill_instructions_too_large: {
    title: "Instructions too long",
    detail: `Skill instructions can be at most ${LIMITS.skillInstructionsMaxChars.toLocaleString("en")} characters.`,
  },
  invalid_secret_name: {
    title: "Invalid secret name",
    detail: `Use uppercase letters, digits and _ (starting with a letter), at most ${LIMITS.secretNameMaxChars} characters.`,
  },
  unknown_field: { title: "Unknown field", detail: serverSaid("The request has a field the service does not accept.") },
  message_required: { title: "Message required", detail: "Write a message before sending." },
  message_too_large: {
    title: "Message too large",
    detail: `Follow-up messages can be at most ${LIMITS.followUpMessageMaxBytes / (1024 * 1024)} MiB of UTF-8.`,
  },
  invalid_client_message_id: {
    title: "Invalid message id",
    detail: `client_message_id must be ${LIMITS.clientMessageIdMinChars} to ${LIMITS.clientMessageIdMaxChars} characters.`,
  },
  invalid_message_id: { title: "Invalid message id", detail: "This is not a queued message id." },
  invalid_reasoning_effort: {
    title: "Invalid reasoning effort",
    detail: "Pick minimal, low, medium, high, xhigh or max.",
  },
  unknown_model: { title: "Unknown model", detail: "This model is not in the service's model list. Pick another." },
  invalid_limit: { title: "Invalid page size", detail: `Page size must be 1 to ${LIMITS.eventsPageMax}.` },
  invalid_wait_ms: { title: "Invalid wait", detail: `wait_ms must be 0 to ${LIMITS.waitMsMax}.` },
  name_required: { title: "Name required", detail: "Give the skill a name." },
  instructions_required: { title: "Instructions required", detail: "Write the skill's instructions." },
  value_required: { title: "Value required", detail: "A secret needs a non-empty value." },
  note_too_long: { title: "Note too long", detail: `Notes can be at most ${LIMITS.secretNoteMaxChars} characters.` },
  invalid_scope: { title: "Invalid scope", detail: "Pick organization or user." },
  invalid_lifecycle: { title: "Invalid lifecycle", detail: "Pick persistent or ephemeral." },
  invalid_role: { title: "Invalid role", detail: "Pick owner, admin or member." },
  invalid_provider: { title: "Invalid provider", detail: "Only github is supported." },
  invalid_install_id: {
    title: "Invalid install id",
    detail: `The install id must be ${LIMITS.installIdMinChars} to ${LIMITS.installIdMaxChars} characters.`,
  },
  invalid_code_challenge: {
    title: "Invalid code challenge",
    detail: "The code challenge must be 43 base64url characters.",
  },
  invalid_roots: { title: "Invalid roots", detail: `Approve ${LIMITS.rootsMin} to ${LIMITS.rootsMax} roots.` },
  invalid_ttl: { title: "Invalid lifetime", detail: serverSaid("The worker lifetime is outside the allowed range.") },
  invalid_json: { title: "Invalid request", detail: "The request body is not valid JSON." },
  invalid_body: { title: "Invalid request", detail: "The request body must be a JSON object." },
  invalid_request: { title: "Invalid request", detail: serverSaid("The service rejected the request.") },
  invalid_after_seq: { title: "Invalid cursor", detail: "after_seq must be an integer of -1 or more." },
  invalid_delivery_mode: { title: "Invalid delivery mode", detail: "The only delivery mode is queue." },
  invalid_target: {
    title: "Invalid target",
    detail: serverSaid("Pick cloud, a Device with a root, or a Machine by name."),
  },
  invalid_first: { title: "Invalid page size", detail: "Ask for 1 to 100 sessions per page." },
  invalid_cursor: { title: "Invalid cursor", detail: "This page cursor is not valid any more. Reload the list." },
  invalid_status: { title: "Invalid filter", detail: "Status must be running, exit, error or suspended." },
  invalid_outcome: { title: "Invalid filter", detail: "Outcome must be success, failure or action_required." },
  invalid_machine: {
    title: "Invalid Machine",
    detail: `A Machine id or name is ${LIMITS.machineParamMinChars} to ${LIMITS.machineParamMaxChars} characters.`,
  },
  invalid_source: { title: "Invalid session", detail: "Name the session whose sidechats and subagents to list." },
  invalid_branch: { title: "Invalid branch", detail: "Name the branch to delete." },
  invalid_repo: { title: "Invalid repository", detail: "Write the repository as owner/name." },
  invalid_description: { title: "Invalid description", detail: "The description must be text." },
  invalid_activation_keywords: { title: "Invalid keywords", detail: "Activation keywords must be a list of words." },
  invalid_note: { title: "Invalid note", detail: "The note must be text." },
  internal_error: { title: "Service error", detail: "The service failed to answer. Try again in a moment." },
  // Client-side: the answer drifted from the contract (src/api/shape.ts); the message names the field.
  unreadable_answer: {
    title: "Unreadable answer",
    detail: serverSaid("The service's answer is not in the shape this dashboard reads."),
  },
  product_writes_disabled: {
    title: "Writes disabled",
    detail: "The service has product writes switched off right now.",
  },
  cloud_agent_config_disabled: {
    title: "Configuration disabled",
    detail: "The service has cloud-agent configuration off.",
  },
  execution_gates_disabled: { title: "Execution disabled", detail: "The service has execution features switched off." },
} satisfies Record<string, Entry>;

const STATUS: Record<number, Entry> = {
  0: CODES.network_error,
  400: { title: "Invalid request", detail: serverSaid("The service rejected the request.") },
  401: CODES.missing_bearer,
  403: CODES.missing_scope,
  404: { title: "Not found", detail: "The service has nothing at this address." },
  409: {
    title: "Not possible right now",
    detail: serverSaid("The current state does not allow this. Try again later."),
  },
  410: { title: "Retired", detail: "The service retired this operation." },
  413: { title: "Too large", detail: "The request is larger than the service accepts." },
  429: CODES.rate_limited,
  503: { title: "Disabled by the service", detail: "The service has this feature switched off right now." },
};

export const knownErrorCodes: readonly string[] = Object.keys(CODES);

function entryFor(code: string, status: number): Entry {
  if (Object.hasOwn(CODES, code)) return CODES[code as keyof typeof CODES];
  return (
    STATUS[status] ?? (status >= 500 ? CODES.server_error : { title: `Error ${status}`, detail: "Unexpected answer." })
  );
}

function render(entry: Entry, ctx: Context): string {
  return typeof entry.detail === "string" ? entry.detail : entry.detail(ctx);
}

export function describeError(err: unknown): ErrorDescription {
  if (isApiError(err)) {
    const maxBytes = typeof err.details.max_bytes === "number" ? err.details.max_bytes : null;
    const ctx: Context = {
      status: err.status,
      message: err.message === err.code ? "" : err.message,
      requiredScope: err.requiredScope,
      retryAfterS: err.retryAfterS,
      maxBytes,
      // A refusal that came before /v3/self answered is worded for the key once that is known.
      keyKind: err.keyKind ?? currentKeyKind(),
    };
    const entry = entryFor(err.code, err.status);
    // Unknown codes keep the code visible so a report can be matched to the service.
    const known = Object.hasOwn(CODES, err.code);
    let detail = render(entry, ctx);
    if (!known && err.status !== 0) detail = `${detail} (${err.code})`;
    if (err.status >= 500 && err.requestId) detail = `${detail} Request id: ${err.requestId}.`;
    return {
      title: entry.title,
      detail,
      code: err.code,
      status: err.status,
      requiredScope: err.requiredScope,
      retryAfterS: err.retryAfterS,
    };
  }
  const base = { status: 0, requiredScope: null, retryAfterS: null };
  if (err instanceof Error && err.name === "AbortError") {
    return { ...base, title: "Cancelled", detail: "The request was cancelled.", code: "aborted" };
  }
  if (isChunkLoadError(err)) {
    return {
      ...base,
      title: "Part of the app did not load",
      detail:
        "A piece of Session Control could not be downloaded (offline, or a new version replaced it). Check the connection and reload the page.",
      code: "chunk_load_failed",
    };
  }
  // Never the runtime's own text ("Cannot read properties of…", a JSON parse error): it says nothing to a user.
  return {
    ...base,
    title: "Something went wrong",
    detail: "Session Control hit an unexpected problem. Try again, or reload the page.",
    code: "unexpected_error",
  };
}
