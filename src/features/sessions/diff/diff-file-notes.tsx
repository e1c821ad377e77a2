import { Callout, Flex, Link, Text } from "@radix-ui/themes";
import type { TimelineLink } from "../components/steps/timeline-link";
import { type FileDiff, gapWords } from "./file-diff";

/**
 * What one file's diff does not show, each with the step to read: the gaps (shell writes, edits that did
 * not match, inputs cut short or unreadable, whole writes over unseen content), edits that failed or have
 * no result yet, and for a file only ever edited, that only the edited places are known.
 *
 * API: <DiffFileNotes diff timelineLink/>
 */
const SHOWN = 5;

export function DiffFileNotes({ diff, timelineLink }: { diff: FileDiff; timelineLink: TimelineLink }) {
  const { rebuild } = diff;
  const gaps = rebuild.gaps.slice(0, SHOWN);
  const more = rebuild.gaps.length - gaps.length;
  const stepLink = (ref: string, label: string) => {
    const link = timelineLink({ event: ref });
    return (
      <Link href={link.href} onClick={link.onClick}>
        {label}
      </Link>
    );
  };
  return (
    <Flex direction="column" gap="2">
      {gaps.length > 0 && (
        <Callout.Root color="amber" size="1" role="note">
          <Callout.Text>
            <Text weight="bold">Not fully shown.</Text> Nothing below is patched over with a guess.
          </Callout.Text>
          <ul style={{ margin: 0, paddingLeft: "var(--space-4)" }}>
            {gaps.map((gap) => (
              <li key={`${gap.reason}-${gap.ref}`}>
                <Text size="2">
                  {gapWords(gap.reason)}: {gap.detail} ({stepLink(gap.ref, "the step")})
                </Text>
              </li>
            ))}
          </ul>
          {more > 0 && <Callout.Text>and {more} more at later steps</Callout.Text>}
        </Callout.Root>
      )}
      {!rebuild.whole && (
        <Text size="2" color="gray" style={{ color: "var(--gray-11)" }}>
          Only the edited places are known: the session never created or wrote this file whole, so each place is shown
          with its own line numbers, not the file&apos;s, and the file is left out of the patch.
        </Text>
      )}
      {(rebuild.failed > 0 || rebuild.pending > 0) && (
        <Text size="2" color="gray" style={{ color: "var(--gray-11)" }}>
          {[
            rebuild.failed > 0
              ? `${rebuild.failed} ${rebuild.failed === 1 ? "edit" : "edits"} failed and changed nothing`
              : null,
            rebuild.pending > 0
              ? `${rebuild.pending} ${rebuild.pending === 1 ? "edit has" : "edits have"} no result yet and ${rebuild.pending === 1 ? "is" : "are"} not shown`
              : null,
          ]
            .filter(Boolean)
            .join("; ")}
          .
        </Text>
      )}
    </Flex>
  );
}
