import { Flex, Heading } from "@radix-ui/themes";
import type { OutboxMessage } from "../../outbox/outbox";
import { useNow } from "../use-now";
import { OutboxItem } from "./outbox-item";

interface OutboxListProps {
  messages: readonly OutboxMessage[];
  onWithdraw: (localId: string) => void;
  onRetry: (localId: string) => void;
}

/** Follow-ups sent from this tab, newest first, each with its delivery state. */
export function OutboxList({ messages, onWithdraw, onRetry }: OutboxListProps) {
  const ticking = messages.some((m) => m.state === "held");
  const now = useNow(ticking);
  if (messages.length === 0) return null;
  const ordered = [...messages].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <Flex direction="column" gap="2" mt="3">
      <Heading as="h3" size="2" id="outbox-heading">
        Sent follow-ups
      </Heading>
      <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: "none" }}>
        <ul aria-labelledby="outbox-heading">
          {ordered.map((message) => (
            <OutboxItem key={message.localId} message={message} now={now} onWithdraw={onWithdraw} onRetry={onRetry} />
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
