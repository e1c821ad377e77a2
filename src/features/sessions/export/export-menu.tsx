import { CheckIcon, DownloadIcon } from "@radix-ui/react-icons";
import { Button, DropdownMenu, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { Session } from "@/api/types";
import { usePageCommand } from "@/ui";
import { sessionKeys } from "../queries";
import type { EntriesView } from "../timeline-model/timeline-entries";
import { downloadFile } from "./download-file";
import { buildExportFile, EXPORT_FORMATS, type ExportFormat } from "./export-formats";
import { ExportProgress } from "./export-progress";

/** How long "Saved …" stays next to the menu. */
const SAVED_NOTE_MS = 6000;

/**
 * "Export ▾ → Markdown / JSON" in the session header (and the same two in the command palette). Built in
 * the browser from what the feed holds; a session whose history is still loading finishes that first,
 * with its progress shown here. The file carries the session and its events only.
 */
export function ExportMenu({ orgId, session }: { orgId: string; session: Session }) {
  const queryClient = useQueryClient();
  const sessionId = session.session_id;
  const [job, setJob] = useState<ExportFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (saved === null) return;
    const timer = setTimeout(() => setSaved(null), SAVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const start = useCallback((format: ExportFormat) => {
    setSaved(null);
    setJob(format);
  }, []);
  usePageCommand({ id: "export-markdown", label: "Export session as Markdown", run: () => start("markdown") });
  usePageCommand({ id: "export-json", label: "Export session as JSON", run: () => start("json") });

  const onReady = useCallback(
    (format: ExportFormat, entries: EntriesView) => {
      // The detail query is what the header shows, kept current by the feed's snapshots.
      const latest = queryClient.getQueryData<Session>(sessionKeys.detail(orgId, sessionId)) ?? session;
      const file = buildExportFile(format, { session: latest, entries, exportedAt: new Date() });
      downloadFile(file.fileName, file.parts, file.type);
      setJob(null);
      setSaved(`Saved ${file.fileName} (${entries.list.size.toLocaleString("en-US")} events)`);
    },
    [queryClient, orgId, sessionId, session],
  );

  if (job !== null) {
    return (
      <ExportProgress
        orgId={orgId}
        sessionId={sessionId}
        format={job}
        onReady={onReady}
        onCancel={() => setJob(null)}
      />
    );
  }
  return (
    <Flex align="center" gap="2">
      {saved && (
        // Short on screen (the header row is full); the file name and count are read out and on hover.
        <Text size="1" color="green" role="status" title={saved}>
          <Flex asChild align="center" gap="1">
            <span>
              <CheckIcon aria-hidden />
              Saved
              <VisuallyHidden>{saved.slice("Saved".length)}</VisuallyHidden>
            </span>
          </Flex>
        </Text>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button size="1" variant="soft" color="gray">
            <DownloadIcon aria-hidden />
            Export
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content size="1" align="end">
          <DropdownMenu.Label>Download this session as</DropdownMenu.Label>
          {(Object.keys(EXPORT_FORMATS) as ExportFormat[]).map((format) => (
            <DropdownMenu.Item key={format} onSelect={() => start(format)}>
              {EXPORT_FORMATS[format].label} (.{EXPORT_FORMATS[format].extension})
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Flex>
  );
}
