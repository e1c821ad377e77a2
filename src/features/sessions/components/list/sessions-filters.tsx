import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Flex, Select, TextField } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { OUTCOMES, SESSION_STATUSES } from "@/api/limits";
import type { SessionsIndexSearch } from "../../search-schema";

const ALL = "all";
const SEARCH_DEBOUNCE_MS = 300;

interface SessionsFiltersProps {
  search: SessionsIndexSearch;
  onChange: (patch: Partial<SessionsIndexSearch>) => void;
}

export function SessionsFilters({ search, onChange }: SessionsFiltersProps) {
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);
  useEffect(() => {
    const next = text.trim() === "" ? undefined : text.trim();
    if (next === search.q) return;
    const timer = setTimeout(() => onChange({ q: next }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  return (
    <Flex gap="2" wrap="wrap" align="center" role="search" aria-label="Filter sessions">
      <TextField.Root
        type="search"
        aria-label="Search by title or repository"
        placeholder="Search title or repository"
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ minWidth: 220 }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
      </TextField.Root>
      <Select.Root
        value={search.status ?? ALL}
        onValueChange={(value) =>
          onChange({ status: value === ALL ? undefined : (value as SessionsIndexSearch["status"]) })
        }
      >
        <Select.Trigger aria-label="Status" />
        <Select.Content>
          <Select.Item value={ALL}>Any status</Select.Item>
          {SESSION_STATUSES.map((status) => (
            <Select.Item key={status} value={status}>
              {status}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Select.Root
        value={search.outcome ?? ALL}
        onValueChange={(value) =>
          onChange({ outcome: value === ALL ? undefined : (value as SessionsIndexSearch["outcome"]) })
        }
      >
        <Select.Trigger aria-label="Outcome" />
        <Select.Content>
          <Select.Item value={ALL}>Any outcome</Select.Item>
          {OUTCOMES.map((outcome) => (
            <Select.Item key={outcome} value={outcome}>
              {outcome.replace("_", " ")}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
