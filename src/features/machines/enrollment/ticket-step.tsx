import { Button, Callout, Card, Code, DataList, Flex, Progress, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { LIMITS } from "@/api/limits";
import type { EnrollmentTicket } from "@/api/types";
import { formatUtc, RelativeTime, useCountdown } from "@/ui";
import { secondsLeft } from "./create-ticket";
import { TicketCopyButton } from "./ticket-copy-button";

/** The answer with the secret split off, so expiry can drop it and keep the rest. */
export type IssuedTicket = Omit<EnrollmentTicket, "enrollment_ticket"> & { secret: string | null };

export function splitTicket({ enrollment_ticket, ...rest }: EnrollmentTicket): IssuedTicket {
  return { ...rest, secret: enrollment_ticket };
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

interface TicketStepProps {
  issued: IssuedTicket;
  /** Drops the secret (the wizard holds it); called once the countdown reaches 0. */
  onExpired: () => void;
  onIssueAgain: () => void;
}

/**
 * The ticket, shown once. The countdown runs from expires_at against this browser's clock, capped
 * at the ticket's 120-second lifetime so a skewed clock cannot promise more time than exists.
 */
export function TicketBody({ issued, onExpired, onIssueAgain }: TicketStepProps) {
  const [startS] = useState(() => secondsLeft(issued.expires_at, Date.now(), LIMITS.enrollmentTicketLifetimeS));
  const left = useCountdown(startS) ?? 0;
  const expired = left <= 0 || issued.secret === null;

  const issueAgainRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (left > 0) return;
    onExpired();
    // The copy button the keyboard may have been on is gone; land on what can be done next.
    // (Radix moves focus from a removed element to the dialog itself, a browser to the body.)
    const active = document.activeElement;
    if (active === null || active === document.body || active.getAttribute("role") === "dialog") {
      issueAgainRef.current?.focus();
    }
  }, [left, onExpired]);

  return (
    <Flex direction="column" gap="3">
      {!expired && issued.secret ? (
        <>
          <Text as="p" size="2">
            Give this ticket to the worker now. It is shown only here and only until you close this dialog, and it works
            once.
          </Text>
          <Card>
            <Flex direction="column" gap="3">
              <Flex direction="column" gap="1">
                <Text size="1" color="gray">
                  Enrollment ticket
                </Text>
                <Code size="3" variant="ghost" style={{ wordBreak: "break-all" }}>
                  {issued.secret}
                </Code>
              </Flex>
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <TicketCopyButton ticket={issued.secret} />
                <Text size="2" role="timer">
                  Expires in {clock(left)}
                </Text>
              </Flex>
              <Progress
                value={(left / LIMITS.enrollmentTicketLifetimeS) * 100}
                color={left <= 30 ? "amber" : undefined}
                aria-label="Time left on the ticket"
              />
            </Flex>
          </Card>
        </>
      ) : (
        <Callout.Root color="gray" role="status">
          <Callout.Text>
            <Text weight="bold">Ticket expired.</Text> Its {LIMITS.enrollmentTicketLifetimeS} seconds are over, so it no
            longer works and is gone from this page. If the worker did not redeem it in time, issue a new one.
          </Callout.Text>
          <Flex mt="2">
            <Button ref={issueAgainRef} type="button" size="1" variant="soft" onClick={onIssueAgain}>
              Issue a new ticket
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {expired ? null : (
        <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label minWidth="140px">Machine</DataList.Label>
            <DataList.Value>
              <Code>{issued.machine_name}</Code>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Worker</DataList.Label>
            <DataList.Value>
              {issued.device_kind}, {issued.lifecycle}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Enrollment ends</DataList.Label>
            <DataList.Value>
              {/* One inline run: DataList.Value is a flex box and would split the parts into columns. */}
              <span>
                {formatUtc(issued.device_expires_at)}{" "}
                <Text color="gray">
                  (<RelativeTime value={issued.device_expires_at} />)
                </Text>
              </span>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      )}
    </Flex>
  );
}
