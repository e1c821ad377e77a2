import { ArchiveIcon } from "@radix-ui/react-icons";
import { Badge, Code, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { IndexedRepository } from "@/api/types";
import { EmptyState, PageHeader, QueryState, RelativeTime, StatusBadge } from "@/ui";
import { indexedRepositoriesQueryOptions } from "../queries";

export function RepositoriesPage({ orgId }: { orgId: string }) {
  const query = useQuery(indexedRepositoriesQueryOptions(orgId));
  return (
    <>
      <PageHeader title="Repositories" description="Repositories indexed for wiki generation and code understanding." />
      <QueryState
        query={query}
        loadingLabel="Loading repositories"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<ArchiveIcon width={24} height={24} />}
            title="No indexed repositories"
            description="Repositories appear here once they are connected and queued for indexing."
          />
        }
      >
        {(data) => <RepositoriesTable items={data.items} total={data.total} />}
      </QueryState>
    </>
  );
}

function RepositoriesTable({ items, total }: { items: readonly IndexedRepository[]; total: number }) {
  return (
    <>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Repository</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Indexing</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Wiki</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Last indexed</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((repo) => (
            <Table.Row key={repo.repo_id} align="center">
              <Table.RowHeaderCell>
                <Code variant="ghost" weight="medium">
                  {repo.full_name}
                </Code>
              </Table.RowHeaderCell>
              <Table.Cell>
                <StatusBadge value={repo.indexing_status} />
              </Table.Cell>
              <Table.Cell>
                <Badge variant="soft" color={repo.has_wiki ? "green" : "gray"}>
                  {repo.has_wiki ? "has wiki" : "no wiki"}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={repo.last_indexed_at} fallback="never" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="1" color="gray" mt="2">
        Showing {items.length} of {total} indexed {total === 1 ? "repository" : "repositories"}.
      </Text>
    </>
  );
}
