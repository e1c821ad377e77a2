import { ChevronDownIcon, ChevronUpIcon, ExternalLinkIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Card, Code, DataList, Flex, Grid, Heading, Link, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useState } from "react";
import type { Session } from "@/api/types";
import { CopyButton } from "@/ui/copy-button";
import { PlacementFields } from "./fields-placement";
import { RunFields } from "./fields-run";
import { ContextGauge, UsageFields } from "./fields-usage";
import { HIDDEN_TEXT } from "./hidden-value";
import { OutcomeBadge, StatusBadge } from "./session-badges";
import { isRestrictedSnapshot } from "./visibility";

export interface SessionHeaderProps {
  session: Session;
  /** Renders an in-app link to another session (sidechat/subagent source). */
  linkToSession: (sessionId: string) => ReactNode;
}

function TypeBadge({ session, linkToSession }: SessionHeaderProps) {
  if (session.session_type === "subagent" || session.read_only) {
    return (
      <Flex gap="2" align="center">
        <Badge highContrast color="purple" variant="soft" size="2">
          subagent · read-only
        </Badge>
        {session.source_session_id && <Text size="2">spawned by {linkToSession(session.source_session_id)}</Text>}
      </Flex>
    );
  }
  if (session.session_type === "sidechat") {
    return (
      <Flex gap="2" align="center">
        <Badge highContrast color="cyan" variant="soft" size="2">
          sidechat
        </Badge>
        {session.source_session_id && <Text size="2">forked from {linkToSession(session.source_session_id)}</Text>}
      </Flex>
    );
  }
  return null;
}

/** Phones get the timeline first: the details card starts folded below the md breakpoint. */
function initiallyOpen(): boolean {
  return typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? true
    : window.matchMedia("(min-width: 768px)").matches;
}

export function SessionHeader({ session, linkToSession }: SessionHeaderProps) {
  const restricted = isRestrictedSnapshot(session);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="6" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
          {session.title || session.session_id}
        </Heading>
        <StatusBadge status={session.status} />
        <OutcomeBadge outcome={session.outcome} />
        <TypeBadge session={session} linkToSession={linkToSession} />
        {session.is_archived && (
          <Badge highContrast color="gray">
            archived
          </Badge>
        )}
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Flex gap="1" align="center">
          <Code variant="ghost" size="2">
            {session.session_id}
          </Code>
          <CopyButton label="session id" value={session.session_id} />
        </Flex>
        {session.url && (
          <Link href={session.url} target="_blank" rel="noopener noreferrer" size="2">
            Open in product <ExternalLinkIcon aria-hidden />
          </Link>
        )}
        {restricted && (
          <Text size="1" color="gray">
            Some fields: {HIDDEN_TEXT}.
          </Text>
        )}
        <Button
          size="1"
          variant="ghost"
          color="gray"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={open ? "session-details" : undefined}
        >
          {open ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
          {open ? "Hide details" : "Show details"}
        </Button>
      </Flex>
      {open && (
        <Card size="1" id="session-details">
          <Grid columns={{ initial: "1", md: "3" }} gap="4">
            <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }} aria-label="Work">
              <RunFields session={session} restricted={restricted} />
            </DataList.Root>
            <Box>
              <DataList.Root
                size="2"
                orientation={{ initial: "vertical", sm: "horizontal" }}
                aria-label="Timing and usage"
              >
                <UsageFields session={session} />
              </DataList.Root>
              <ContextGauge session={session} restricted={restricted} />
            </Box>
            <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }} aria-label="Placement">
              <PlacementFields session={session} restricted={restricted} />
            </DataList.Root>
          </Grid>
        </Card>
      )}
    </Flex>
  );
}
