/**
 * Public surface of the sessions feature: what routes and the app shell may import.
 * Everything else under features/sessions is internal.
 */
export { SessionsIndexPage, type SessionsIndexPageProps } from "./components/list/sessions-index-page";
export {
  SESSION_TABS,
  type SessionSearch,
  type SessionsIndexSearch,
  type SessionTab,
  sessionSearchSchema,
  sessionsIndexSearchSchema,
} from "./components/search-schema";
export { SessionPage } from "./components/session-page";
export { resetSessionEvents } from "./hooks/events-registry";
export { useRecentSessions } from "./hooks/use-recent-sessions";
export { sessionKeys, sessionQueryOptions } from "./queries";
