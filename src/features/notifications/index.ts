/**
 * Public surface of the notifications feature ("Notify me" for sessions): the watcher and the bell menu
 * for the app shell, the toggle for the session page's header. Everything else is internal.
 */
export { NotificationsMenu } from "./components/notifications-menu";
export { NotificationsWatcher } from "./components/notifications-watcher";
export { NotifyToggle, type NotifyToggleProps } from "./components/notify-toggle";
