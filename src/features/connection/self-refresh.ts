/**
 * Why: every capability check (useCapability, the role badge, the role controls, the secret scope
 * picker) reads one cached GET /v3/self. That answer goes stale the moment the caller's own role
 * changes, or when the service refuses (403) something the cache said was allowed; then the UI keeps
 * offering what the service will refuse. Both events re-read /v3/self, and every check follows the
 * new answer. The two decisions are pure; `refreshSelf` and `followRefusals` only act on a client.
 * API: roleChangeTouchesCaller, refusalMeansStaleSelf, refreshSelf, followRefusals
 */
import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/api/errors";
import type { Self } from "@/api/types";
import { connectionKeys } from "./queries";

/** A role change for `userId` may change what the caller may do: theirs, or unknown who the caller is. */
export function roleChangeTouchesCaller(self: Self | undefined, userId: string): boolean {
  return self === undefined || self.user_id === userId;
}

/** A 403 from the service says the key may not do something: what /v3/self said may be out of date. */
export function refusalMeansStaleSelf(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Re-reads who the caller is now (active readers refetch at once; every capability check follows). */
export function refreshSelf(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: connectionKeys.self(), exact: true });
}

/** Re-reads /v3/self after any write the service refused with 403. Returns the unsubscribe. */
export function followRefusals(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (refusalMeansStaleSelf(event.action.error)) void refreshSelf(queryClient);
  });
}
