import { CheckIcon, Cross2Icon, DotsHorizontalIcon } from "@radix-ui/react-icons";
import { Box, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import type { MiniLine } from "./mini-timeline";

const TOOL_STATE = {
  ok: { Icon: CheckIcon, color: "green", label: "done" },
  error: { Icon: Cross2Icon, color: "red", label: "failed" },
  running: { Icon: DotsHorizontalIcon, color: "blue", label: "running" },
} as const;

/** Newest at the bottom; what does not fit is clipped at the top under a fade, so a cell never scrolls. */
const CLIP = {
  flex: "1 1 0",
  minHeight: 0,
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  maskImage: "linear-gradient(to bottom, transparent 0, black 2.5rem)",
  WebkitMaskImage: "linear-gradient(to bottom, transparent 0, black 2.5rem)",
} as const;

function Line({ line, large }: { line: MiniLine; large: boolean }) {
  const size = large ? "4" : "2";
  const labelSize = large ? "2" : "1";
  const state = line.state ? TOOL_STATE[line.state] : null;
  const quiet = line.kind === "reasoning" || line.kind === "status";
  return (
    <Flex asChild gap="2" align="baseline" style={{ minWidth: 0 }}>
      <li>
        <Box flexShrink="0" width={large ? { initial: "7rem", sm: "8.5rem" } : { initial: "5.5rem", sm: "6.5rem" }}>
          <Text as="div" size={labelSize} color={line.kind === "status" ? "blue" : "gray"} weight="medium" truncate>
            {state && (
              <Text color={state.color} style={{ marginInlineEnd: 4 }}>
                <state.Icon aria-hidden style={{ verticalAlign: "-2px" }} />
                <VisuallyHidden>{state.label}: </VisuallyHidden>
              </Text>
            )}
            {line.tool === undefined ? (
              line.label
            ) : (
              <>
                <VisuallyHidden>Tool </VisuallyHidden>
                {line.tool}
              </>
            )}
          </Text>
        </Box>
        <Text
          size={size}
          color={quiet ? "gray" : undefined}
          style={{
            minWidth: 0,
            fontStyle: line.kind === "reasoning" ? "italic" : undefined,
            fontFamily: line.kind === "tool" ? "var(--code-font-family)" : undefined,
            overflow: "hidden",
            display: "-webkit-box",
            WebkitBoxOrient: "vertical",
            WebkitLineClamp: line.kind === "assistant" ? 3 : 1,
            overflowWrap: "anywhere",
          }}
        >
          {line.text || "…"}
        </Text>
      </li>
    </Flex>
  );
}

export function MiniLines({
  lines,
  large,
  label,
  emptyText,
}: {
  lines: readonly MiniLine[];
  large: boolean;
  label: string;
  emptyText: string;
}) {
  if (lines.length === 0) {
    return (
      <Box style={CLIP}>
        <Text size={large ? "4" : "2"} color="gray">
          {emptyText}
        </Text>
      </Box>
    );
  }
  return (
    <Box style={CLIP}>
      <Flex asChild direction="column" gap={large ? "2" : "1"} m="0" p="0" style={{ listStyle: "none" }}>
        <ol aria-label={label}>
          {lines.map((line) => (
            <Line key={line.key} line={line} large={large} />
          ))}
        </ol>
      </Flex>
    </Box>
  );
}
