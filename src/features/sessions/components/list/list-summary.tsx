import { Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Flex, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { totalsOf } from "../../triage/triage";
import type { SessionsIndexSearch } from "../search-schema";
import { ATTENTION_LABELS } from "./needs-attention";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "12 sessions · $34.20 total cost (2 without a reported cost)" for what the filters keep. */
export function TotalsLine({
  rows,
  loadingMore,
  capped,
}: {
  rows: readonly Session[];
  loadingMore: boolean;
  capped: boolean;
}) {
  const totals = totalsOf(rows);
  const missing =
    totals.costMissing > 0
      ? ` (${totals.costMissing} ${totals.costMissing === 1 ? "session reports" : "sessions report"} no cost)`
      : "";
  return (
    <Text as="p" size="2" aria-live="polite">
      <Text weight="bold">{totals.sessions.toLocaleString("en-US")}</Text>{" "}
      {totals.sessions === 1 ? "session" : "sessions"} · <Text weight="bold">{USD.format(totals.cost)}</Text> total cost
      {missing}
      {loadingMore ? " · reading more of the list…" : capped ? " · of the newest listed sessions" : ""}
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
