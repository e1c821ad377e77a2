import type { Session } from "@/api/types";
import { isRestrictedSnapshot } from "../fields/visibility";
import { AnswerFold } from "./answer-fold";
import { ChangesCard } from "./changes-card";
import { FailureCard } from "./failure-card";
import { type FailureSummary, summariseFailure } from "./failure-summary";
import { useTimelineFacts } from "./use-answers";

/** The Changes tab: what the session changed, live while it runs. */
export function SessionChanges({ orgId, session }: { orgId: string; session: Session }) {
  const facts = useTimelineFacts(orgId, session.session_id);
  return <ChangesCard session={session} facts={facts} />;
}

/** The folded card's line: the class and the first failing step, the words a reader came back for. */
function foldedLine(summary: FailureSummary): string {
  const failure = summary.firstFailure;
  const step = failure
    ? `first failing step ${failure.command ?? failure.tool ?? "a tool call"}${failure.exitCode !== null ? ` (exit ${failure.exitCode})` : ""}`
    : null;
  return [summary.errorClass?.raw ?? null, step].filter((part) => part !== null).join(" · ");
}

/**
 * The failure card: compact at the top of the timeline (where it folds to one line once read), in full
 * at the top of Diagnostics; nothing for a session that did not fail.
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
    <AnswerFold sessionId={session.session_id} card="failure" title="Why it failed" summary={foldedLine(summary)}>
      <FailureCard summary={summary} compact />
    </AnswerFold>
  ) : (
    <FailureCard summary={summary} />
  );
}
