import { ChevronDownIcon, ChevronUpIcon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Box, Checkbox, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { type KeyboardEvent, memo, type ReactNode } from "react";
import { FILTER_TYPES, type FilterType } from "../../timeline-model/timeline-rows";

const FILTER_LABEL: Record<FilterType, string> = {
  assistant: "Assistant",
  reasoning: "Reasoning",
  tool: "Tools",
  status: "Status",
  debug: "Debug",
};

interface TimelineToolbarProps {
  types: readonly FilterType[];
  onTypesChange: (types: FilterType[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
  matchCount: number;
  /** The typed query is still being searched (the count shown belongs to the previous one). */
  searching?: boolean;
  /** Not every event is read: "No matches" would claim the whole session. */
  readSoFar?: boolean;
  /** 0-based index of the current match, -1 when none is selected. */
  matchIndex: number;
  onNext: () => void;
  onPrev: () => void;
  status: ReactNode;
  /** Diagnostic kinds reach only owner/admin keys with sessions:debug; others get no Debug filter at all. */
  canDebug: boolean;
  /** The timeline tools (tool, errors only, concise), when offered. */
  tools?: ReactNode;
}

function TimelineToolbarView(props: TimelineToolbarProps) {
  const { types, onTypesChange, query, onQueryChange, matchCount, matchIndex, onNext, onPrev, status, canDebug } =
    props;
  const offered = canDebug ? FILTER_TYPES : FILTER_TYPES.filter((type) => type !== "debug");
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (e.shiftKey) onPrev();
    else onNext();
  };
  const hasQuery = query.trim() !== "";
  return (
    <Flex gap="3" align="center" wrap="wrap" py="2">
      <Flex gap="3" align="center" wrap="wrap" role="group" aria-label="Show event types">
        {offered.map((type) => (
          <Text as="label" size="1" key={type}>
            <Flex gap="1" align="center">
              {/* Named on the control itself, not only by the wrapping label (some checkers read only that). */}
              <Checkbox
                size="1"
                aria-label={FILTER_LABEL[type]}
                checked={types.includes(type)}
                onCheckedChange={(checked) =>
                  onTypesChange(FILTER_TYPES.filter((t) => (t === type ? checked === true : types.includes(t))))
                }
              />
              {FILTER_LABEL[type]}
            </Flex>
          </Text>
        ))}
      </Flex>
      {props.tools}
      <Flex gap="1" align="center">
        <Box width={{ initial: "9.5rem", sm: "13rem" }}>
          <TextField.Root
            size="1"
            type="search"
            placeholder="Find in timeline"
            aria-label="Find in timeline"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            onKeyDown={onKeyDown}
          >
            <TextField.Slot>
              <MagnifyingGlassIcon />
            </TextField.Slot>
          </TextField.Root>
        </Box>
        <Text
          id="timeline-find-count"
          size="1"
          color="gray"
          aria-live="polite"
          style={{ minWidth: hasQuery ? "5.5em" : 0 }}
        >
          {!hasQuery
            ? ""
            : props.searching
              ? "Searching…"
              : matchCount === 0
                ? props.readSoFar
                  ? "No matches in the events read so far"
                  : "No matches"
                : matchIndex < 0
                  ? `${matchCount} ${matchCount === 1 ? "match" : "matches"}`
                  : `${matchIndex + 1} of ${matchCount}`}
        </Text>
        <IconButton size="1" variant="soft" aria-label="Previous match" onClick={onPrev} disabled={matchCount === 0}>
          <ChevronUpIcon />
        </IconButton>
        <IconButton size="1" variant="soft" aria-label="Next match" onClick={onNext} disabled={matchCount === 0}>
          <ChevronDownIcon />
        </IconButton>
      </Flex>
      <Flex ml="auto">{status}</Flex>
    </Flex>
  );
}

// Named for the render-count tests (names are minified away in the build).
TimelineToolbarView.displayName = "TimelineToolbar";

/** Memoized: the timeline re-renders on every live page, and the filters' controls would with it. */
export const TimelineToolbar = memo(TimelineToolbarView);
