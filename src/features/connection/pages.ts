/** Page components of this feature, for route files only: imported apart from index.ts so they stay in their lazy route chunk. */
export { ConnectPage } from "./components/connect-page";
export { SettingsPage } from "./components/settings-page";
