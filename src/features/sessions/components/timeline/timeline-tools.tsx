import { Checkbox, Flex, Select, Text } from "@radix-ui/themes";
import type { RowFilter } from "../../timeline-model/row-filter";

/**
 * The timeline tools beside the type filter: one tool (from the tools seen so far), errors only, and
 * concise rows. Every choice is a search param (the session page owns them), so a link opens the same view.
 * A tool named in a link but not seen (yet) stays offered, so the choice shows while history loads.
 */
export interface TimelineToolsProps {
  tools: readonly string[];
  filter: RowFilter;
  onFilterChange: (filter: RowFilter) => void;
  concise: boolean;
  onConciseChange: (concise: boolean) => void;
}

const ALL = "\u0000all";

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Text as="label" size="1">
      <Flex gap="1" align="center">
        <Checkbox size="1" aria-label={label} checked={checked} onCheckedChange={(on) => onChange(on === true)} />
        {label}
      </Flex>
    </Text>
  );
}

export function TimelineTools({ tools, filter, onFilterChange, concise, onConciseChange }: TimelineToolsProps) {
  const offered = filter.tool !== null && !tools.includes(filter.tool) ? [...tools, filter.tool] : tools;
  return (
    <Flex gap="3" align="center" wrap="wrap" role="group" aria-label="Timeline tools">
      <Select.Root
        size="1"
        value={filter.tool ?? ALL}
        onValueChange={(value) => onFilterChange({ ...filter, tool: value === ALL ? null : value })}
      >
        <Select.Trigger aria-label="Show calls of tool" />
        <Select.Content>
          <Select.Item value={ALL}>All tools</Select.Item>
          {offered.map((tool) => (
            <Select.Item key={tool} value={tool}>
              {tool}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Toggle
        label="Errors only"
        checked={filter.errorsOnly}
        onChange={(errorsOnly) => onFilterChange({ ...filter, errorsOnly })}
      />
      <Toggle label="Concise" checked={concise} onChange={onConciseChange} />
    </Flex>
  );
}
