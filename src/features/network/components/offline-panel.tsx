import { ReloadIcon, Share2Icon } from "@radix-ui/react-icons";
import { Button, Code, Flex, Text } from "@radix-ui/themes";
import { EmptyState } from "@/ui";
import { retryStatusText } from "../offline-retry";
import type { NetworkView } from "../queries";
import { useRetryClock } from "../use-retry-clock";

type Offline = Extract<NetworkView, { state: "offline" }>;

export interface OfflinePanelProps {
  view: Offline;
  /** A request is on its way (an automatic retry or "Try now"). */
  fetching: boolean;
  onTryNow: () => void;
}

/** 409 agent_network_offline: nobody's computer is online. Retries on its own and says when. */
export function OfflinePanel({ view, fetching, onTryNow }: OfflinePanelProps) {
  const { now, nextInS, hidden } = useRetryClock(view.triedAt + view.retryInMs);
  const status = retryStatusText({ now, triedAt: view.triedAt, nextInS, fetching, hidden });
  return (
    <EmptyState
      icon={<Share2Icon width={24} height={24} />}
      title="No member computer is online"
      description={
        <>
          The agent network is read through a member's computer, and none is online right now (
          <Code variant="ghost">409 {view.code}</Code>). This page keeps trying while it is open.
        </>
      }
    >
      <Flex direction="column" align="center" gap="2">
        <Text size="2" color="gray">
          {status}
        </Text>
        <Text size="1" color="gray">
          {view.attempts === 1 ? "Tried once" : `Tried ${view.attempts} times`} since it went offline.
        </Text>
        <Button variant="soft" onClick={onTryNow} loading={fetching}>
          <ReloadIcon aria-hidden /> Try now
        </Button>
      </Flex>
    </EmptyState>
  );
}
