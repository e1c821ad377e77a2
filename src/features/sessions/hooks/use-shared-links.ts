import { useQuery } from "@tanstack/react-query";
import { sharedLinksQueryOptions } from "../queries";

/** useSharedLinks(orgId, id) — GET sessions/{id}/shared-links (newest first; link URLs are never returned). */
export function useSharedLinks(orgId: string, sessionId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharedLinksQueryOptions(orgId, sessionId), enabled: options.enabled ?? true });
}
