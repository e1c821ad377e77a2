/**
 * Public surface of the notifications feature ("Notify me" for sessions): the watcher and the bell menu
 * for the app shell, the toggle for the session page's header. Everything else is internal.
 * Other features' alerts (Machines capacity) go through announceOnce / requestDesktopAlerts with the same
 * one-tab ownership (useOwnerLock) and suppression.
 */
export { announceOnce, requestDesktopAlerts } from "./announce";
export { NotificationsMenu } from "./components/notifications-menu";
export { NotificationsWatcher } from "./components/notifications-watcher";
export { NotifyToggle } from "./components/notify-toggle";
export { useOwnerLock } from "./hooks/use-owner-lock";
export { usePageVisible } from "./hooks/use-page-visible";
