import { useQuery } from "@tanstack/react-query";
import { sessionQueryOptions } from "../queries";

/** While a Machine session waits for a worker, queue_position is live but only single retrieval carries it. */
const QUEUE_REFRESH_MS = 15_000;

/**
 * useSession(orgId, id) — GET sessions/{id}; the events loop keeps it current (snapshot merge), and it
 * re-reads itself only while waiting in a Machine queue.
 */
export function useSession(orgId: string, sessionId: string) {
  return useQuery({
    ...sessionQueryOptions(orgId, sessionId),
    refetchInterval: (query) => (query.state.data?.machine?.state === "waiting" ? QUEUE_REFRESH_MS : false),
  });
}
