import type { Session } from "@/api/types";
import { useDocumentTitle } from "@/ui";
import { presentText } from "@/ui/readable";
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
  const title = presentText(session?.title) ?? presentText(session?.session_id) ?? fallback;
  if (!session) return <Title title={title} state={unavailable ? "not available" : null} />;
  return <KnownSessionTitle orgId={orgId} session={session} title={title} />;
}

function Title({ title, state }: { title: string; state: string | null }) {
  useDocumentTitle(title, state);
  return null;
}

/** Once the session is known (no idle feed read before): its status, or "possibly stuck". */
function KnownSessionTitle({ orgId, session, title }: { orgId: string; session: Session; title: string }) {
  const { verdict } = useStallVerdict(orgId, session);
  return <Title title={title} state={verdict?.stalled ? "possibly stuck" : (session.status ?? null)} />;
}
