import { Badge, Code, Flex, Text } from "@radix-ui/themes";
import type { SharedLink } from "@/api/types";
import { EmptyState } from "@/ui/empty-state";
import { RelativeTime } from "@/ui/relative-time";
import { type ResponsiveColumn, ResponsiveTable } from "@/ui/responsive-table";
import { msOf } from "@/ui/time";

export const NO_URL_NOTE = "The service never returns link URLs.";

function newestFirst(links: readonly SharedLink[]): SharedLink[] {
  // The service already answers newest first (spec §4.5); sorting again keeps that true for any source.
  return [...links].sort((a, b) => (msOf(b.created_at) ?? 0) - (msOf(a.created_at) ?? 0));
}

/** The shared links' columns, once for the table and the cards of a narrow screen. */
const LINK_COLUMNS: readonly ResponsiveColumn<SharedLink>[] = [
  {
    id: "label",
    header: "Label",
    rowHeader: true,
    cell: (link) => link.label || <Text color="gray">(no label)</Text>,
  },
  { id: "reference", header: "Reference", cell: (link) => <Code variant="ghost">{link.reference}</Code> },
  { id: "origin", header: "Origin", cell: (link) => link.origin },
  {
    id: "status",
    header: "Status",
    cell: (link) => (
      <Badge highContrast color={link.status === "active" ? "green" : "gray"}>
        {link.status}
      </Badge>
    ),
  },
  { id: "by", header: "Created by", cell: (link) => <Code variant="ghost">{link.created_by_user_id}</Code> },
  { id: "created", header: "Created", cell: (link) => <RelativeTime value={link.created_at} /> },
  { id: "opened", header: "Opened", cell: (link) => <RelativeTime value={link.opened_at} fallback="never" /> },
  { id: "revoked", header: "Revoked", cell: (link) => <RelativeTime value={link.revoked_at} fallback="—" /> },
  { id: "expires", header: "Expires", cell: (link) => <RelativeTime value={link.expires_at} fallback="never" /> },
];

/** Shared links of a session: metadata only. */
export function SharedLinksTable({ links }: { links: readonly SharedLink[] }) {
  if (links.length === 0) {
    return <EmptyState title="No shared links" description={`Nobody has shared this session yet. ${NO_URL_NOTE}`} />;
  }
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {NO_URL_NOTE} Each row is a link that was created; open it from where it was shared.
      </Text>
      <ResponsiveTable
        caption="Shared links"
        columns={LINK_COLUMNS}
        rows={newestFirst(links)}
        rowKey={(link, i) => link?.id ?? `#${i}`}
        rowWhat={(link, i) => `shared link ${link?.reference ?? i + 1}`}
        cardsBelow={820}
        size="1"
      />
    </Flex>
  );
}
