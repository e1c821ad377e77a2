/**
 * Public surface of the sessions feature: what routes and the app shell may import.
 * Page components are in ./pages.ts (kept out of here so they stay in their lazy route chunks).
 * Everything else under features/sessions is internal.
 */
export {
  SESSION_TABS,
  type SessionSearch,
  type SessionsIndexSearch,
  type SessionTab,
  sessionSearchSchema,
  sessionsIndexSearchSchema,
} from "./components/search-schema";
export { resetSessionEvents } from "./hooks/events-registry";
export { useRecentSessions } from "./hooks/use-recent-sessions";
export { sessionKeys, sessionQueryOptions } from "./queries";
