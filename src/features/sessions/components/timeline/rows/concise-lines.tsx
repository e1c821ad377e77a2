import { ChevronDownIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import type { TimelineRow } from "../../../timeline-model/timeline-rows";

/**
 * Concise mode: a tool call's input and output one line each (the command, else the input's JSON; the
 * output's last non-empty line, where errors and summaries tend to be), with a button to expand the row.
 *
 * API: <ConciseLines use result open onToggle /> · oneLine(value) · expandKeyOf(row, concise)
 */
const MAX = 240;

export function oneLine(value: unknown): string {
  let text = "";
  if (typeof value === "string") text = value;
  else if (value !== undefined && value !== null) {
    const input = value as Record<string, unknown>;
    const command = typeof input === "object" ? (input.command ?? input.cmd) : undefined;
    if (typeof command === "string") text = command;
    else if (Array.isArray(command)) text = command.join(" ");
    else {
      try {
        text = JSON.stringify(value) ?? "";
      } catch {
        text = "";
      }
    }
  }
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
}

function lastLine(result: SessionEvent): string {
  const content = typeof result.data?.content === "string" ? result.data.content : (result.text ?? "");
  const lines = content.split("\n").filter((line) => line.trim() !== "");
  return oneLine(lines[lines.length - 1] ?? "");
}

/** The ExpandedParts key the `e` key toggles for a row (null when the row has nothing to expand). */
export function expandKeyOf(row: TimelineRow, concise: boolean): string | null {
  if (row.kind === "tool") {
    if (concise) return `${(row.use ?? row.result)?.id}:full`;
    return row.result ? `${row.result.id}:result` : null;
  }
  return row.event.type === "reasoning" ? `${row.event.id}:reasoning` : null;
}

const LINE = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 } as const;

interface ConciseLinesProps {
  use: SessionEvent | null;
  result: SessionEvent | null;
  open: boolean;
  onToggle: () => void;
}

export function ConciseLines({ use, result, open, onToggle }: ConciseLinesProps) {
  const input = use ? oneLine(use.data?.input ?? use.text) : "";
  const output = result ? lastLine(result) : "";
  return (
    <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
      {use && (
        <Text size="1" style={LINE} title={input}>
          <Text color="gray">in </Text>
          <code>{input || "(no input)"}</code>
        </Text>
      )}
      {result && (
        <Text size="1" style={LINE} title={output}>
          <Text color="gray">out </Text>
          <code>{output || "(empty result)"}</code>
        </Text>
      )}
      <Button size="1" variant="ghost" onClick={onToggle} aria-expanded={open} style={{ alignSelf: "flex-start" }}>
        {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        {open ? "Collapse" : "Expand"}
      </Button>
    </Flex>
  );
}
