import { Box } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { isRestrictedSnapshot } from "../components/header/visibility";
import { ChangesCard } from "./changes-card";
import { FailureCard } from "./failure-card";
import { summariseFailure } from "./failure-summary";
import { useTimelineFacts } from "./use-answers";

/** The Changes tab: what the session changed, live while it runs. */
export function SessionChanges({ orgId, session }: { orgId: string; session: Session }) {
  const facts = useTimelineFacts(orgId, session.session_id);
  return <ChangesCard session={session} facts={facts} />;
}

/**
 * The failure card: compact at the top of the timeline, in full at the top of Diagnostics; nothing
 * for a session that did not fail.
 */
export function SessionFailureCard({
  orgId,
  session,
  compact,
}: {
  orgId: string;
  session: Session;
  compact?: boolean;
}) {
  const facts = useTimelineFacts(orgId, session.session_id);
  const summary = summariseFailure(session, facts, { restricted: isRestrictedSnapshot(session) });
  if (!summary) return null;
  return compact ? (
    <Box pt="3" flexShrink="0">
      <FailureCard summary={summary} compact />
    </Box>
  ) : (
    <FailureCard summary={summary} />
  );
}
