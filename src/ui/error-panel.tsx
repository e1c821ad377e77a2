import { ExclamationTriangleIcon, LockClosedIcon, ReloadIcon } from "@radix-ui/react-icons";
import { Button, Callout, Code, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useSyncExternalStore } from "react";
import { describeError } from "@/api/error-messages";
import { isApiError } from "@/api/errors";
import { currentKeyKind, subscribeKeyKind } from "@/api/key-kind";
import { useCountdown } from "./clock";
import { CopyButton } from "./copy-button";

export interface ErrorPanelProps {
  error: unknown;
  /** Shows "Try again" (refetch, router.invalidate, …). */
  onRetry?: () => void;
  /** A 401 offers "Reconnect" (to /connect); false where the panel already sits on the connect form. */
  reconnectLink?: boolean;
  /** One more sentence on what the failure means where it is shown (e.g. that older data stays below). */
  context?: string;
}

/** Answers that a retry cannot change: a new key, a new scope or nothing at all is needed. */
const FINAL_STATUSES = new Set([401, 403, 410]);

type CalloutColor = "red" | "amber" | "gray" | "orange";

function colorFor(status: number): CalloutColor {
  if (status === 401 || status === 403 || status === 429) return "amber";
  if (status === 410) return "gray";
  if (status === 503) return "orange";
  return "red";
}

/** describeError marks names with backticks ("lacks `org:write`"); show those as code. */
function withCode(text: string): ReactNode[] {
  // Odd indexes are the captured names; a given text always splits the same way.
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the split of a fixed string is stable
      <Code key={i} highContrast>
        {part}
      </Code>
    ) : (
      part
    ),
  );
}

/**
 * The one way the app shows a failed request. Text comes from describeError
 * (the single code → words table); this component only adds the actions each
 * status calls for.
 */
export function ErrorPanel({ error, onRetry, reconnectLink = true, context }: ErrorPanelProps) {
  // Re-render when the connection learns what the key is: describeError words a 403 for it.
  useSyncExternalStore(subscribeKeyKind, currentKeyKind, currentKeyKind);
  const info = describeError(error);
  const requestId = isApiError(error) ? error.requestId : null;
  const waitS = useCountdown(info.status === 429 ? info.retryAfterS : null);
  const Icon = info.status === 401 || info.status === 403 ? LockClosedIcon : ExclamationTriangleIcon;

  return (
    <Callout.Root color={colorFor(info.status)} highContrast role="alert" variant="surface">
      <Callout.Icon>
        <Icon aria-hidden />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Text as="p" weight="bold">
          {info.title}
        </Text>
        {info.detail ? <Text as="p">{withCode(info.detail)}</Text> : null}
        {context ? <Text as="p">{context}</Text> : null}
        {info.status === 503 ? (
          <Text as="p" size="2">
            Disabled by the service: <Code>{info.code}</Code>
          </Text>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          {info.status === 401 && reconnectLink ? (
            <RadixLink asChild weight="medium">
              <Link to="/connect">Reconnect</Link>
            </RadixLink>
          ) : null}
          {onRetry && !FINAL_STATUSES.has(info.status) ? (
            <Button size="1" variant="soft" onClick={onRetry} disabled={waitS !== null && waitS > 0}>
              <ReloadIcon aria-hidden /> {waitS ? `Try again (${waitS} s)` : "Try again"}
            </Button>
          ) : null}
          {requestId ? (
            <Flex align="center" gap="1">
              <Text size="1" color="gray">
                Request id <Code variant="ghost">{requestId}</Code>
              </Text>
              <CopyButton label="request id" value={requestId} />
            </Flex>
          ) : null}
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
