import { Box, Grid } from "@radix-ui/themes";
import { PageHeader } from "@/ui/page-header";
import type { SessionsIndexSearch } from "../search-schema";
import { OpenSessionBox } from "./open-session-box";
import { RecentSessions } from "./recent-sessions";
import { SessionsTable } from "./sessions-table";

export interface SessionsIndexPageProps {
  orgId: string;
  search: SessionsIndexSearch;
  onSearchChange: (patch: Partial<SessionsIndexSearch>) => void;
  onOpenSession: (sessionId: string) => void;
}

export function SessionsIndexPage({ orgId, search, onSearchChange, onOpenSession }: SessionsIndexPageProps) {
  return (
    <Box>
      <PageHeader title="Sessions" description="Agent runs in this organization: watch, follow up, diagnose." />
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
          <SessionsTable orgId={orgId} search={search} onSearchChange={onSearchChange} />
        </Box>
      </Grid>
    </Box>
  );
}
