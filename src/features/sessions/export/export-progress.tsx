import { Button, Flex, Progress, Spinner, Text, Tooltip } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { describeError } from "@/api/error-messages";
import { useSessionFeed } from "../hooks/use-session-feed";
import type { EntriesView } from "../timeline-model/timeline-entries";
import { EXPORT_FORMATS, type ExportFormat } from "./export-formats";
import { exportReadiness } from "./export-readiness";

interface ExportProgressProps {
  orgId: string;
  sessionId: string;
  format: ExportFormat;
  onReady: (format: ExportFormat, entries: EntriesView) => void;
  onCancel: () => void;
}

/**
 * Mounted while an export waits for the feed to hold the whole session: shows how far the catch-up is,
 * then hands the entries over once (a frame later, so "Preparing the file" paints before a long build).
 */
export function ExportProgress({ orgId, sessionId, format, onReady, onCancel }: ExportProgressProps) {
  const { snapshot, resume, retryHistory } = useSessionFeed(orgId, sessionId);
  const readiness = exportReadiness(snapshot.status, snapshot.entries.list.size);
  const ready = readiness.state === "ready";
  const latest = useRef({ entries: snapshot.entries, onReady, format });
  latest.current = { entries: snapshot.entries, onReady, format };
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => latest.current.onReady(latest.current.format, latest.current.entries), 0);
    return () => clearTimeout(timer);
  }, [ready]);

  const what = `${EXPORT_FORMATS[format].label} export`;
  if (readiness.state === "failed") {
    const info = readiness.error ? describeError(readiness.error) : null;
    return (
      <Flex align="center" gap="2" role="alert">
        <Tooltip content={info?.detail ?? "Loading the events stopped."}>
          <Text size="1" color="red">
            {what}: {info?.title ?? "events could not be loaded"}
          </Text>
        </Tooltip>
        <Button size="1" variant="soft" onClick={readiness.retry === "history" ? retryHistory : resume}>
          Retry
        </Button>
        <Button size="1" variant="soft" color="gray" onClick={onCancel}>
          Cancel export
        </Button>
      </Flex>
    );
  }
  const label = readiness.state === "ready" ? "Preparing the file…" : readiness.label;
  const pages = readiness.state === "loading" ? readiness.pages : null;
  return (
    <Flex align="center" gap="2" role="status" aria-label={`${what}: ${label}`}>
      {pages ? (
        <Progress
          size="1"
          value={Math.round((pages.done / Math.max(1, pages.total)) * 100)}
          aria-label="History loaded"
          style={{ width: 72 }}
        />
      ) : (
        <Spinner size="1" />
      )}
      <Text size="1" color="gray" aria-hidden>
        {label}
      </Text>
      <Button size="1" variant="soft" color="gray" onClick={onCancel}>
        Cancel export
      </Button>
    </Flex>
  );
}
