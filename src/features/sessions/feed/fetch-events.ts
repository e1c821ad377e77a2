import { api, unwrap } from "@/api/client";
import type { EventsFetcher } from "./feed-types";

/**
 * The real EventsFetcher: GET sessions/{id}/events through the typed client (errors arrive as ApiError,
 * aborts as AbortError); a success's HTTP status goes to onHttpStatus, for the read record.
 * API: createEventsFetcher(orgId, sessionId) → EventsFetcher
 */
export function createEventsFetcher(orgId: string, sessionId: string): EventsFetcher {
  return ({ afterSeq, limit, waitMs, signal, onHttpStatus }) =>
    unwrap(
      api
        .GET("/v3/organizations/{orgId}/sessions/{sessionId}/events", {
          params: {
            path: { orgId, sessionId },
            query: waitMs > 0 ? { after_seq: afterSeq, limit, wait_ms: waitMs } : { after_seq: afterSeq, limit },
          },
          signal,
        })
        .then((answer) => {
          if (answer.error === undefined) onHttpStatus?.(answer.response.status);
          return answer;
        }),
    );
}
