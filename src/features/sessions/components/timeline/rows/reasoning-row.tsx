import { ChevronDownIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Button, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import { useExpanded } from "../expanded-parts";
import { RowFrame } from "./row-frame";

/** Reasoning is long and secondary: collapsed until asked for. */
export function ReasoningRow({ event }: { event: SessionEvent }) {
  const [open, toggle] = useExpanded(`${event.id}:reasoning`);
  const text = event.text ?? "";
  return (
    <RowFrame event={event} copyValue={event} label="Reasoning">
      <Button
        size="1"
        variant="ghost"
        color="gray"
        onClick={toggle}
        aria-expanded={open}
        style={{ alignSelf: "flex-start" }}
      >
        {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        {open ? "Hide reasoning" : `Show reasoning (${text.length} characters)`}
      </Button>
      {open && (
        <Text
          as="p"
          size="2"
          color="gray"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontStyle: "italic" }}
        >
          {text}
        </Text>
      )}
    </RowFrame>
  );
}
