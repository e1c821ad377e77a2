import { Box, Flex, Link as RadixLink, Tabs } from "@radix-ui/themes";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo } from "react";
import { QueryState } from "@/ui/query-state";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import { useSession } from "../hooks/use-session";
import { Composer } from "./composer/composer";
import { DiagnosticsTab } from "./diagnostics/diagnostics-tab";
import { SessionHeader } from "./header/session-header";
import { parseTypes, type SessionSearch, type SessionTab, serializeTypes } from "./search-schema";
import { SharedLinksTab } from "./shared-links/shared-links-tab";
import type { FilterType } from "./timeline/build-rows";
import { TimelinePanel } from "./timeline/timeline-panel";

const FROM = "/o/$orgId/sessions/$sessionId" as const;

export function SessionPage({ orgId, sessionId, search }: { orgId: string; sessionId: string; search: SessionSearch }) {
  const query = useSession(orgId, sessionId);
  const navigate = useNavigate({ from: FROM });
  const router = useRouter();
  const recent = useRecentSessions(orgId);
  const tab: SessionTab = search.tab ?? "timeline";
  const title = query.data?.title;
  const canonicalId = query.data?.session_id;

  const { record } = recent;
  useEffect(() => {
    if (canonicalId) record(canonicalId, title ?? "");
  }, [canonicalId, title, record]);
  // An attempt-UUID alias resolves to the stable id; the URL (and the live cache key) follow it.
  useEffect(() => {
    if (canonicalId && canonicalId !== sessionId) {
      void navigate({
        to: FROM,
        params: { orgId, sessionId: canonicalId },
        search: (prev: SessionSearch) => prev,
        replace: true,
      });
    }
  }, [canonicalId, sessionId, orgId, navigate]);
  const types = useMemo(() => parseTypes(search.types), [search.types]);

  const patchSearch = useCallback(
    (patch: Partial<SessionSearch>, replace = true) =>
      void navigate({ search: (prev: SessionSearch) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const eventHref = useCallback(
    (ref: string) =>
      router.buildLocation({
        to: FROM,
        params: { orgId, sessionId },
        search: { ...search, tab: "timeline", event: ref },
      }).href,
    [router, orgId, sessionId, search],
  );
  const onSelectEvent = useCallback(
    (ref: string) => patchSearch({ tab: "timeline", event: ref }, false),
    [patchSearch],
  );
  const linkToSession = useCallback(
    (id: string) => (
      <RadixLink asChild>
        <Link to={FROM} params={{ orgId, sessionId: id }}>
          {id}
        </Link>
      </RadixLink>
    ),
    [orgId],
  );

  return (
    <QueryState query={query} loadingLabel="Loading session">
      {(session) => (
        <Flex direction="column" gap="3">
          <SessionHeader session={session} linkToSession={linkToSession} />
          <Tabs.Root value={tab} onValueChange={(value) => patchSearch({ tab: value as SessionTab }, false)}>
            <Tabs.List aria-label="Session views">
              <Tabs.Trigger value="timeline">Timeline</Tabs.Trigger>
              <Tabs.Trigger value="links">Shared links</Tabs.Trigger>
              <Tabs.Trigger value="diagnostics">Diagnostics</Tabs.Trigger>
            </Tabs.List>
            <Box pt="3">
              <Tabs.Content value="timeline">
                <Flex direction="column" gap="4">
                  <TimelinePanel
                    orgId={orgId}
                    sessionId={session.session_id}
                    types={types}
                    onTypesChange={(types: FilterType[]) => patchSearch({ types: serializeTypes(types) })}
                    query={search.q ?? ""}
                    onQueryChange={(q) => patchSearch({ q: q === "" ? undefined : q })}
                    selectedEvent={search.event}
                    eventHref={eventHref}
                    onSelectEvent={onSelectEvent}
                  />
                  <Composer orgId={orgId} session={session} />
                </Flex>
              </Tabs.Content>
              <Tabs.Content value="links">
                <SharedLinksTab orgId={orgId} sessionId={session.session_id} />
              </Tabs.Content>
              <Tabs.Content value="diagnostics">
                <DiagnosticsTab session={session} />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Flex>
      )}
    </QueryState>
  );
}
