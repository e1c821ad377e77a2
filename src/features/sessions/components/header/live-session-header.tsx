import { SessionFamily } from "../../answers/session-family";
import { useSessionAnswers } from "../../answers/use-answers";
import { SessionHeader, type SessionHeaderProps } from "./session-header";

/**
 * The header with its live answers (status sentence, stall badge, failure card) and the session's
 * family: re-renders on the feed and the clock.
 */
export function LiveSessionHeader({
  orgId,
  ...props
}: Omit<SessionHeaderProps, "answers" | "family"> & { orgId: string }) {
  const answers = useSessionAnswers(orgId, props.session);
  return (
    <SessionHeader
      {...props}
      answers={answers}
      family={<SessionFamily orgId={orgId} session={props.session} facts={answers.facts} />}
    />
  );
}
