/** Response builders shared by every domain. Bodies follow spec §7. */

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "invalid request",
  401: "authorization required",
  403: "this key lacks the required scope or role",
  404: "not found",
  409: "the current state does not allow this",
  410: "this operation is retired",
  413: "payload too large",
  429: "request rate limit exceeded",
  500: "internal error",
  503: "this feature is disabled",
};

let requestCounter = 0;

/** Request ids are a plain counter so they never consume the scenario RNG. */
export function nextRequestId(): string {
  requestCounter += 1;
  return `req_${requestCounter.toString(16).padStart(8, "0")}`;
}

export function json(status: number, body: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { ...init, status, headers });
}

/** Error body `{error: code, message, ...extra}` (extra carries required_scope, max_bytes, …). */
export function apiError(status: number, code: string, message?: string, extra?: Record<string, unknown>): Response {
  return json(status, { error: code, message: message ?? DEFAULT_MESSAGES[status] ?? code, ...extra });
}

/** 429 uses the object form of `error` and always carries an integer Retry-After ≥ 1. */
export function rateLimited(retryAfterS: number, message = DEFAULT_MESSAGES[429]): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterS));
  return json(
    429,
    { error: { type: "rate_limited", message, request_id: nextRequestId() } },
    { headers: { "retry-after": String(seconds) } },
  );
}

export function missingScope(requiredScope: string, message?: string): Response {
  return apiError(403, "missing_scope", message ?? `this key lacks the ${requiredScope} scope`, {
    required_scope: requiredScope,
  });
}

/** Reads a JSON object body; null when the body is absent, not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (text.trim() === "") return {};
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
