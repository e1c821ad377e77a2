/** Page components of this feature, for route files only: imported apart from index.ts so they stay in their lazy route chunk. */
export { ComparePage } from "./compare/compare-page";
export { SessionsIndexPage } from "./components/list/sessions-index-page";
export { SessionPage } from "./components/session-page";
export { WallPage } from "./wall/wall-page";
