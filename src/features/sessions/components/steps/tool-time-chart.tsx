import { Box, Button, Flex, Link, Text } from "@radix-ui/themes";
import { useId, useState } from "react";
import { type ResponsiveColumn, ResponsiveTable } from "@/ui/responsive-table";
import { formatCount } from "../../format";
import type { ToolTime } from "../../timeline-model/steps";
import type { TimelineLink } from "./timeline-link";
import { share, toolCallWords, toolTimeWords } from "./tool-time-words";

/**
 * Time by tool: one bar per tool with its numbers beside it (time, share, calls, errors); each tool name
 * opens the timeline filtered to that tool. The same numbers as a table (stacked on a phone) one click away.
 */
interface ToolTimeChartProps {
  byTool: readonly ToolTime[];
  toolMs: number;
  /** The session may still run: an open call is running, not unanswered. */
  running: boolean;
  timelineLink: TimelineLink;
}

function ToolLink({ tool, timelineLink }: { tool: string; timelineLink: TimelineLink }) {
  const link = timelineLink({ tool, errors: undefined, event: undefined });
  return (
    <Link href={link.href} onClick={link.onClick} size="2" title={`Show the ${tool} calls in the timeline`}>
      {tool}
    </Link>
  );
}

export function ToolTimeChart({ byTool, toolMs, running, timelineLink }: ToolTimeChartProps) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  const max = byTool.reduce((m, t) => Math.max(m, t.ms), 0);
  const columns: ResponsiveColumn<ToolTime>[] = [
    {
      id: "tool",
      header: "Tool",
      rowHeader: true,
      cell: (t) => <ToolLink tool={t.tool} timelineLink={timelineLink} />,
    },
    { id: "time", header: "Time", cell: (t) => toolTimeWords(t, toolMs).time },
    { id: "share", header: "Share", cell: (t) => toolTimeWords(t, toolMs).share },
    {
      id: "calls",
      header: "Calls",
      cell: (t) =>
        t.open > 0
          ? `${formatCount(t.count)} (${formatCount(t.open)} ${running ? "running" : "without a result"})`
          : formatCount(t.count),
    },
    { id: "errors", header: "Error results", cell: (t) => formatCount(t.errors) },
  ];
  return (
    <Flex direction="column" gap="2">
      {/* The bars are drawn for the eye; every number is written beside its bar and in the table. */}
      <Flex direction="column" gap="1" asChild>
        <ul style={{ margin: 0, padding: 0, listStyle: "none" }} aria-label="Time by tool">
          {byTool.map((t) => (
            <li key={t.tool}>
              <Flex align="center" gap="2" wrap="wrap">
                <Box
                  style={{
                    width: "9rem",
                    minWidth: 0,
                    overflow: "hidden",
                    textOverflow: "ellipsis",
                    whiteSpace: "nowrap",
                  }}
                >
                  <ToolLink tool={t.tool} timelineLink={timelineLink} />
                </Box>
                <Box
                  style={{ flex: "1 1 6rem", height: 10, background: "var(--gray-a3)", borderRadius: 3 }}
                  aria-hidden
                >
                  <Box
                    style={{
                      width: `${max > 0 ? (t.ms / max) * 100 : 0}%`,
                      height: "100%",
                      borderRadius: 3,
                      background: "var(--accent-9)",
                    }}
                  />
                </Box>
                <Text size="1" style={{ minWidth: "13rem" }}>
                  {toolTimeWords(t, toolMs).time}
                  {t.count - t.open > 0 ? ` · ${share(t.ms, toolMs)}%` : ""} · {toolCallWords(t, running)}
                  {t.errors > 0 ? ` · ${formatCount(t.errors)} ${t.errors === 1 ? "error" : "errors"}` : ""}
                </Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
      <Button
        size="1"
        variant="ghost"
        onClick={() => setTable((on) => !on)}
        aria-expanded={table}
        aria-controls={tableId}
        style={{ alignSelf: "flex-start" }}
      >
        {table ? "Hide the table" : "Show as a table"}
      </Button>
      <div id={tableId} hidden={!table}>
        {table && (
          <ResponsiveTable
            caption="Time by tool"
            columns={columns}
            rows={byTool}
            rowKey={(t) => t.tool}
            rowWhat={(t) => `tool ${t.tool}`}
            cardsBelow={480}
            size="1"
          />
        )}
      </div>
    </Flex>
  );
}
