/**
 * Public surface of the sessions feature: what routes and the app shell may import.
 * Page components are in ./pages.ts (kept out of here so they stay in their lazy route chunks).
 * Everything else under features/sessions is internal.
 */

export {
  STALL_THRESHOLD_CHOICES_MIN,
  useStallThresholdMs,
  writeStallThresholdMs,
} from "./answers/stall-settings";
export { useStallVerdict } from "./answers/use-answers";
export { type CompareSearch, compareSearchSchema } from "./compare/compare-search";
export { parseSessionRef } from "./components/list/session-ref";
export { loadAndStartSessionFeed } from "./feed/load-and-start-feed";
export { resetSessions } from "./feed/reset-sessions";
export { useRecentSessions } from "./hooks/use-recent-sessions";
export { useKeepSessionFeed } from "./hooks/use-session-feed";
export { sessionKeys, sessionQueryOptions, sessionsReadHere } from "./queries";
export {
  type SessionsIndexSearch,
  sessionSearchSchema,
  sessionsIndexSearchSchema,
} from "./search-schema";
export { mayStillRun } from "./session-status";
export { useHeldSince } from "./triage/use-triage-signals";
export { parseWallIds, type WallSearch, wallSearchSchema } from "./wall/wall-search";
