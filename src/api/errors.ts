/** Which credential made the request (GET /v3/self's key_kind): a 403's advice depends on it. */
export type RequestKeyKind = "api_key" | "machine_token";

/**
 * One error type for everything the API (or the network) can throw at us.
 * Spec §7: the body's `error` is a string code or {type, message, request_id}.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requiredScope: string | null = null,
    readonly retryAfterS: number | null = null,
    readonly requestId: string | null = null,
    /** Extra fields of the body worth keeping (e.g. max_bytes); never secrets. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** Null while the connection has not learnt it yet. */
    readonly keyKind: RequestKeyKind | null = null,
  ) {
    super(message);
  }

  /** status 0 means the request never got an HTTP answer. */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  get isRetryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const DETAIL_KEYS = ["max_bytes", "held_reason"] as const;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Retry-After is integer seconds per spec; an HTTP date is tolerated too. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number.parseInt(trimmed, 10));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

const FALLBACK_CODE: Record<number, string> = {
  400: "bad_request",
  401: "missing_bearer",
  403: "missing_scope",
  404: "not_found",
  409: "conflict",
  410: "retired",
  413: "payload_too_large",
  429: "rate_limited",
  503: "service_unavailable",
};

/**
 * RFC 9457 problem details name the problem by a `type` URI ("https://…/problems/roles_retired"); its
 * last segment, when it reads as one of our codes, keeps the status-specific words of the error table.
 */
function problemCode(type: unknown): string | null {
  const value = str(type);
  if (value === null || value === "about:blank") return null;
  const tail = value.split(/[/#:]/).filter(Boolean).pop() ?? "";
  return /^[a-z][a-z0-9_]*$/.test(tail) ? tail : null;
}

/** Builds an ApiError from a non-2xx response's status, headers and parsed body (any shape). */
export function normalizeError(
  status: number,
  body: unknown,
  headers?: Headers | null,
  keyKind: RequestKeyKind | null = null,
): ApiError {
  const record = asRecord(body);
  const rawError = record?.error;
  const errorObject = asRecord(rawError);
  // Shapes outside the contract are read as far as they go: `errors: [{code, message}]` lists and
  // RFC 7807 problem details (`title`, `detail`). An HTML page (a proxy's error page) is no message.
  const listed = Array.isArray(record?.errors) ? asRecord(record.errors[0]) : null;
  const code =
    str(rawError) ??
    str(errorObject?.type) ??
    str(errorObject?.code) ??
    str(listed?.code) ??
    str(record?.code) ??
    problemCode(record?.type) ??
    FALLBACK_CODE[status] ??
    (status >= 500 ? "server_error" : `http_${status}`);
  const text = typeof body === "string" && !/^\s*</.test(body) ? body.trim().slice(0, 300) : "";
  const message =
    str(errorObject?.message) ??
    str(record?.message) ??
    str(listed?.message) ??
    str(record?.detail) ??
    str(record?.title) ??
    text;
  const requestId = str(errorObject?.request_id) ?? str(record?.request_id) ?? headers?.get("x-request-id") ?? null;
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) {
    if (record && record[key] !== undefined) details[key] = record[key];
  }
  return new ApiError(
    status,
    code,
    message || code,
    str(record?.required_scope),
    parseRetryAfter(headers?.get("retry-after") ?? null),
    requestId,
    details,
    keyKind,
  );
}

/** A fetch that never got an answer (DNS, refused, offline, CORS). Aborts are not turned into this. */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : "Network request failed";
  return new ApiError(0, "network_error", message);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
