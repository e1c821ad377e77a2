import { Box, Dialog, Flex, Kbd, Text, VisuallyHidden } from "@radix-ui/themes";
import { Command } from "cmdk";
import { useState } from "react";
import { ErrorPanel } from "@/ui";
import { rankItems } from "./palette-items";
import { usePaletteItems } from "./use-palette-items";

export interface CommandPaletteProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Ctrl/Cmd+K: jump to an area, a session, a Machine, or run an action. cmdk gives the combobox
 * pattern (input with aria-activedescendant over a listbox); we rank ourselves (palette-items.ts).
 * Loaded lazily: nothing of it is in the first download.
 */
export default function CommandPalette({ orgId, open, onOpenChange }: CommandPaletteProps) {
  const [query, setQuery] = useState("");
  // Boxed: whatever was thrown (even undefined) still counts as a failure to show.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const close = () => {
    onOpenChange(false);
    setQuery("");
    setFailure(null);
  };
  const switchFailed = (error: unknown) => {
    setFailure({ error });
    // Closed with Esc while the switch was under way: the refusal still has to be seen.
    onOpenChange(true);
  };
  const items = usePaletteItems(orgId, query, close, switchFailed);
  const groups = rankItems(items, query);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setQuery("");
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Content maxWidth="560px" size="2" className="palette" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>Command palette</Dialog.Title>
        </VisuallyHidden>
        <Command label="Search commands" shouldFilter={false} loop>
          <Command.Input
            value={query}
            onValueChange={setQuery}
            placeholder="Go to an area, a session, a Machine, or run an action…"
            className="palette-input"
          />
          {failure ? (
            <Box mt="2">
              <ErrorPanel
                error={failure.error}
                context="The demo key was not switched: the previous key is still in use."
              />
            </Box>
          ) : null}
          <Command.List className="palette-list" label="Commands">
            {groups.length === 0 ? (
              <Box p="2" role="status">
                <Text size="2" color="gray">
                  Nothing matches “{query.trim()}”.
                </Text>
              </Box>
            ) : null}
            {groups.map(({ group, items: shown, more }) => (
              <Command.Group key={group} heading={group} className="palette-group">
                {shown.map((item) => (
                  <Command.Item key={item.id} value={item.id} onSelect={item.run} className="palette-item">
                    <Text size="2" truncate>
                      {item.label}
                    </Text>
                    {item.hint ? (
                      <Text size="1" color="gray" truncate ml="auto">
                        {item.hint}
                      </Text>
                    ) : null}
                  </Command.Item>
                ))}
                {more > 0 ? (
                  <Box px="2" py="1" aria-hidden>
                    <Text size="1" color="gray">
                      {more} more — keep typing to narrow
                    </Text>
                  </Box>
                ) : null}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
        <Flex gap="3" mt="2" justify="end" aria-hidden>
          <Text size="1" color="gray">
            <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move · <Kbd>Enter</Kbd> to open · <Kbd>Esc</Kbd> to close
          </Text>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
