import type { BrowserContext, Page } from "@playwright/test";

/**
 * Desktop notifications as a test sees them: window.Notification is wrapped before the app loads, so
 * every notification constructed is recorded (title, body, tag) and its click can be replayed.
 *
 * API: recordNotifications(context) · notifications(page) → Recorded[]
 */
export interface Recorded {
  title: string;
  body?: string;
  tag?: string;
}

/** Wraps window.Notification before the app loads: every construction is recorded; clicks can be replayed. */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(() => {
    const Original = window.Notification;
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
        return Original.permission;
      }
      static requestPermission(): Promise<NotificationPermission> {
        return Original.requestPermission();
      }
    }
    Object.assign(window, { __notifications: calls, __shown: shown });
    window.Notification = RecordedNotification as unknown as typeof Notification;
  });
}

export const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: Recorded[] }).__notifications);
