import { ChevronDownIcon, ChevronUpIcon, ExternalLinkIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Card, Code, DataList, Flex, Grid, Heading, IconButton, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useEffect, useMemo, useRef } from "react";
import type { Session } from "@/api/types";
import { safeHref } from "@/lib/safe-href";
import { CopyButton } from "@/ui/copy-button";
import { presentText } from "@/ui/readable";
import { SkipLinks } from "@/ui/skip-targets";
import { AnswerLinksProvider, useAnswerLinks } from "../../answers/answer-links";
import { StallBadge } from "../../answers/stall-badge";
import { StatusLine } from "../../answers/status-line";
import type { SessionAnswers } from "../../answers/use-answers";
import { HIDDEN_TEXT } from "../../fields/hidden-value";
import { isRestrictedSnapshot } from "../../fields/visibility";
import { type DetailsDisclosure, useDetailsDisclosure } from "./details-disclosure";
import { PlacementFields } from "./fields-placement";
import { RunFields } from "./fields-run";
import { ContextGauge, UsageFields } from "./fields-usage";
import { HeaderFacts } from "./header-facts";
import { OutcomeBadge, StatusBadge } from "./session-badges";

export interface SessionHeaderProps {
  session: Session;
  /** Renders an in-app link to another session (sidechat/subagent source). */
  linkToSession: (sessionId: string) => ReactNode;
  /** Controls other features put in the header's action row (e.g. "Notify me"), before Details. */
  actions?: ReactNode;
  /** The live answers (status sentence, stall verdict): the session page passes them; bare tests need not. */
  answers?: SessionAnswers | null;
  /** Under the facts: the session's family (what it spawned), from the page. */
  family?: ReactNode;
  /** Details' open state, from the page, so its other answers open Details too; a bare header holds its own. */
  details?: DetailsDisclosure;
}

/** Room above Details when a link scrolls to it: the sticky top bar (56 px) and some air. */
const SCROLL_MARGIN = "calc(56px + var(--space-4))";

/**
 * The Details panel, focused and scrolled to each time a figure's link asks for it (a new `arrival`),
 * never on mount or on the Details button's own toggle.
 */
function useLandOnDetails(details: DetailsDisclosure) {
  const panel = useRef<HTMLDivElement>(null);
  const landed = useRef(details.arrival);
  useEffect(() => {
    const element = panel.current;
    if (!details.open || !element || landed.current === details.arrival) return;
    landed.current = details.arrival;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "nearest" });
  }, [details.open, details.arrival]);
  return panel;
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

/**
 * The session at a glance, in two lines: title, status, outcome; then the facts people scan. An error
 * says its class and message right here. Everything else (policy, placement, tokens, times…) opens on
 * demand, so the timeline starts near the top of the screen.
 */
export function SessionHeader({ session, linkToSession, actions, answers, family, details }: SessionHeaderProps) {
  const restricted = isRestrictedSnapshot(session);
  const own = useDetailsDisclosure();
  const { open, toggle, show } = details ?? own;
  const panel = useLandOnDetails(details ?? own);
  const links = useAnswerLinks();
  // The same value while the page's links and Details stay: the header re-renders on every feed page
  // and clock tick, and a new value would re-render every figure's link under it.
  const factLinks = useMemo(() => (links ? { ...links, onOpenDetails: show } : null), [links, show]);
  const title = presentText(session.title) ?? session.session_id;
  // Only an http(s) URL becomes the "Open in product" link (a javascript: one from the service is dropped).
  const productUrl = safeHref(session.url);
  return (
    // Only the details give way when space runs short (they scroll), never the title, facts or timeline.
    <Flex direction="column" gap="2" style={{ flex: "0 1 auto", minHeight: "min-content" }}>
      <Flex gap="2" align="center" wrap="wrap" flexShrink="0">
        <Heading
          as="h1"
          size={{ initial: "4", sm: "5" }}
          truncate
          title={title}
          style={{ minWidth: 0, maxWidth: "100%" }}
        >
          {title}
        </Heading>
        <SkipLinks />
        <StatusBadge status={session.status} />
        {answers && <StallBadge verdict={answers.stall} now={answers.now} />}
        <OutcomeBadge outcome={session.outcome} />
        <TypeBadge session={session} linkToSession={linkToSession} />
        {session.is_archived && (
          <Badge highContrast color="gray">
            archived
          </Badge>
        )}
        {/* Wraps on a phone rather than pushing Details past the screen's edge. */}
        <Flex ml="auto" gap="3" align="center" wrap="wrap" justify="end">
          <CopyButton label="session id" value={session.session_id} />
          {productUrl && (
            <IconButton asChild size="2" variant="ghost" color="gray">
              <a href={productUrl} target="_blank" rel="noopener noreferrer" aria-label="Open in product">
                <ExternalLinkIcon />
              </a>
            </IconButton>
          )}
          {actions}
          <Button
            size="1"
            variant="soft"
            color="gray"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={open ? "session-details" : undefined}
          >
            {open ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
            Details
          </Button>
        </Flex>
      </Flex>
      {/* The sentence's and the facts' figures open their sources: Details here, Steps and events on the page.
          On the session page `show` is the page's own; a bare header opens its own Details. */}
      <AnswerLinksProvider value={factLinks}>
        {answers && <StatusLine sentence={answers.sentence} />}
        <HeaderFacts session={session} restricted={restricted} />
      </AnswerLinksProvider>
      {family}
      {open && (
        <Card
          ref={panel}
          size="1"
          id="session-details"
          role="region"
          aria-label="Details"
          tabIndex={-1}
          style={{
            maxHeight: "50vh",
            overflowY: "auto",
            flex: "0 1 auto",
            minHeight: 96,
            scrollMarginTop: SCROLL_MARGIN,
          }}
        >
          <Flex gap="3" align="center" wrap="wrap" mb="3">
            <Code variant="ghost" size="2">
              {session.session_id}
            </Code>
            {restricted && (
              <Text size="1" color="gray">
                Some fields: {HIDDEN_TEXT}.
              </Text>
            )}
          </Flex>
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
