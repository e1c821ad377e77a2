import { Flex, Select } from "@radix-ui/themes";
import type { SessionsIndexSearch } from "../../search-schema";
import { SORT_KEYS, type SortDir, type SortKey } from "../../triage/sort";
import { HEADERS } from "./session-columns";

const LABELS: Record<SortKey, string> = { ...HEADERS, title: "Title" };
const LIST_ORDER = "list";

/** Sort by any column from one control: what the cards use on a phone, and the table's headers mirror. */
export function SortControl({
  search,
  onChange,
}: {
  search: SessionsIndexSearch;
  onChange: (patch: Partial<SessionsIndexSearch>) => void;
}) {
  const dir: SortDir = search.dir ?? "desc";
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Select.Root
        value={search.sort ?? LIST_ORDER}
        onValueChange={(value) =>
          onChange(value === LIST_ORDER ? { sort: undefined, dir: undefined } : { sort: value as SortKey })
        }
      >
        <Select.Trigger aria-label="Sort by" />
        <Select.Content>
          <Select.Item value={LIST_ORDER}>Newest first (list order)</Select.Item>
          {SORT_KEYS.map((key) => (
            <Select.Item key={key} value={key}>
              Sort by {LABELS[key].toLowerCase()}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {search.sort && (
        <Select.Root value={dir} onValueChange={(value) => onChange({ dir: value as SortDir })}>
          <Select.Trigger aria-label="Sort direction" />
          <Select.Content>
            <Select.Item value="desc">Descending</Select.Item>
            <Select.Item value="asc">Ascending</Select.Item>
          </Select.Content>
        </Select.Root>
      )}
    </Flex>
  );
}
