import { ExternalLinkIcon } from "@radix-ui/react-icons";
import { Badge, Button, Code, Flex, Heading, Link as RadixLink, Text, VisuallyHidden } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import type { Session } from "@/api/types";
import { safeHref } from "@/lib/safe-href";
import { ResponsiveTable } from "@/ui/responsive-table";
import { LineCounts } from "../diff/line-counts";
import { useSessionDiff } from "../diff/use-session-diff";
import { prOf } from "../triage/sort";
import { type FilePair, pairFiles, type SideFile, sideFilesOf } from "./compare-files";
import type { SideRead } from "./side-read";

/**
 * Compare's "Changed files" (a lazy chunk with the Diff's jsdiff): the two sessions' rebuilt diffs side by
 * side, paired by path (changed in both, only in A, only in B), each side's +/− counts linking to that
 * session's Diff at that file, and a file whose diff is not the whole truth marked with why. A page of
 * rows at a time: a session of 100 000 events may change thousands of files.
 */
export interface FilesSide {
  letter: "A" | "B";
  /** The column header: the letter and the session's title. */
  name: string;
  feedId: string | null;
  read: SideRead;
  session: Session | undefined;
}

export interface CompareFilesProps {
  orgId: string;
  a: FilesSide;
  b: FilesSide;
}

const PAGE = 50;
const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

const dim = (text: string) => (
  <Text size="2" color="gray" style={{ color: "var(--gray-11)" }}>
    {text}
  </Text>
);

function DiffLink({
  orgId,
  sessionId,
  file,
  letter,
}: {
  orgId: string;
  sessionId: string;
  file: SideFile;
  letter: string;
}) {
  return (
    <RadixLink asChild underline="always">
      <Link
        to="/o/$orgId/sessions/$sessionId"
        params={{ orgId, sessionId }}
        search={{ tab: "changes", file: file.path }}
      >
        <LineCounts adds={file.adds} dels={file.dels} />
        <VisuallyHidden>
          {" "}
          in {letter}&apos;s diff of {file.path}
        </VisuallyHidden>
      </Link>
    </RadixLink>
  );
}

function SideCell({ orgId, side, file }: { orgId: string; side: FilesSide; file: SideFile | null }) {
  if (side.read === "failed") return dim("could not be read");
  if (!file || side.feedId === null) return dim(side.read === "complete" ? "not changed" : "not changed so far");
  return (
    <Flex direction="column" gap="1" align="start">
      <DiffLink orgId={orgId} sessionId={side.feedId} file={file} letter={side.letter} />
      {file.partial !== null && (
        <Flex gap="1" align="baseline" wrap="wrap">
          <Badge color="amber" variant="soft" highContrast>
            not fully shown
          </Badge>
          <Text size="1">
            {file.partial.why}
            {file.partial.step !== null && (
              <>
                {" ("}
                <RadixLink asChild underline="always">
                  <Link
                    to="/o/$orgId/sessions/$sessionId"
                    params={{ orgId, sessionId: side.feedId }}
                    search={{ tab: "timeline", event: file.partial.step }}
                    aria-label={`the step in ${side.letter} where ${file.path} stops being fully shown`}
                  >
                    the step
                  </Link>
                </RadixLink>
                {")"}
              </>
            )}
          </Text>
        </Flex>
      )}
    </Flex>
  );
}

const PLACE_WORDS: Record<FilePair["place"], string> = { both: "in both", a: "only in A", b: "only in B" };

function PathCell({ pair }: { pair: FilePair }) {
  return (
    <Flex direction="column" gap="1" align="start">
      <Code variant="ghost" style={{ overflowWrap: "anywhere" }}>
        {pair.path}
      </Code>
      <Flex gap="1" wrap="wrap">
        <Badge color={pair.place === "both" ? "blue" : "gray"} variant="soft" highContrast>
          {PLACE_WORDS[pair.place]}
        </Badge>
        {pair.same !== null && (
          <Badge color={pair.same ? "green" : "orange"} variant="soft" highContrast>
            {pair.same ? "same result" : "different results"}
          </Badge>
        )}
      </Flex>
    </Flex>
  );
}

/** A link inside a sentence is underlined: colour alone does not set it apart (WCAG 1.4.1). */
function PrLink({ url, label }: { url: string; label: string }) {
  const href = safeHref(url);
  if (href === null) return <Code variant="ghost">{label}</Code>;
  return (
    <RadixLink href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {label} <ExternalLinkIcon aria-hidden />
    </RadixLink>
  );
}

