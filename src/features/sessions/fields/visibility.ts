import type { Session } from "@/api/types";

/**
 * Spec §2.1: without sessions:debug (owner/admin) the snapshot omits prompt, result
 * content and diagnostic context. The prompt is always present in the full
 * projection, so its absence tells us which projection we got without asking /v3/self.
 */
export function isRestrictedSnapshot(session: Session): boolean {
  return session.prompt === undefined;
}
