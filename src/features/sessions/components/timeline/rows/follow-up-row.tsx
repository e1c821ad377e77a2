import { PersonIcon, ReloadIcon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Flex, Text } from "@radix-ui/themes";
import { describeError } from "@/api/error-messages";
import type { SessionMessage } from "@/api/types";
import { timestampMs } from "@/ui/relative-time-format";
import { formatClockTime, formatCountdown } from "../../../format";
import { canRetry, canWithdraw, heldRemainingMs, type OutboxMessage, type OutboxState } from "../../../outbox/outbox";

type Color = "gray" | "blue" | "green" | "amber" | "red" | "orange";

export const OUTBOX_STATE: Record<OutboxState, { label: string; color: Color }> = {
  sending: { label: "sending", color: "blue" },
  delivered: { label: "delivered", color: "green" },
  queued: { label: "queued", color: "amber" },
  withdrawing: { label: "withdrawing", color: "amber" },
  withdrawn: { label: "withdrawn", color: "gray" },
  held: { label: "held", color: "orange" },
  not_delivered: { label: "not delivered", color: "red" },
  failed: { label: "failed", color: "red" },
};

/** Your message in the flow: marked as yours (person icon, accent edge), whatever the agent's rows look like. */
function Bubble({
  label,
  badges,
  actions,
  children,
}: {
  label: string;
  badges: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Box py="2" px="3">
      <Box
        role="group"
        aria-label={label}
        py="2"
        px="3"
        style={{
          marginLeft: "auto",
          maxWidth: "min(720px, 100%)",
          background: "var(--accent-a3)",
          borderRadius: "var(--radius-3)",
          borderRight: "3px solid var(--accent-9)",
        }}
      >
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            {badges}
            <Flex ml="auto" gap="2" align="center">
              {actions}
            </Flex>
          </Flex>
          {children}
        </Flex>
      </Box>
    </Box>
  );
}

/** A long message scrolls in its box; the box takes focus so a keyboard can scroll it too (WCAG 2.1.1). */
function MessageText({ text }: { text: string }) {
  return (
    <Text
      as="div"
      size="2"
      tabIndex={0}
      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxHeight: "12em", overflowY: "auto" }}
    >
      {text}
    </Text>
  );
}

/** hh:mm:ss of a time the service sent; "—" when it is not a readable time (a drifted service). */
function clock(value: unknown): string {
  const at = timestampMs(value);
  return at === null ? "—" : formatClockTime(at);
}

export interface FollowUpRowProps {
  message: OutboxMessage;
  now: number;
  /** A queued message cannot be withdrawn while a turn runs (409 not_terminal): say so instead of offering it. */
  turnRunning: boolean;
  onWithdraw: (localId: string) => void;
  onRetry: (localId: string) => void;
}

/** A follow-up sent from this tab, where it was sent, with its delivery state and what can be done about it. */
export function FollowUpRow({ message, now, turnRunning, onWithdraw, onRetry }: FollowUpRowProps) {
  const state =
    message.acceptedAs === undefined ? OUTBOX_STATE[message.state] : { label: "accepted", color: "gray" as const };
  const remaining = heldRemainingMs(message, now);
  const failure = message.failure ? describeError(message.failure.error) : null;
  const withdrawable = canWithdraw(message);
  return (
    <Bubble
      label={`Follow-up, ${state.label}`}
      badges={
        <>
          <Text size="1" weight="bold">
            <PersonIcon aria-hidden style={{ verticalAlign: "-2px" }} /> You
          </Text>
          <Badge highContrast color={state.color} variant="soft" data-state={message.state}>
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
          <Text size="1" color="gray">
            {formatClockTime(message.createdAt)}
          </Text>
        </>
      }
      actions={
        <>
          {withdrawable && !turnRunning && (
            <Button size="1" variant="soft" color="red" onClick={() => onWithdraw(message.localId)}>
              <TrashIcon aria-hidden /> Withdraw
            </Button>
          )}
          {canRetry(message) && (
            <Button size="1" variant="soft" onClick={() => onRetry(message.localId)}>
              <ReloadIcon aria-hidden /> Retry
            </Button>
          )}
        </>
      }
    >
      <Box data-client-message-id={message.clientMessageId} data-state={message.state}>
        <MessageText text={message.text} />
      </Box>
      {message.acceptedAs !== undefined && (
        <Text size="1" color="gray">
          The service accepted it as “{message.acceptedAs}”, a delivery this dashboard does not know.
        </Text>
      )}
      {withdrawable && turnRunning && (
        <Text size="1" color="gray">
          Delivered when the current turn ends; can be withdrawn once the current turn ends.
        </Text>
      )}
      {remaining !== null && (
        <Text size="1" color="orange" role="timer" aria-live="off">
          Held while the session's machine changes: delivered automatically if that settles within{" "}
          <strong>{formatCountdown(remaining)}</strong>, otherwise marked not delivered. Will not resend — do not send
          it again.
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
    </Bubble>
  );
}

const REMOTE_STATE: Record<SessionMessage["delivery"], { label: string; color: Color }> = {
  delivered: { label: "delivered", color: "green" },
  queued: { label: "queued", color: "amber" },
  withdrawn: { label: "withdrawn", color: "gray" },
  held: { label: "held", color: "orange" },
  not_delivered: { label: "not delivered", color: "red" },
};

/** A follow-up this tab did not send (another tab, person or tool), from the service's messages list. */
export function RemoteFollowUpRow({ message }: { message: SessionMessage }) {
  const state = REMOTE_STATE[message.delivery] ?? { label: message.delivery, color: "gray" as const };
  return (
    <Bubble
      label={`Follow-up sent elsewhere, ${state.label}`}
      badges={
        <>
          <Text size="1" weight="bold">
            <PersonIcon aria-hidden style={{ verticalAlign: "-2px" }} /> Follow-up (sent elsewhere)
          </Text>
          <Badge highContrast color={state.color} variant="soft">
            {state.label}
          </Badge>
          <Text size="1" color="gray">
            {clock(message.created_at)}
          </Text>
        </>
      }
    >
      <MessageText text={message.text} />
    </Bubble>
  );
}
