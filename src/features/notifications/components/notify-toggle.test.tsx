// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { usePageCommands } from "@/ui";
import { renderInApp } from "@/ui/test-harness";
import { isWatched } from "../storage/watch-list";
import { NotifyToggle } from "./notify-toggle";

let asked = 0;
let answer: NotificationPermission = "granted";
/** The browser's Notification, as far as the toggle uses it (permission and requestPermission). */
const FakeNotification = {
  permission: "default" as NotificationPermission,
  requestPermission(): Promise<NotificationPermission> {
    asked++;
    FakeNotification.permission = answer;
    return Promise.resolve(answer);
  },
};

function Commands() {
  return (
    <ul aria-label="Page commands">
      {usePageCommands().map((c) => (
        <li key={c.id}>{c.label}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  asked = 0;
  answer = "granted";
  FakeNotification.permission = "default";
  Object.assign(window, { Notification: FakeNotification });
});
afterEach(() => localStorage.clear());

const toggle = () => screen.getByRole("button", { name: "Notify me" });

describe("NotifyToggle", () => {
  it("asks for desktop notifications only on the click, watches the session, and turns off again", async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <NotifyToggle orgId="org_demo" sessionId="ses_1" />
        <Commands />
      </>,
    );
    expect((await screen.findByRole("button", { name: "Notify me" })).getAttribute("aria-pressed")).toBe("false");
    expect(asked).toBe(0);
    expect(screen.getByRole("list", { name: "Page commands" }).textContent).toBe(
      "Notify me when this session finishes",
    );
    await user.click(toggle());
    await waitFor(() => expect(toggle().getAttribute("aria-pressed")).toBe("true"));
    expect(asked).toBe(1);
    expect(isWatched("org_demo", "ses_1")).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("list", { name: "Page commands" }).textContent).toBe("Stop notifying");
    await user.click(toggle());
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    expect(isWatched("org_demo", "ses_1")).toBe(false);
    // Already answered: the browser is not asked again.
    await user.click(toggle());
    expect(asked).toBe(1);
  });

  it("explains a refusal: watched anyway, alerts only as the tab badge", async () => {
    answer = "denied";
    const user = userEvent.setup();
    renderInApp(<NotifyToggle orgId="org_demo" sessionId="ses_1" />);
    await user.click(await screen.findByRole("button", { name: "Notify me" }));
    const note = await screen.findByRole("dialog", { name: "Desktop alerts" });
    expect(note.textContent).toContain("This browser blocks notifications from this site");
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(isWatched("org_demo", "ses_1")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Got it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(toggle());
  });

  it("says so where the browser has no notifications", async () => {
    Reflect.deleteProperty(window, "Notification");
    const user = userEvent.setup();
    renderInApp(<NotifyToggle orgId="org_demo" sessionId="ses_2" />);
    await user.click(await screen.findByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("dialog", { name: "Desktop alerts" })).textContent).toContain(
      "cannot show desktop notifications",
    );
    expect(isWatched("org_demo", "ses_2")).toBe(true);
  });
});
