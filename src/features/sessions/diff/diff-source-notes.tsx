import { Callout, Link, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { safeHref } from "@/lib/safe-href";
import type { TimelineLink } from "../components/steps/timeline-link";
import type { HiddenOp } from "../timeline-model/diff-ops";

/**
 * Where the whole truth is, when this diff is not it: the session's pull request (the complete source of
 * its changes), and the file tool calls whose input this key does not see (their files are not listed).
 *
 * API: <DiffSourceNotes session hidden timelineLink/>
 */
export function DiffSourceNotes({
  session,
  hidden,
  timelineLink,
}: {
  session: Session;
  hidden: readonly HiddenOp[];
  timelineLink: TimelineLink;
}) {
  const pr = safeHref(session.pr_url);
  const first = hidden[0];
  const link = first ? timelineLink({ event: first.ref }) : null;
  return (
    <>
      {pr && (
        <Text size="2">
          This diff is rebuilt from the session&apos;s tool calls. The complete source of its changes is its pull
          request:{" "}
          <Link href={pr} target="_blank" rel="noopener noreferrer" underline="always">
            {session.pr_title?.trim() || pr}
          </Link>
        </Text>
      )}
      {first && link && (
        <Callout.Root color="amber" size="1" role="note">
          <Callout.Text>
            {hidden.length === 1 ? "A file tool call carries" : `${hidden.length} file tool calls carry`} no input this
            key can see, so what {hidden.length === 1 ? "it" : "they"} changed is not shown (
            <Link href={link.href} onClick={link.onClick}>
              the first
            </Link>
            ).
          </Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}
