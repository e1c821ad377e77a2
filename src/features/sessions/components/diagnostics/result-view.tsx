import { Flex, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { JsonView } from "@/ui/json-view";
import { HiddenValue } from "../../fields/hidden-value";

/** result_summary and the caller-defined result (any JSON). */
export function ResultView({ session, restricted }: { session: Session; restricted: boolean }) {
  const hasResult = session.result !== undefined && session.result !== null;
  return (
    <Flex direction="column" gap="2">
      {session.result_summary ? (
        <Text as="p" size="2" style={{ whiteSpace: "pre-wrap" }}>
          {session.result_summary}
        </Text>
      ) : null}
      {hasResult ? (
        <JsonView value={session.result} label="Result" expandDepth={2} />
      ) : restricted && session.result === undefined ? (
        <HiddenValue />
      ) : (
        <Text size="2" color="gray">
          No result recorded.
        </Text>
      )}
    </Flex>
  );
}
