import { ChevronDownIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Flex, Text } from "@radix-ui/themes";
import type { SessionEvent } from "@/api/types";
import { preStyle } from "@/ui/pre-style";
import { formatDuration } from "../../../format";
import { useExpanded } from "../expanded-parts";
import { useTimelineActions } from "../timeline-actions";
import { CompactJson } from "./compact-json";
import { ConciseLines } from "./concise-lines";
import { RowFrame } from "./row-frame";

export const RESULT_COLLAPSE_LINES = 20;

function resultText(result: SessionEvent): string {
  const content = result.data?.content;
  return typeof content === "string" ? content : (result.text ?? "");
}

function ResultContent({ result }: { result: SessionEvent }) {
  const [open, toggle] = useExpanded(`${result.id}:result`);
  const text = resultText(result);
  const lines = text.split("\n");
  const long = lines.length > RESULT_COLLAPSE_LINES;
  const shown = long && !open ? lines.slice(0, RESULT_COLLAPSE_LINES).join("\n") : text;
  return (
    <Box>
      <Box asChild>
        <pre style={preStyle} data-collapsed={long && !open ? "true" : "false"}>
          {shown || "(empty result)"}
        </pre>
      </Box>
      {long && (
        <Button size="1" variant="ghost" onClick={toggle} aria-expanded={open}>
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          {open ? "Collapse result" : `Show all ${lines.length} lines`}
        </Button>
      )}
    </Box>
  );
}

interface ToolBlockProps {
  use: SessionEvent | null;
  result: SessionEvent | null;
}

/** A tool_use and its tool_result (same tool_use_id) as one block; in concise mode one line each until expanded. */
export function ToolBlock({ use, result }: ToolBlockProps) {
  const { sessionEnded, concise } = useTimelineActions();
  const anchor = use ?? result;
  const [full, toggleFull] = useExpanded(`${anchor?.id ?? ""}:full`);
  if (anchor === null) return null;
  const toolName = use?.data?.tool ?? use?.data?.name ?? result?.data?.tool ?? result?.data?.name ?? "tool";
  const isError = result?.data?.is_error === true;
  const isPartial = result?.data?.is_partial === true || use?.data?.is_partial === true;
  const duration = result?.data?.duration_ms ?? use?.data?.duration_ms;
  return (
    <RowFrame
      event={anchor}
      copyValue={use && result ? [use, result] : anchor}
      label={
        <Flex align="center" gap="2" asChild>
          <span>
            Tool{" "}
            <Badge highContrast variant="outline">
              {toolName}
            </Badge>
          </span>
        </Flex>
      }
      badges={
        <>
          {isError && (
            <Badge highContrast color="red">
              error
            </Badge>
          )}
          {isPartial && (
            <Badge highContrast color="amber">
              partial
            </Badge>
          )}
          {result === null && (
            <Badge highContrast color="gray">
              {sessionEnded ? "no result recorded" : "waiting for result"}
            </Badge>
          )}
          {typeof duration === "number" && (
            <Text size="1" color="gray">
              {formatDuration(duration)}
            </Text>
          )}
        </>
      }
    >
      {concise && <ConciseLines use={use} result={result} open={full} onToggle={toggleFull} />}
      {(!concise || full) && <FullParts use={use} result={result} toolName={toolName} isError={isError} />}
    </RowFrame>
  );
}

function FullParts({ use, result, toolName, isError }: ToolBlockProps & { toolName: string; isError: boolean }) {
  return (
    <>
      {use && use.data?.input !== undefined && use.data?.input !== null && (
        <Box>
          <Text size="1" color="gray">
            Input
          </Text>
          <CompactJson value={use.data.input} label={`${toolName} input`} />
        </Box>
      )}
      {use?.text && (
        <Text as="p" size="2" style={{ whiteSpace: "pre-wrap" }}>
          {use.text}
        </Text>
      )}
      {result && (
        <Box>
          <Text size="1" color={isError ? "red" : "gray"}>
            {use === null ? "Result (no matching tool call in view)" : "Result"}
          </Text>
          <ResultContent result={result} />
        </Box>
      )}
    </>
  );
}
