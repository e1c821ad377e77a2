import { Button, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { type Ref, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { Session } from "@/api/types";
import { stepsCoverage } from "../components/steps/steps-coverage";
import type { TimelineLink } from "../components/steps/timeline-link";
import { hasReadAll } from "../feed/feed-reach";
import { DiffFileList } from "./diff-file-list";
import { DiffFileNotes } from "./diff-file-notes";
import { type DiffFileHandle, DiffFileView } from "./diff-file-view";
import type { DiffLayout } from "./diff-rows";
import { DiffSourceNotes } from "./diff-source-notes";
import type { FileDiff } from "./file-diff";
import { LineCounts } from "./line-counts";
import { PatchDownload } from "./patch-download";
import { useDiffKeys } from "./use-diff-keys";
import { useSessionDiff } from "./use-session-diff";

/** For the session page, which fetches this chunk in idle time and keeps the Diff's fold warm with it. */
export { keepDiffWarm } from "./use-session-diff";

/**
 * The Diff view of the Changes tab (a lazy chunk with jsdiff): every file the session's file tools
 * changed, rebuilt in event order and drawn as hunks, live. The file list (filtered by path) on one side,
 * the current file (kept in the URL) on the other; `n`/`p` move between files, `j`/`k` between hunks.
 */
export interface DiffPanelProps {
  orgId: string;
  session: Session;
  file: string | undefined;
  layout: DiffLayout;
  onFile: (path: string) => void;
  onLayout: (layout: DiffLayout) => void;
  timelineLink: TimelineLink;
}

/**
 * A link that names a file (Compare's counts, a shared link) lands on it: once that file is on screen
 * its heading is scrolled to and focused, once per mount (n/p and the list move the file without it).
 */
function useLanding(file: string | undefined, shownPath: string | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(file !== undefined);
  useEffect(() => {
    if (!pending.current || shownPath === undefined || shownPath !== file) return;
    pending.current = false;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [file, shownPath]);
  return heading;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

export default function DiffPanel({ orgId, session, file, layout, onFile, onLayout, timelineLink }: DiffPanelProps) {
  const view = useSessionDiff(orgId, session.session_id);
  const [filter, setFilter] = useState("");
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(
    () => (needle === "" ? view.diffs : view.diffs.filter((diff) => diff.path.toLowerCase().includes(needle))),
    [view.diffs, needle],
  );
  const current = shown.find((diff) => diff.path === file) ?? shown[0] ?? null;
  const fileView = useRef<DiffFileHandle>(null);
  const { status } = view.snapshot;
  const readAll = hasReadAll(status);
  // The link names the file on screen: when the filter (or a stale link) leaves the named file out, the
  // one shown instead takes its place in the URL. Not while the events are still read: the named file may
  // be in the ones still to come (a link from Compare opens a session read from scratch).
  const shownPath = current?.path;
  const named = file !== undefined && view.diffs.some((diff) => diff.path === file);
  useEffect(() => {
    if (file !== undefined && shownPath !== undefined && shownPath !== file && (named || readAll)) onFile(shownPath);
  }, [file, shownPath, named, readAll, onFile]);
  const heading = useLanding(file, shownPath);
  useDiffKeys({
    onFile: (delta) => {
      if (shown.length === 0) return;
      const at = current ? shown.indexOf(current) : -1;
      const next = shown[Math.min(Math.max(at + delta, 0), shown.length - 1)];
      if (next) onFile(next.path);
    },
    onHunk: (delta) => fileView.current?.moveHunk(delta),
  });
  const coverage = stepsCoverage(status, view.snapshot.entries.list.size);
  return (
    <Flex direction="column" gap="3" data-testid="diff-panel">
      <Flex justify="between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" size="3">
          Diff
        </Heading>
        <Text size="2" aria-live="polite">
          {count(view.diffs.length, "file")} changed, <LineCounts adds={view.adds} dels={view.dels} />
        </Text>
      </Flex>
      {coverage && (
        <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
          {coverage.replace("these figures are", "this diff is")}
        </Text>
      )}
      <DiffSourceNotes session={session} hidden={view.fold.hidden()} timelineLink={timelineLink} />
      <Flex gap="3" align="center" wrap="wrap">
        <TextField.Root
          size="2"
          placeholder="Filter by path"
          aria-label="Filter files by path"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ minWidth: 200 }}
        />
        <Flex gap="1" role="group" aria-label="Diff layout">
          {(["unified", "split"] as const).map((value) => (
            <Button
              key={value}
              size="1"
              variant={layout === value ? "solid" : "soft"}
              aria-pressed={layout === value}
              onClick={() => onLayout(value)}
            >
              {value === "unified" ? "Unified" : "Split"}
            </Button>
          ))}
        </Flex>
        <PatchDownload diffs={view.diffs} sessionId={session.session_id} />
      </Flex>
      <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
        n / p: next or previous file · j / k: next or previous hunk
      </Text>
      {view.diffs.length === 0 ? (
        <Text color="gray" style={{ color: "var(--gray-11)" }}>
          No file tool has changed a file {coverage ? "in the events read so far" : "in this session"}.
        </Text>
      ) : (
        <Grid columns={{ initial: "1", md: "280px minmax(0, 1fr)" }} gap="3">
          <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
            {shown.length === 0 ? (
              <Text size="2" color="gray" style={{ color: "var(--gray-11)" }}>
                No changed file matches “{filter}”.
              </Text>
            ) : (
              <DiffFileList diffs={shown} current={current?.path ?? null} onSelect={onFile} />
            )}
          </Flex>
          {current && (
            <CurrentFile diff={current} layout={layout} timelineLink={timelineLink} ref={fileView} heading={heading} />
          )}
        </Grid>
      )}
    </Flex>
  );
}

/** The file on screen: its path and counts, what the notes say of its source, and its hunks. */
function CurrentFile({
  diff,
  layout,
  timelineLink,
  ref,
  heading,
}: {
  diff: FileDiff;
  layout: DiffLayout;
  timelineLink: TimelineLink;
  ref: Ref<DiffFileHandle>;
  /** The file's heading, where a link naming the file lands (useLanding). */
  heading: Ref<HTMLHeadingElement>;
}) {
  return (
    <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
      <Flex gap="2" align="baseline" wrap="wrap">
        <Heading
          as="h3"
          size="2"
          ref={heading}
          tabIndex={-1}
          style={{ fontFamily: "var(--code-font-family)", wordBreak: "break-all" }}
        >
          {diff.path}
        </Heading>
        <LineCounts size="1" adds={diff.adds} dels={diff.dels} />
        {diff.rebuild.created && (
          <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
            {diff.rebuild.deleted ? "created and deleted" : "new file"}
          </Text>
        )}
        {!diff.rebuild.created && diff.rebuild.deleted && (
          <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
            deleted
          </Text>
        )}
      </Flex>
      <DiffFileNotes diff={diff} timelineLink={timelineLink} />
      <DiffFileView key={diff.path} ref={ref} diff={diff} layout={layout} timelineLink={timelineLink} />
    </Flex>
  );
}
