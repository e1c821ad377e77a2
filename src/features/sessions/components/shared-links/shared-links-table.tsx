import { Badge, Code, Flex, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import type { SharedLink } from "@/api/types";
import { EmptyState } from "@/ui/empty-state";
import { RelativeTime } from "@/ui/relative-time";

export const NO_URL_NOTE = "The service never returns link URLs.";

function newestFirst(links: readonly SharedLink[]): SharedLink[] {
  // The service already answers newest first (spec §4.5); sorting again keeps that true for any source.
  return [...links].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

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
      <Table.Root variant="surface" size="1" style={{ overflowX: "auto" }}>
        {/* Radix puts props on a wrapper div; the caption names the table itself. */}
        <VisuallyHidden asChild>
          <caption>Shared links</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Label</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Reference</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Origin</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Created by</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Opened</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Revoked</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Expires</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {newestFirst(links).map((link) => (
            <Table.Row key={link.id}>
              <Table.RowHeaderCell>{link.label || <Text color="gray">(no label)</Text>}</Table.RowHeaderCell>
              <Table.Cell>
                <Code variant="ghost">{link.reference}</Code>
              </Table.Cell>
              <Table.Cell>{link.origin}</Table.Cell>
              <Table.Cell>
                <Badge highContrast color={link.status === "active" ? "green" : "gray"}>
                  {link.status}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Code variant="ghost">{link.created_by_user_id}</Code>
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={link.created_at} />
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={link.opened_at} fallback="never" />
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={link.revoked_at} fallback="—" />
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={link.expires_at} fallback="never" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
