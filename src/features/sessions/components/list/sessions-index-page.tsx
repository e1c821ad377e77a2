import { Box, Flex, Grid } from "@radix-ui/themes";
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
      <Grid columns={{ initial: "1", md: "minmax(0, 1fr) 320px" }} gap="4">
        <Box style={{ minWidth: 0 }}>
          <SessionsTable orgId={orgId} search={search} onSearchChange={onSearchChange} />
        </Box>
        <Flex direction="column" gap="3">
          <OpenSessionBox onOpen={onOpenSession} />
          <RecentSessions orgId={orgId} />
        </Flex>
      </Grid>
    </Box>
  );
}
