/**
 * The browser's Notification API, asked only from a user's click ("Notify me"), never on load.
 *
 * API:
 * - DesktopPermission                    "granted" | "denied" | "default" | "unsupported"
 * - desktopPermission()                  where the browser stands now
 * - askDesktopPermission()               → the answer (asks only when still "default")
 * - showDesktopNotification({ title, body, tag, onClick })  → false when it cannot be shown
 * - permissionText(permission)           what the user should know, or null when alerts can show
 */
export type DesktopPermission = NotificationPermission | "unsupported";

function api(): typeof Notification | null {
  return typeof window !== "undefined" && "Notification" in window ? window.Notification : null;
}

export function desktopPermission(): DesktopPermission {
  return api()?.permission ?? "unsupported";
}

export async function askDesktopPermission(): Promise<DesktopPermission> {
  const N = api();
  if (!N) return "unsupported";
  if (N.permission !== "default") return N.permission;
  try {
    return await N.requestPermission();
  } catch {
    // Very old engines only take a callback; treat a refusal to ask as "not decided".
    return N.permission;
  }
}

export interface DesktopAlert {
  title: string;
  body: string;
  tag: string;
  onClick: () => void;
}

export function showDesktopNotification(alert: DesktopAlert): boolean {
  const N = api();
  if (N?.permission !== "granted") return false;
  try {
    const notification = new N(alert.title, { body: alert.body, tag: alert.tag, icon: "/favicon.svg" });
    notification.onclick = () => {
      notification.close();
      alert.onClick();
    };
    return true;
  } catch {
    // Android Chrome allows notifications only from a service worker: the tab badge still counts it.
    return false;
  }
}

export function permissionText(permission: DesktopPermission): string | null {
  switch (permission) {
    case "granted":
      return null;
    case "denied":
      return "This browser blocks notifications from this site, so alerts show only as a count in the tab title. To get desktop alerts, allow notifications in the site settings (the icon left of the address) and reload.";
    case "default":
      return "Desktop alerts are not allowed yet: you will be asked when you turn on “Notify me”. Until then alerts show as a count in the tab title.";
    case "unsupported":
      return "This browser cannot show desktop notifications here, so alerts show only as a count in the tab title.";
  }
}
