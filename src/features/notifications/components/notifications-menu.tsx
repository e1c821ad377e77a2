import { BellIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Flex, Heading, IconButton, Popover, Separator, Text } from "@radix-ui/themes";
import { useState } from "react";
import { useRecentSessions } from "@/features/sessions";
import { useUnseenAlerts } from "../hooks/use-unseen-alerts";
import { useWatchList } from "../hooks/use-watch-list";
import { clearUnseen } from "../storage/alert-log";
import { PLAIN_LIST, UnseenRow, WatchedRow } from "./menu-rows";
import { PermissionLine } from "./permission-line";
import { StallSettings } from "./stall-settings";

/**
 * The top bar's bell: how many alerts are unseen, and a popover listing them (each opens its session),
 * the watched sessions (each can be stopped) and whether desktop alerts can show.
 */
export function NotificationsMenu({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const { ids, unwatch } = useWatchList(orgId);
  const unseen = useUnseenAlerts(orgId);
  const recents = useRecentSessions(orgId).items;
  const titleOf = (sessionId: string) => recents.find((r) => r.sessionId === sessionId)?.title || null;
  const close = () => setOpen(false);
  const label = unseen.length > 0 ? `Notifications, ${unseen.length} new` : "Notifications";

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={label} style={{ position: "relative" }}>
          <BellIcon aria-hidden width={18} height={18} />
          {unseen.length > 0 ? (
            <Badge
              aria-hidden
              size="1"
              variant="solid"
              color="red"
              radius="full"
              style={{ position: "absolute", top: -6, right: -8, padding: "0 5px" }}
            >
              {unseen.length > 9 ? "9+" : unseen.length}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Popover.Content size="2" width="360px" maxWidth="calc(100vw - 16px)" aria-label="Notifications">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            Notifications
          </Heading>
          <PermissionLine />
          {unseen.length > 0 ? (
            <Box>
              <Flex align="center" justify="between" mb="1">
                <Text size="1" weight="bold" color="gray">
                  New
                </Text>
                <Button size="1" variant="ghost" color="gray" onClick={() => clearUnseen(orgId, null)}>
                  Mark all seen
                </Button>
              </Flex>
              <ul style={PLAIN_LIST} aria-label="New alerts">
                {unseen.map((alert) => (
                  <UnseenRow
                    key={alert.tag}
                    orgId={orgId}
                    alert={alert}
                    title={titleOf(alert.sessionId)}
                    onOpen={close}
                  />
                ))}
              </ul>
            </Box>
          ) : null}
          {unseen.length > 0 ? <Separator size="4" /> : null}
          <Box>
            <Text size="1" weight="bold" color="gray" as="p" mb="1">
              Watching
            </Text>
            {ids.length === 0 ? (
              <Text size="2" color="gray" as="p">
                No sessions yet. Turn on “Notify me” on a session to get an alert when it finishes, fails or needs you.
              </Text>
            ) : (
              <ul style={PLAIN_LIST} aria-label="Watched sessions">
                {[...ids].reverse().map((sessionId) => (
                  <WatchedRow
                    key={sessionId}
                    orgId={orgId}
                    sessionId={sessionId}
                    title={titleOf(sessionId)}
                    onOpen={close}
                    onStop={() => unwatch(sessionId)}
                  />
                ))}
              </ul>
            )}
          </Box>
          <Separator size="4" />
          <StallSettings />
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
