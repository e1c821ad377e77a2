import { Box, Flex, Text } from "@radix-ui/themes";
import { Suspense, useMemo } from "react";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { LoadingState } from "@/ui/loading-state";
import { PageHeader } from "@/ui/page-header";
import { PanelBoundary } from "@/ui/panel-boundary";
import { presentText } from "@/ui/readable";
import { ResponsiveTable } from "@/ui/responsive-table";
import { compareFactsOf, compareSentence, diffOf } from "./compare-diff";
import { CompareForm } from "./compare-form";
import { type CompareRow, compareRows } from "./compare-rows";
import type { CompareSearch } from "./compare-search";
import { readingNote } from "./side-read";
import { type CompareSide, useCompareSide } from "./use-compare-side";

/** The changed files side by side need the Diff's jsdiff: their own chunk, fetched once both sessions are picked. */
const CompareFiles = lazyWithRetry(() => import("./compare-files-panel"));

export interface ComparePageProps {
  orgId: string;
  search: CompareSearch;
  onSearchChange: (next: CompareSearch) => void;
}

/** Two sessions side by side (a shareable URL: both ids are in it); stacked cards on a phone. */
export function ComparePage({ orgId, search, onSearchChange }: ComparePageProps) {
  const { a, b } = search;
  return (
    <Flex direction="column" gap="4">
      <Box mb="-4">
        <PageHeader
          title="Compare sessions"
          description="Two runs side by side, and what differs: outcome, time, cost, steps, time by tool, errors and the files each changed."
        />
      </Box>
      <CompareForm key={`${a ?? ""}|${b ?? ""}`} orgId={orgId} search={search} onSubmit={onSearchChange} />
      {a && b ? (
        <CompareTable orgId={orgId} a={a} b={b} />
      ) : (
        <Text size="2" color="gray">
          Pick two sessions: here, from the sessions list (Pick in two rows), or from a session's Compare menu.
        </Text>
      )}
    </Flex>
  );
}

const factsOf = (side: CompareSide) =>
  compareFactsOf({
    session: side.session.data,
    complete: side.complete,
    steps: side.steps,
    files: side.facts.files.length,
  });

const shortTitle = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

function CompareTable({ orgId, a, b }: { orgId: string; a: string; b: string }) {
  const left = useCompareSide(orgId, a);
  const right = useCompareSide(orgId, b);
  const rows = useMemo(() => compareRows(orgId), [orgId]);
  const aFacts = factsOf(left);
  const bFacts = factsOf(right);
  const sentence = compareSentence(aFacts, bFacts);
  const name = (side: typeof left, ref: string, letter: string) =>
    // Only text: a title the service sent as something else would read "[object Object]".
    `${letter}: ${shortTitle(presentText(side.session.data?.title) ?? presentText(side.session.data?.session_id) ?? ref)}`;
  const columns = [
    {
      id: "fact",
      header: "Fact",
      rowHeader: true,
      cell: (row: CompareRow) => <Text weight="medium">{row.label}</Text>,
    },
    // Cards (a phone) label the values "A" and "B"; the table's headers name the sessions.
    {
      id: "a",
      header: "A",
      headerCell: name(left, a, "A"),
      cell: (row: CompareRow) => row.cell(left),
      minWidth: "14rem",
    },
    {
      id: "b",
      header: "B",
      headerCell: name(right, b, "B"),
      cell: (row: CompareRow) => row.cell(right),
      minWidth: "14rem",
    },
    {
      id: "diff",
      header: "B vs A",
      cell: (row: CompareRow) => {
        const diff = diffOf(row.id, aFacts, bFacts);
        return diff === null ? (
          <Text color="gray">—</Text>
        ) : (
          <Text weight={diff === "same" ? "regular" : "medium"}>{diff}</Text>
        );
      },
    },
  ];
  const note = readingNote(left.read, right.read);
  return (
    <Flex direction="column" gap="2">
      {sentence && (
        <Text as="p" size="3" weight="medium">
          {sentence}
        </Text>
      )}
      {note && (
        <Text size="1" color="gray" role="status">
          {note}
        </Text>
      )}
      <ResponsiveTable
        caption="Compared sessions"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowWhat={(row) => `the ${row.label.toLowerCase()} row`}
        cardsBelow={640}
      />
      <Box pt="4">
        <PanelBoundary what="the changed files">
          <Suspense fallback={<LoadingState label="Loading the changed files" />}>
            <CompareFiles
              orgId={orgId}
              a={{
                letter: "A",
                name: name(left, a, "A"),
                feedId: left.feedId,
                read: left.read,
                session: left.session.data,
              }}
              b={{
                letter: "B",
                name: name(right, b, "B"),
                feedId: right.feedId,
                read: right.read,
                session: right.session.data,
              }}
            />
          </Suspense>
        </PanelBoundary>
      </Box>
    </Flex>
  );
}
