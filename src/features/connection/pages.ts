/** Page components of this feature, for route files only: imported apart from index.ts so they stay in their lazy route chunk. */
export { ConnectPage, type ConnectPageProps } from "./components/connect-page";
export { SettingsPage, type SettingsPageProps } from "./components/settings-page";
