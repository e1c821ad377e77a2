import { Box, Flex, Grid } from "@radix-ui/themes";
import { PageHeader } from "@/ui/page-header";
import type { SessionsIndexSearch } from "../../search-schema";
import { LiveProbes } from "../../triage/live-probes";
import { useTriage } from "../../triage/use-triage";
import { NeedsAttention } from "./needs-attention";
import { OpenSessionBox } from "./open-session-box";
import { RecentSessions } from "./recent-sessions";
import { SessionsTable } from "./sessions-table";
import { SpendSection } from "./spend-section";

export interface SessionsIndexPageProps {
  orgId: string;
  search: SessionsIndexSearch;
  onSearchChange: (patch: Partial<SessionsIndexSearch>) => void;
  onOpenSession: (sessionId: string) => void;
}

export function SessionsIndexPage({ orgId, search, onSearchChange, onOpenSession }: SessionsIndexPageProps) {
  const triage = useTriage(orgId);
  return (
    <Box>
      <PageHeader title="Sessions" description="Agent runs in this organization: watch, follow up, diagnose." />
      <LiveProbes
        orgId={orgId}
        sessionIds={triage.running}
        onSignals={triage.onSignals}
        onUnreadable={triage.onUnreadable}
      />
      <Flex direction="column" gap="4">
        <NeedsAttention
          orgId={orgId}
          summary={triage.summary}
          source={triage.source}
          running={triage.running.length}
          checking={triage.checking}
          unreadable={triage.unreadable}
          active={search.attention}
        />
        {/* The table needs the width: the open/recent panel sits above it, and beside it only on very wide screens. */}
        <Grid columns={{ initial: "1", xl: "minmax(0, 1fr) 320px" }} gap="4">
          <Grid
            columns={{ initial: "1", sm: "2", xl: "1" }}
            gap="3"
            align="start"
            gridColumn={{ xl: "2" }}
            gridRow={{ xl: "1" }}
          >
            <OpenSessionBox onOpen={onOpenSession} />
            <RecentSessions orgId={orgId} />
          </Grid>
          <Box minWidth="0" gridColumn={{ xl: "1" }} gridRow={{ xl: "1" }}>
            <SessionsTable orgId={orgId} search={search} onSearchChange={onSearchChange} triage={triage} />
          </Box>
        </Grid>
        <SpendSection orgId={orgId} triage={triage} />
      </Flex>
    </Box>
  );
}
