import { Text } from "@radix-ui/themes";
import { AnswerParts } from "./answer-links";
import type { StatusSentence } from "./status-sentence";

const COLOR = { gray: "gray", blue: undefined, amber: "amber", red: "red", green: "green" } as const;

/** The status sentence under the title: one line, live (not a live region: its clock would speak every second). */
export function StatusLine({ sentence }: { sentence: StatusSentence }) {
  return (
    <section aria-label="Session status" data-kind={sentence.kind} style={{ minWidth: 0, flexShrink: 0 }}>
      <Text
        as="p"
        size="2"
        color={COLOR[sentence.tone]}
        highContrast={sentence.tone !== "gray"}
        style={{ margin: 0, overflowWrap: "anywhere" }}
      >
        <AnswerParts parts={sentence.parts} />
      </Text>
    </section>
  );
}
