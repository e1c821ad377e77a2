import { BellIcon } from "@radix-ui/react-icons";
import { Box, Button, Flex, Popover, Text } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import { usePageCommand } from "@/ui";
import { startWatching } from "../announce";
import { permissionText } from "../desktop-notify";
import { useWatchList } from "../hooks/use-watch-list";

const ANCHOR = { position: "absolute", inset: 0, pointerEvents: "none" } as const;

export interface NotifyToggleProps {
  orgId: string;
  /** The stable session id (never an attempt alias). */
  sessionId: string;
}

/**
 * "Notify me" on the session header: a toggle button (aria-pressed) that watches the session for the
 * watcher in the app shell. Turning it on asks for desktop notifications (only here, on the user's click);
 * when the browser cannot or will not show them, a popover says so and what still works (the tab badge).
 * Also offered in the command palette.
 */
export function NotifyToggle({ orgId, sessionId }: NotifyToggleProps) {
  const list = useWatchList(orgId);
  const watched = list.isWatched(sessionId);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (watched) {
      list.unwatch(sessionId);
      setNote(null);
      return;
    }
    void startWatching(orgId, sessionId).then((permission) => setNote(permissionText(permission)));
  };
  usePageCommand({
    id: "session:notify",
    label: watched ? "Stop notifying" : "Notify me when this session finishes",
    hint: watched ? "No more alerts for this session" : "Desktop alert and tab badge when it ends, fails or needs you",
    run: toggle,
  });

  return (
    <Popover.Root open={note !== null} onOpenChange={(open) => !open && setNote(null)}>
      <Box position="relative" display="inline-block">
        <Button
          ref={button}
          size="1"
          variant={watched ? "solid" : "soft"}
          color={watched ? undefined : "gray"}
          aria-pressed={watched}
          aria-describedby={note ? noteId : undefined}
          title={watched ? "You get an alert when this session ends, fails or needs you" : undefined}
          onClick={toggle}
        >
          <BellIcon aria-hidden />
          Notify me
        </Button>
        {/* Radix Themes' Popover.Anchor drops its children: an empty anchor laid over the button instead. */}
        <Popover.Anchor style={ANCHOR} />
      </Box>
      <Popover.Content
        size="1"
        maxWidth="320px"
        aria-label="Desktop alerts"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Back to the toggle, unless the user has already moved on (e.g. opened another menu).
          if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
        }}
      >
        <Flex direction="column" gap="2">
          <Text size="2" id={noteId}>
            {note}
          </Text>
          <Popover.Close>
            <Button size="1" variant="soft" color="gray">
              Got it
            </Button>
          </Popover.Close>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
