import type { SessionEvent } from "@/api/types";
import { Markdown } from "../markdown/markdown";
import { RowFrame } from "./row-frame";

export function AssistantRow({ event }: { event: SessionEvent }) {
  return (
    <RowFrame event={event} copyValue={event} label="Assistant">
      <Markdown text={event.text ?? ""} />
    </RowFrame>
  );
}
