import type { Session } from "@/api/types";
import { presentText } from "@/ui/readable";

/**
 * The session's change requests read for people: each with its repository and number when the URL
 * says them (GitHub `/pull/N`, GitLab `/-/merge_requests/N`), its status as sent, and whether it is the
 * session's own PR (`pr_url`). A URL that is not http(s) is kept as text, never linked; an entry
 * without a URL is dropped; the PR is listed even when change_requests leaves it out.
 *
 * API: readChangeRequests(session) → ChangeRequestView[]
 */
export interface ChangeRequestView {
  /** http(s) URL to link, or null when the service sent something else. */
  readonly href: string | null;
  readonly url: string;
  /** "acme/payments-sdk", when the URL names it. */
  readonly repo: string | null;
  readonly number: number | null;
  readonly status: string | null;
  readonly isPr: boolean;
}

const CHANGE = /^\/([^/]+(?:\/[^/]+)+?)\/(?:-\/)?(?:pull|merge_requests)\/(\d{1,9})(?:\/|$)/;

function read(url: string, status: string | null, prUrl: string | null): ChangeRequestView {
  let href: string | null = null;
  let repo: string | null = null;
  let number: number | null = null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") {
      href = parsed.href;
      const match = CHANGE.exec(parsed.pathname);
      if (match) {
        repo = decodeURIComponent(match[1] ?? "") || null;
        number = Number(match[2]);
      }
    }
  } catch {
    // Not a URL: shown as text.
  }
  return { href, url, repo, number, status, isPr: prUrl !== null && url === prUrl };
}

export function readChangeRequests(session: Pick<Session, "change_requests" | "pr_url">): ChangeRequestView[] {
  const prUrl = presentText(session.pr_url);
  const seen = new Set<string>();
  const out: ChangeRequestView[] = [];
  const raw: unknown = session.change_requests;
  for (const item of Array.isArray(raw) ? raw : []) {
    if (item === null || typeof item !== "object") continue;
    const url = presentText((item as { url?: unknown }).url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push(read(url, presentText((item as { status?: unknown }).status), prUrl));
  }
  if (prUrl && !seen.has(prUrl)) out.unshift(read(prUrl, null, prUrl));
  return out;
}
