import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Box, Callout, Card, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useCapability } from "@/features/connection";
import type { SessionsIndexSearch } from "../../search-schema";
import { type SpendRow, spendByDay, spendByRepo } from "../../triage/spend";
import type { TriageView } from "../../triage/use-triage";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

function numbers(row: SpendRow): string {
  const sessions = `${row.sessions} ${row.sessions === 1 ? "session" : "sessions"}`;
  const missing = row.costMissing > 0 ? ` (${row.costMissing} without cost)` : "";
  return `${USD.format(row.cost)} · ${sessions}${missing}`;
}

/**
 * Cost and session count per repository and per day over the listed sessions, for an organization owner
 * or admin: a bar for the eye with the numbers beside it in text, each row a link to the list filtered
 * to it. A strict service lists no sessions, and the section says so.
 */
export function SpendSection({ orgId, triage }: { orgId: string; triage: TriageView }) {
  const admin = useCapability({ ownerAdmin: true });
  const { source } = triage;
  const listed = source.kind === "list" ? triage.sessions : null;
  const failed = source.kind === "list" && source.failed;
  const capped = source.kind === "list" && source.capped;
  const loadingMore = source.kind === "list" && source.loadingMore;
  const byRepo = useMemo(() => (listed ? spendByRepo(listed) : []), [listed]);
  const byDay = useMemo(() => (listed ? spendByDay(listed) : []), [listed]);
  if (!admin.allowed) return null;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="spend-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="spend-heading">
            Spend by repository and by day
          </Heading>
          {listed === null ? (
            <Callout.Root color="gray" size="1">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>
                This service lists no sessions, so spend across the organization cannot be summed here.
              </Callout.Text>
            </Callout.Root>
          ) : triage.isPending ? (
            <Text size="2" color="gray">
              Reading the list…
            </Text>
          ) : failed && listed.length === 0 ? (
            <Text size="2" color="gray">
              The sessions list could not be read, so spend is not known.
            </Text>
          ) : (
            <>
              <Text size="1" color="gray">
                {failed
                  ? `Over the first ${listed.length} listed sessions: the list could not be read past them.`
                  : `Over the ${listed.length} listed sessions${capped ? " (the newest; the service has more)" : ""}${loadingMore ? " read so far" : ""}.`}{" "}
                Days are UTC, by when a session was created. Each row opens the list filtered to it.
              </Text>
              <Grid columns={{ initial: "1", md: "2" }} gap="5">
                <SpendList
                  orgId={orgId}
                  title="By repository"
                  rows={byRepo}
                  param="repo"
                  empty="No repository reported"
                />
                <SpendList orgId={orgId} title="By day" rows={byDay} param="day" empty="No creation time reported" />
              </Grid>
            </>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function SpendList({
  orgId,
  title,
  rows,
  param,
  empty,
}: {
  orgId: string;
  title: string;
  rows: readonly SpendRow[];
  param: "repo" | "day";
  empty: string;
}) {
  const max = Math.max(0, ...rows.map((r) => r.cost));
  const id = `spend-${param}`;
  return (
    <Flex direction="column" gap="2" minWidth="0">
      <Heading as="h3" size="2" id={id}>
        {title}
      </Heading>
      <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: "none" }}>
        <ul aria-labelledby={id}>
          {rows.map((row) => (
            <li key={row.key ?? "none"}>
              <SpendRowView orgId={orgId} row={row} param={param} empty={empty} max={max} />
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}

function SpendRowView({
  orgId,
  row,
  param,
  empty,
  max,
}: {
  orgId: string;
  row: SpendRow;
  param: "repo" | "day";
  empty: string;
  max: number;
}) {
  const label = (
    <Flex justify="between" gap="3" wrap="wrap">
      <Text size="2" weight="medium" style={{ overflowWrap: "anywhere" }}>
        {row.key ?? empty}
      </Text>
      <Text size="2">{numbers(row)}</Text>
    </Flex>
  );
  const bar = (
    <Box
      aria-hidden
      mt="1"
      style={{
        height: 6,
        borderRadius: "var(--radius-1)",
        background: "var(--accent-9)",
        width: `${max > 0 ? Math.max(row.cost > 0 ? 1 : 0, (row.cost / max) * 100) : 0}%`,
      }}
    />
  );
  if (row.key === null || row.sessions === 0) {
    return (
      <Box>
        {label}
        {bar}
      </Box>
    );
  }
  const key = row.key;
  return (
    <RadixLink asChild underline="hover">
      <Link
        to="/o/$orgId/sessions"
        params={{ orgId }}
        search={(prev: SessionsIndexSearch) => ({ ...prev, attention: undefined, [param]: key })}
        style={{ display: "block" }}
      >
        {label}
        {bar}
      </Link>
    </RadixLink>
  );
}