/** Where each side's whole truth is: its PR, and file tool calls whose input this key does not see. */
function SourceNotes({ side, hidden }: { side: FilesSide; hidden: number }) {
  const pr = side.session ? prOf(side.session) : null;
  if (!pr && hidden === 0) return null;
  return (
    <Text as="p" size="2">
      {side.letter}:{" "}
      {pr && (
        <>
          the complete source of its changes is its pull request, <PrLink url={pr.url} label={pr.label} />
          {hidden > 0 ? "; " : "."}
        </>
      )}
      {hidden > 0 &&
        `${hidden === 1 ? "a file tool call carries" : `${hidden} file tool calls carry`} no input this key can see, so what ${hidden === 1 ? "it" : "they"} changed is not listed.`}
    </Text>
  );
}

function summaryOf(a: FilesSide, b: FilesSide, pairs: ReturnType<typeof pairFiles>): string {
  const soFar = a.read === "reading" || b.read === "reading" ? " so far" : "";
  const side = (s: FilesSide, t: typeof pairs.a) =>
    s.read === "failed"
      ? `${s.letter}'s events could not be read`
      : `${s.letter} changed ${files(t.files)} (+${t.adds} −${t.dels}${t.partial > 0 ? `, ${t.partial} not fully shown` : ""})`;
  return `${side(a, pairs.a)}; ${side(b, pairs.b)}. ${files(pairs.both)} changed in both, ${pairs.onlyA} only in A, ${pairs.onlyB} only in B${soFar}.`;
}

export default function CompareFiles({ orgId, a, b }: CompareFilesProps) {
  const left = useSessionDiff(orgId, a.read === "failed" ? null : a.feedId);
  const right = useSessionDiff(orgId, b.read === "failed" ? null : b.feedId);
  const pairs = useMemo(() => pairFiles(sideFilesOf(left.diffs), sideFilesOf(right.diffs)), [left.diffs, right.diffs]);
  const [limit, setLimit] = useState(PAGE);
  const shown = pairs.pairs.slice(0, limit);
  const columns = [
    {
      id: "file",
      header: "File",
      rowHeader: true,
      minWidth: "16rem",
      cell: (pair: FilePair) => <PathCell pair={pair} />,
    },
    ...[a, b].map((side) => ({
      id: side.letter,
      header: side.letter,
      headerCell: side.name,
      minWidth: "12rem",
      cell: (pair: FilePair) => <SideCell orgId={orgId} side={side} file={side.letter === "A" ? pair.a : pair.b} />,
    })),
  ];
  let body: ReactNode;
  if (a.read === "failed" && b.read === "failed")
    body = dim("Neither session's events could be read, so what they changed is not known.");
  else if (pairs.pairs.length === 0)
    body = dim(
      a.read === "complete" && b.read === "complete"
        ? "Neither session changed a file with its file tools."
        : "No file tool has changed a file in the events read so far.",
    );
  else
    body = (
      <>
        <Text as="p" size="2" aria-live="polite">
          {summaryOf(a, b, pairs)}
        </Text>
        <ResponsiveTable
          caption="Changed files of A and B"
          columns={columns}
          rows={shown}
          rowKey={(pair) => pair.path}
          rowWhat={(pair) => `the changes to ${pair.path}`}
          cardsBelow={640}
        />
        {pairs.pairs.length > shown.length && (
          <Flex>
            <Button variant="soft" onClick={() => setLimit((n) => n + PAGE)}>
              Show {Math.min(PAGE, pairs.pairs.length - shown.length)} more of {pairs.pairs.length - shown.length}
            </Button>
          </Flex>
        )}
      </>
    );
  return (
    <Flex asChild direction="column" gap="2">
      <section aria-labelledby="compare-files-heading">
        <Heading as="h2" size="4" id="compare-files-heading">
          Changed files
        </Heading>
        <Text size="2" color="gray" style={{ color: "var(--gray-11)" }}>
          Rebuilt from each session&apos;s file tool calls, as its Changes tab shows them. The counts open that
          session&apos;s diff at the file.
        </Text>
        <SourceNotes side={a} hidden={left.fold.hidden().length} />
        <SourceNotes side={b} hidden={right.fold.hidden().length} />
        {body}
      </section>
    </Flex>
  );
}
