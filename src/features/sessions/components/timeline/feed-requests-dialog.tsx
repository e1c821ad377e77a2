import { Button, Dialog, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { useRef } from "react";
import { LINK_BUTTON_STYLE } from "../../answers/answer-links";
import type { FeedReadsView } from "../../feed/feed-reads";
import { readsSummary, requestsFigure } from "./feed-read-text";
import { FeedRequestsTable } from "./feed-requests-table";

/**
 * The timeline's "N requests" and its source: the figure is a link-styled button (as every figure on the
 * session page that opens its source) that opens the feed's reads in a dialog over the timeline, which
 * goes on updating behind it. Figure and list are one record (feed/feed-reads.ts), so they cannot disagree.
 * Focus lands on the list's heading, so a keyboard or screen-reader user starts at the source; closing
 * hands it back to the figure (Radix does).
 */
export function FeedRequestsDialog({ reads }: { reads: FeedReadsView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const figure = requestsFigure(reads.total);
  return (
    <Dialog.Root>
      <Text size="1" color="gray">
        <Dialog.Trigger>
          {/* The name begins with the words on screen (WCAG 2.5.3) and says where the figure leads. */}
          <RadixLink asChild underline="always">
            <button type="button" style={LINK_BUTTON_STYLE} aria-label={`${figure} to the event feed: show them`}>
              {figure}
            </button>
          </RadixLink>
        </Dialog.Trigger>
      </Text>
      <Dialog.Content
        maxWidth="760px"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      >
        {/* Focused to be read first, not to be acted on: no ring (as the enrollment steps' headings). */}
        <Dialog.Title ref={heading} tabIndex={-1} style={{ outline: "none" }}>
          Event feed requests
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {readsSummary(reads)}
          {reads.total > 0 &&
            " Each read of this session's events: when it started, what it asked for, how it ended, the events it brought and how long it took."}
        </Dialog.Description>
        {reads.newestFirst.length > 0 && <FeedRequestsTable reads={reads.newestFirst} />}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
