import { ReloadIcon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, Flex, Text } from "@radix-ui/themes";
import { describeError } from "@/api/error-messages";
import { canRetry, canWithdraw, heldRemainingMs, type OutboxMessage, type OutboxState } from "../../outbox/outbox";
import { formatCountdown } from "../format";

const STATE: Record<OutboxState, { label: string; color: "gray" | "blue" | "green" | "amber" | "red" | "orange" }> = {
  sending: { label: "sending", color: "blue" },
  delivered: { label: "delivered", color: "green" },
  queued: { label: "queued", color: "amber" },
  withdrawing: { label: "withdrawing", color: "amber" },
  withdrawn: { label: "withdrawn", color: "gray" },
  held: { label: "held", color: "orange" },
  not_delivered: { label: "not delivered", color: "red" },
  failed: { label: "failed", color: "red" },
};

function preview(text: string): string {
  return text.length > 280 ? `${text.slice(0, 280)}…` : text;
}

export interface OutboxItemProps {
  message: OutboxMessage;
  now: number;
  onWithdraw: (localId: string) => void;
  onRetry: (localId: string) => void;
}

export function OutboxItem({ message, now, onWithdraw, onRetry }: OutboxItemProps) {
  const state = STATE[message.state];
  const remaining = heldRemainingMs(message, now);
  const failure = message.failure ? describeError(message.failure.error) : null;
  return (
    <Card size="1" asChild>
      <li
        aria-label={`Follow-up, ${state.label}`}
        data-state={message.state}
        data-client-message-id={message.clientMessageId}
      >
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge highContrast color={state.color} variant="soft">
              {state.label}
            </Badge>
            {message.options.queue && message.state !== "queued" && (
              <Badge highContrast variant="outline">
                queue mode
              </Badge>
            )}
            {message.attempts > 1 && (
              <Text size="1" color="gray">
                attempt {message.attempts}
              </Text>
            )}
            <Flex ml="auto" gap="2">
              {canWithdraw(message) && (
                <Button size="1" variant="soft" color="red" onClick={() => onWithdraw(message.localId)}>
                  <TrashIcon aria-hidden /> Withdraw
                </Button>
              )}
              {canRetry(message) && (
                <Button size="1" variant="soft" onClick={() => onRetry(message.localId)}>
                  <ReloadIcon aria-hidden /> Retry
                </Button>
              )}
            </Flex>
          </Flex>
          <Text size="2" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {preview(message.text)}
          </Text>
          {remaining !== null && (
            <Text size="1" color="orange" role="timer" aria-live="off">
              Held while the session's machine changes: delivered automatically if that settles within{" "}
              <strong>{formatCountdown(remaining)}</strong>, otherwise marked not delivered. Will not resend — do not
              send it again.
            </Text>
          )}
          {message.state === "not_delivered" && (
            <Text size="1" color="red">
              The machine change did not settle within 10 minutes; this message was not delivered. Will not resend.
            </Text>
          )}
          {failure && (
            <Text size="1" color="red" role="alert">
              {failure.title}: {failure.detail}
              {message.failure?.retryable ? " Retry sends the same message id, so it cannot arrive twice." : ""}
            </Text>
          )}
          {message.notice && (
            <Text size="1" color="amber" role="status">
              {message.notice}
            </Text>
          )}
        </Flex>
      </li>
    </Card>
  );
}
