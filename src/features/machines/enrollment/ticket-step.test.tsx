// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IssuedTicket, TicketBody } from "./ticket-step";

const T0 = Date.parse("2026-11-25T10:00:00.000Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

function ticketExpiringIn(ms: number): IssuedTicket {
  return {
    secret: "ent_secret_for_the_test",
    expires_at: new Date(T0 + ms).toISOString(),
    device_kind: "headless",
    lifecycle: "persistent",
    device_expires_at: new Date(T0 + 30 * 86_400_000).toISOString(),
    machine_id: "mch_1",
    machine_name: "build-fleet",
  };
}

describe("TicketBody", () => {
  it("counts down to expires_at itself and drops the ticket at that moment, not up to a second later", () => {
    const onExpired = vi.fn();
    render(
      <Theme>
        <TicketBody issued={ticketExpiringIn(119_300)} onExpired={onExpired} onIssueAgain={() => {}} />
      </Theme>,
    );
    const timer = () => screen.queryByRole("timer")?.textContent;
    expect(timer()).toBe("Expires in 2:00");
    act(() => vi.advanceTimersByTime(299));
    expect(timer()).toBe("Expires in 2:00");
    act(() => vi.advanceTimersByTime(1));
    expect(timer()).toBe("Expires in 1:59");
    act(() => vi.advanceTimersByTime(118_999));
    expect(timer()).toBe("Expires in 0:01");
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(timer()).toBeUndefined();
    expect(screen.queryByText("ent_secret_for_the_test")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Ticket expired.");
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
