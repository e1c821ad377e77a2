import { Box, Button, Flex, Progress, Spinner, Text } from "@radix-ui/themes";
import { describeError } from "@/api/error-messages";
import type { HistoryStatus } from "../../feed/history-backfill";

/** Where a long session's history will appear while it loads behind the tail already shown. */
export function GapRow({ history, onRetry }: { history: HistoryStatus; onRetry: () => void }) {
  const finding = !Number.isFinite(history.gapUpTo);
  const percent = history.chunksTotal > 0 ? Math.round((history.chunksDone / history.chunksTotal) * 100) : 0;
  const error = history.phase === "error" && history.error ? describeError(history.error) : null;
  return (
    <Box py="3" px="3" style={{ background: "var(--gray-a2)" }}>
      <Flex direction="column" gap="2" align="center" role="status" aria-label="Earlier events">
        {error ? (
          <>
            <Text size="2" color="red">
              Earlier events could not be loaded: {error.title}. {error.detail}
            </Text>
            <Button size="1" variant="soft" onClick={onRetry}>
              Retry loading earlier events
            </Button>
          </>
        ) : (
          <>
            <Flex gap="2" align="center">
              <Spinner size="1" />
              <Text size="2" color="gray">
                {finding
                  ? "Finding the newest events…"
                  : history.phase === "backoff"
                    ? "Loading earlier events (waiting for the service to allow more requests)…"
                    : `Loading earlier events… ${percent}%`}
              </Text>
            </Flex>
            {!finding && (
              <Progress value={percent} size="1" style={{ width: "min(320px, 80%)" }} aria-label="History loaded" />
            )}
          </>
        )}
      </Flex>
    </Box>
  );
}
