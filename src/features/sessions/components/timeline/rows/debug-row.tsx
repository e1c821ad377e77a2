import { Badge, Code, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import { CompactJson } from "./compact-json";
import { RowFrame } from "./row-frame";

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Diagnostic kinds and raw metadata, only in a sessions:debug feed; marked so nobody mistakes them for agent output. */
export function DebugRow({ event }: { event: SessionEvent }) {
  const stage = event.data?.stage;
  const content = event.data?.content;
  const parsed = typeof content === "string" ? parseJson(content) : null;
  return (
    <RowFrame
      event={event}
      copyValue={event}
      label={event.type}
      badges={
        <>
          <Badge highContrast color="orange" variant="surface">
            debug
          </Badge>
          {typeof stage === "string" && (
            <Badge highContrast variant="soft">
              stage: {stage}
            </Badge>
          )}
        </>
      }
    >
      {event.text && (
        <Text as="p" size="2" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {event.text}
        </Text>
      )}
      {parsed?.ok && <CompactJson value={parsed.value} label="Raw metadata" />}
      {parsed && !parsed.ok && <Code style={{ whiteSpace: "pre-wrap" }}>{content}</Code>}
    </RowFrame>
  );
}
