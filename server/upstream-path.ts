/**
 * Turns a browser request target (`/api/v3/…?…`) into the path sent to the service, refusing
 * anything that could reach outside the configured base URL or the service's API.
 * The path is forwarded byte for byte (never decoded and re-encoded), so what was checked is what is sent.
 */
export type PathDecision =
  | { ok: true; path: string }
  | { ok: false; status: 400 | 403 | 404; error: string; message: string };

/** The service's API lives under these first segments (openapi.yaml); nothing else is proxied. */
const API_ROOTS = new Set(["v3", "agent-auth"]);
/** RFC 3986 path characters (pchar and "/"); anything else is refused rather than guessed at. */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** Query characters; `#` never reaches a server, spaces and controls are not valid in a request line. */
const QUERY_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
/** The one parameter the spec sends URL-encoded with slashes in it (4.11): `…/branches/<branch>`. */
const BRANCH_ROUTE = /^\/v3\/organizations\/[^/]+\/repositories\/[^/]+\/[^/]+\/branches\/[^/]+$/;

function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const refuse = (message: string): PathDecision => ({ ok: false, status: 400, error: "invalid_path", message });

/** Decodes until stable (double encoding such as %252e is a classic trick); null when it is not valid UTF-8. */
function fullyDecoded(value: string): string | null {
  if (!value.includes("%")) return value;
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

export function upstreamPath(requestTarget: string, basePath: string, orgId: string | null = null): PathDecision {
  // Absolute-form (`http://elsewhere/…`) and authority-form targets never start with "/".
  if (!requestTarget.startsWith("/api/")) return refuse("Only /api/… paths are proxied.");
  const q = requestTarget.indexOf("?");
  const rawPath = requestTarget.slice("/api".length, q === -1 ? undefined : q);
  const query = q === -1 ? "" : requestTarget.slice(q);
  if (!PATH_CHARS.test(rawPath) || !QUERY_CHARS.test(query.slice(1))) {
    return refuse("The path or query has characters a URL may not carry.");
  }
  const decoded = fullyDecoded(rawPath);
  if (decoded === null) return refuse("The path is not valid percent-encoding.");
  // Checked on the decoded form too: a service (or a proxy before it) that decodes must see no tricks either.
  for (const form of decoded === rawPath ? [rawPath] : [rawPath, decoded]) {
    if (form.includes("\\")) return refuse("Backslashes are not allowed in the path.");
    if (hasControl(form)) return refuse("Control characters are not allowed in the path.");
    const segments = form.split("/").slice(1);
    if (segments.some((s) => s === "." || s === "..")) return refuse("Dot segments (. and ..) are not allowed.");
    if (segments.some((s) => s === "")) return refuse("Empty path segments (//) are not allowed.");
  }
  if (/%2f/i.test(rawPath) && !BRANCH_ROUTE.test(rawPath)) {
    return refuse("Encoded slashes are only allowed in a branch name.");
  }
  const root = rawPath.split("/")[1] ?? "";
  if (!API_ROOTS.has(root)) {
    return {
      ok: false,
      status: 404,
      error: "not_found",
      message: "The proxy forwards only the service's API (/api/v3/…, /api/agent-auth/…).",
    };
  }
  if (orgId !== null) {
    const org = /^\/v3\/organizations\/([^/]+)(\/|$)/.exec(rawPath)?.[1];
    if (org !== undefined && org !== orgId) {
      return {
        ok: false,
        status: 403,
        error: "organization_not_allowed",
        message: "This dashboard serves one organization only.",
      };
    }
  }
  return { ok: true, path: `${basePath}${rawPath}${query}` };
}
