import { PersonIcon } from "@radix-ui/react-icons";
import { Flex, Separator, Text } from "@radix-ui/themes";
import type { FlowExtra } from "../timeline/flow-extras";
import { MARK_HEIGHT } from "./step-row";

/** A follow-up (yours or sent elsewhere) between the steps, or the place where older history is still loading. */
export function ExtraRow({ extra }: { extra: FlowExtra }) {
  const text =
    extra.kind === "gap"
      ? "Older history is still loading here"
      : `Follow-up${extra.kind === "remote" ? " (sent elsewhere)" : ""}: ${extra.message.text.replace(/\s+/g, " ").trim()}`;
  return (
    <Flex align="center" gap="3" px="3" style={{ height: MARK_HEIGHT, minWidth: 0 }} role="separator" aria-label={text}>
      <Separator size="4" style={{ flex: "1 0 1rem" }} />
      <Text
        size="1"
        color={extra.kind === "gap" ? "gray" : undefined}
        style={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", minWidth: 0, maxWidth: "75%" }}
      >
        {extra.kind !== "gap" && <PersonIcon aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />}
        {text}
      </Text>
      <Separator size="4" style={{ flex: "1 0 1rem" }} />
    </Flex>
  );
}
