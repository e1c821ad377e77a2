import { ReloadIcon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { formatCountdown } from "../../format";
import { canRetry, canWithdraw, heldRemainingMs, type OutboxMessage } from "../../outbox/outbox";
import { OUTBOX_STATE } from "../timeline/rows/follow-up-row";

const WAITING = new Set(["sending", "queued", "withdrawing", "held", "failed"]);

/**
 * Your follow-ups that still wait for something (sending, queued, held with its countdown, failed),
 * docked above the composer so they stay in sight while you read back through the timeline.
 */
export function PendingStrip({
  messages,
  now,
  turnRunning,
  onWithdraw,
  onRetry,
}: {
  messages: readonly OutboxMessage[];
  now: number;
  turnRunning: boolean;
  onWithdraw: (localId: string) => void;
  onRetry: (localId: string) => void;
}) {
  const waiting = messages.filter((m) => WAITING.has(m.state));
  if (waiting.length === 0) return null;
  return (
    <Flex
      asChild
      direction="column"
      gap="1"
      m="0"
      p="0"
      style={{ listStyle: "none", maxHeight: "9em", overflowY: "auto" }}
    >
      <ul aria-label="Follow-ups waiting">
        {waiting.map((m) => {
          const state = OUTBOX_STATE[m.state];
          const remaining = heldRemainingMs(m, now);
          return (
            <Flex asChild key={m.localId} gap="2" align="center">
              <li>
                <Badge highContrast color={state.color} variant="soft">
                  {state.label}
                </Badge>
                {remaining !== null && (
                  <Text size="1" color="orange" role="timer" aria-label="Held, time left">
                    {formatCountdown(remaining)}
                  </Text>
                )}
                <Text size="1" color="gray" truncate style={{ minWidth: 0, flex: 1 }}>
                  {m.text}
                </Text>
                {canWithdraw(m) &&
                  (turnRunning ? (
                    <Text size="1" color="gray">
                      can be withdrawn once the current turn ends
                    </Text>
                  ) : (
                    <Button size="1" variant="ghost" color="red" onClick={() => onWithdraw(m.localId)}>
                      <TrashIcon aria-hidden /> Withdraw
                    </Button>
                  ))}
                {canRetry(m) && (
                  <Button size="1" variant="ghost" onClick={() => onRetry(m.localId)}>
                    <ReloadIcon aria-hidden /> Retry
                  </Button>
                )}
              </li>
            </Flex>
          );
        })}
      </ul>
    </Flex>
  );
}
