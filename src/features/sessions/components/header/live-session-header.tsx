import { useSessionAnswers } from "../../answers/use-answers";
import { SessionHeader, type SessionHeaderProps } from "./session-header";

/** The header with its live answers (status sentence, stall badge): re-renders on the feed and the clock. */
export function LiveSessionHeader({ orgId, ...props }: Omit<SessionHeaderProps, "answers"> & { orgId: string }) {
  const answers = useSessionAnswers(orgId, props.session);
  return <SessionHeader {...props} answers={answers} />;
}
