import { Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Flex, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import type { SessionsIndexSearch } from "../../search-schema";
import { totalsOf } from "../../triage/triage";
import { ATTENTION_LABELS } from "./needs-attention";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "12 sessions · $34.20 total cost (2 without a reported cost)" for what the filters keep. */
export function TotalsLine({
  rows,
  loadingMore,
  capped,
  failed,
}: {
  rows: readonly Session[];
  loadingMore: boolean;
  capped: boolean;
  /** A later page of the list could not be read: these are the sessions read before it. */
  failed: boolean;
}) {
  const totals = totalsOf(rows);
  // No session reports a cost: a sum of none is not "$0.00".
  const noCost = totals.costMissing === totals.sessions;
  const missing =
    totals.costMissing > 0 && !noCost
      ? ` (${totals.costMissing} ${totals.costMissing === 1 ? "session reports" : "sessions report"} no cost)`
      : "";
  const coverage = failed
    ? " · the list could not be read past these"
    : loadingMore
      ? " · reading more of the list…"
      : capped
        ? " · of the newest listed sessions"
        : "";
  return (
    <Text as="p" size="2" aria-live="polite">
      <Text weight="bold">{totals.sessions.toLocaleString("en-US")}</Text>{" "}
      {totals.sessions === 1 ? "session" : "sessions"} ·{" "}
      {noCost ? (
        "cost not reported"
      ) : (
        <>
          <Text weight="bold">{USD.format(totals.cost)}</Text> total cost
        </>
      )}
      {missing}
      {coverage}
    </Text>
  );
}

type ClientFilter = "attention" | "repo" | "day";

function words(key: ClientFilter, search: SessionsIndexSearch): string | null {
  if (key === "attention") return search.attention ? ATTENTION_LABELS[search.attention] : null;
  if (key === "repo") return search.repo ? `Repository ${search.repo}` : null;
  return search.day ? `Created on ${search.day} (UTC)` : null;
}

/** The filters set by the strip and the spend section, each removable in one click. */
export function ActiveFilters({ orgId, search }: { orgId: string; search: SessionsIndexSearch }) {
  const active = (["attention", "repo", "day"] as const).flatMap((key) => {
    const text = words(key, search);
    return text ? [{ key, text }] : [];
  });
  if (active.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Text size="2" color="gray">
        Only:
      </Text>
      {active.map(({ key, text }) => (
        <Badge key={key} size="2" variant="soft" asChild>
          <Link
            to="/o/$orgId/sessions"
            params={{ orgId }}
            search={(prev: SessionsIndexSearch) => ({ ...prev, [key]: undefined })}
            aria-label={`${text}: remove this filter`}
          >
            {text} <Cross2Icon aria-hidden />
          </Link>
        </Badge>
      ))}
    </Flex>
  );
}
