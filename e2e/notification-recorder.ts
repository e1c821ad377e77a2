import type { BrowserContext, Page } from "@playwright/test";

/**
 * Desktop notifications as the page makes them: window.Notification is wrapped before the app loads,
 * so every construction is recorded and its click can be replayed.
 *
 * API: recordNotifications(context) · notifications(page) → Recorded[] · clickNotification(page, index)
 */
export interface Recorded {
  title: string;
  body?: string;
  tag?: string;
}

/**
 * Wraps window.Notification before the app loads: every construction is recorded; clicks can be replayed.
 * It stands for a browser whose person allowed notifications: the headless shell the suite runs on has no
 * notification service and says "denied" whatever the context grants, so the permission is the recorder's
 * (the context is granted too, for navigator.permissions).
 */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(() => {
    const calls: { title: string; body?: string; tag?: string }[] = [];
    const shown: { onclick: ((this: unknown, ev: Event) => unknown) | null }[] = [];
    class RecordedNotification extends EventTarget {
      onclick: ((this: unknown, ev: Event) => unknown) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        super();
        calls.push({ title, body: options?.body, tag: options?.tag });
        shown.push(this);
      }
      close(): void {}
      static get permission(): NotificationPermission {
        return "granted";
      }
      static requestPermission(): Promise<NotificationPermission> {
        return Promise.resolve("granted");
      }
    }
    Object.assign(window, { __notifications: calls, __shown: shown });
    window.Notification = RecordedNotification as unknown as typeof Notification;
  });
}

export const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: Recorded[] }).__notifications);

export async function clickNotification(page: Page, index: number): Promise<void> {
  await page.evaluate((at) => {
    const shown = (window as unknown as { __shown: { onclick: ((ev: Event) => unknown) | null }[] }).__shown;
    shown[at]?.onclick?.(new Event("click"));
  }, index);
}
