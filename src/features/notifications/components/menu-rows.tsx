import { Cross2Icon } from "@radix-ui/react-icons";
import { Flex, IconButton, Link as RadixLink, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { sessionQueryOptions } from "@/features/sessions";
import { RelativeTime, StatusBadge } from "@/ui";
import { presentText } from "@/ui/readable";
import type { AlertKind } from "../notify-decision";
import type { UnseenAlert } from "../storage/alert-log";

export const PLAIN_LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

const KIND: Record<AlertKind, { label: string; tone: "gray" | "red" | "amber" }> = {
  finished: { label: "finished", tone: "gray" },
  error: { label: "failed", tone: "red" },
  action_required: { label: "needs you", tone: "amber" },
  stalled: { label: "possibly stuck", tone: "amber" },
};

function SessionLink({
  orgId,
  sessionId,
  title,
  onOpen,
}: {
  orgId: string;
  sessionId: string;
  title: string;
  onOpen: () => void;
}) {
  return (
    <RadixLink asChild size="2" truncate style={{ minWidth: 0 }}>
      <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId }} onClick={onOpen} title={sessionId}>
        {title}
      </Link>
    </RadixLink>
  );
}

/** The title this tab knows (a cached read or the recent list), else the id. */
function useTitle(orgId: string, sessionId: string, recentTitle: string | null) {
  // Cache only: the menu never reads the service itself (the watcher does, in the owning tab).
  const { data } = useQuery({ ...sessionQueryOptions(orgId, sessionId), enabled: false });
  return { title: presentText(data?.title) ?? (recentTitle || sessionId), status: data?.status ?? null };
}

export interface UnseenRowProps {
  orgId: string;
  alert: UnseenAlert;
  title: string | null;
  onOpen: () => void;
}

export function UnseenRow({ orgId, alert, title, onOpen }: UnseenRowProps) {
  const known = useTitle(orgId, alert.sessionId, title);
  const kind = KIND[alert.kind];
  return (
    <Flex asChild align="center" gap="2" py="1">
      <li>
        <StatusBadge value={kind.label} tone={kind.tone} />
        <SessionLink orgId={orgId} sessionId={alert.sessionId} title={known.title} onOpen={onOpen} />
        <Text size="1" color="gray" ml="auto" style={{ flexShrink: 0 }}>
          <RelativeTime value={new Date(alert.at).toISOString()} size="1" />
        </Text>
      </li>
    </Flex>
  );
}

export interface WatchedRowProps {
  orgId: string;
  sessionId: string;
  title: string | null;
  onOpen: () => void;
  onStop: () => void;
}

export function WatchedRow({ orgId, sessionId, title, onOpen, onStop }: WatchedRowProps) {
  const known = useTitle(orgId, sessionId, title);
  return (
    <Flex asChild align="center" gap="2" py="1">
      <li>
        <SessionLink orgId={orgId} sessionId={sessionId} title={known.title} onOpen={onOpen} />
        <Flex ml="auto" align="center" gap="2" style={{ flexShrink: 0 }}>
          {known.status ? <StatusBadge value={known.status} /> : null}
          <IconButton
            size="1"
            variant="ghost"
            color="gray"
            aria-label={`Stop notifying for ${known.title}`}
            onClick={onStop}
          >
            <Cross2Icon aria-hidden />
          </IconButton>
        </Flex>
      </li>
    </Flex>
  );
}
