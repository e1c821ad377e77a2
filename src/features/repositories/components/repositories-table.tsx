import { TrashIcon } from "@radix-ui/react-icons";
import { Badge, Code, Flex, IconButton, Table, Text } from "@radix-ui/themes";
import type { IndexedRepository } from "@/api/types";
import { RelativeTime, RowBoundary, StatusBadge } from "@/ui";

export interface RepositoriesTableProps {
  items: readonly IndexedRepository[];
  total: number;
  /** Fills the delete form with this repository; absent when the key cannot delete branches. */
  onPickForDelete?: (fullName: string) => void;
}

export function RepositoriesTable({ items, total, onPickForDelete }: RepositoriesTableProps) {
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
          {items.map((repo, i) => (
            <RowBoundary key={repo?.repo_id ?? `#${i}`} what={`repository ${repo?.full_name ?? i + 1}`} columns={4}>
              <RepositoryRow repo={repo} onPickForDelete={onPickForDelete} />
            </RowBoundary>
          ))}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="1" color="gray" mt="2">
        Showing {items.length} of {total} indexed {total === 1 ? "repository" : "repositories"}.
      </Text>
    </>
  );
}

function RepositoryRow({
  repo,
  onPickForDelete,
}: {
  repo: IndexedRepository;
  onPickForDelete?: (fullName: string) => void;
}) {
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <Flex align="center" gap="3" justify="between">
          <Code variant="ghost" weight="medium">
            {repo.full_name}
          </Code>
          {onPickForDelete ? (
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={`Delete a branch of ${repo.full_name}`}
              title={`Delete a branch of ${repo.full_name}`}
              onClick={() => onPickForDelete(repo.full_name)}
            >
              <TrashIcon aria-hidden />
            </IconButton>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <StatusBadge value={repo.indexing_status} />
      </Table.Cell>
      <Table.Cell>
        <Badge variant="soft" highContrast color={repo.has_wiki ? "green" : "gray"}>
          {repo.has_wiki ? "has wiki" : "no wiki"}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <RelativeTime value={repo.last_indexed_at} fallback="never" />
      </Table.Cell>
    </Table.Row>
  );
}
