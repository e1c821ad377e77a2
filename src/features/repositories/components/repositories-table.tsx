import { TrashIcon } from "@radix-ui/react-icons";
import { Badge, Code, Flex, IconButton, Text } from "@radix-ui/themes";
import type { IndexedRepository } from "@/api/types";
import {
  countLine,
  flagWords,
  NOT_REPORTED,
  RelativeTime,
  type ResponsiveColumn,
  ResponsiveTable,
  StatusBadge,
} from "@/ui";

export interface RepositoriesTableProps {
  items: readonly IndexedRepository[];
  total: number;
  /** Fills the delete form with this repository; absent when the key cannot delete branches. */
  onPickForDelete?: (fullName: string) => void;
}

export function RepositoriesTable({ items, total, onPickForDelete }: RepositoriesTableProps) {
  return (
    <>
      <ResponsiveTable
        caption="Indexed repositories"
        columns={repositoryColumns(onPickForDelete)}
        rows={items}
        rowKey={(repo, i) => repo?.repo_id ?? `#${i}`}
        rowWhat={(repo, i) => `repository ${repo?.full_name ?? i + 1}`}
        cardsBelow={520}
      />
      <Text as="p" size="1" color="gray" mt="2">
        {countLine(items.length, total, "indexed repository", "indexed repositories")}
      </Text>
    </>
  );
}

/** The repositories' columns, once for the table and the cards of a narrow screen. */
function repositoryColumns(onPickForDelete?: (fullName: string) => void): ResponsiveColumn<IndexedRepository>[] {
  return [
    {
      id: "repository",
      header: "Repository",
      rowHeader: true,
      cell: (repo) => (
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
      ),
    },
    { id: "indexing", header: "Indexing", cell: (repo) => <StatusBadge value={repo.indexing_status} /> },
    {
      id: "wiki",
      header: "Wiki",
      cell: (repo) => {
        const wiki = flagWords(repo.has_wiki, "has wiki", "no wiki");
        return (
          <Badge variant="soft" highContrast color={wiki.on ? "green" : "gray"}>
            {wiki.text}
          </Badge>
        );
      },
    },
    {
      id: "last-indexed",
      header: "Last indexed",
      // null is the service saying "never"; a field it left out is not reported.
      cell: (repo) => (
        <RelativeTime value={repo.last_indexed_at} fallback={repo.last_indexed_at === null ? "never" : NOT_REPORTED} />
      ),
    },
  ];
}
