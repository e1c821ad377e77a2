import type { Session } from "@/api/types";
import { useDocumentTitle } from "@/ui";
import { useStallVerdict } from "./use-answers";

/**
 * The browser tab's title for a session page: "<title> · running · Session Control", and "possibly
 * stuck" instead of the status while the stall rule holds, so a stuck session is seen from another tab.
 */
export function SessionDocumentTitle({
  orgId,
  session,
  fallback,
  unavailable,
}: {
  orgId: string;
  session: Session | undefined;
  fallback: string;
  unavailable: boolean;
}) {
  const verdict = useStallVerdict(orgId, session);
  const state = verdict?.stalled ? "possibly stuck" : (session?.status ?? (unavailable ? "not available" : null));
  useDocumentTitle(session?.title || session?.session_id || fallback, state);
  return null;
}
