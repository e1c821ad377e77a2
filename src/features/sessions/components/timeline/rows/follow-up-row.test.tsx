// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/errors";
import { LIMITS } from "@/api/limits";
import {
  applyAccepted,
  applySendFailed,
  createOutboxMessage,
  expireHeld,
  type OutboxMessage,
} from "../../../outbox/outbox";
import { renderThemed } from "../../test-utils";
import { FollowUpRow as OutboxItem } from "./follow-up-row";

const T0 = 1_000_000;
const base = () => createOutboxMessage("hello agent", {}, { localId: "l1", clientMessageId: "c1" }, T0);
const accepted = (delivery: string, extra: Record<string, string> = {}) =>
  applyAccepted(base(), { ok: true, delivery, continuation_session_id: "ses_x", ...extra }, T0);

function show(message: OutboxMessage, now = T0, turnRunning = false) {
  const onWithdraw = vi.fn();
  const onRetry = vi.fn();
  renderThemed(
    <OutboxItem message={message} now={now} turnRunning={turnRunning} onWithdraw={onWithdraw} onRetry={onRetry} />,
  );
  return { onWithdraw, onRetry };
}

describe("OutboxItem", () => {
  it("sending and delivered: no withdraw, no retry", () => {
    show(base());
    expect(screen.getByText("sending")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /withdraw|retry/i })).toBeNull();
  });

  it("queued while a turn runs: no Withdraw (the service would answer 409 not_terminal), says when it can", () => {
    show(accepted("queued", { message_id: "m1" }), T0, true);
    expect(screen.getByText("queued")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /withdraw/i })).toBeNull();
    expect(screen.getByText(/can be withdrawn once the current turn ends/)).toBeInTheDocument();
  });

  it("is marked as yours and labelled with its state for the timeline", () => {
    show(accepted("queued", { message_id: "m1" }));
    expect(screen.getByRole("group", { name: "Follow-up, queued" }).textContent).toContain("You");
  });

  it("queued: Withdraw only", async () => {
    const { onWithdraw } = show(accepted("queued", { message_id: "m1" }));
    expect(screen.getByText("queued")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /retry/i })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /withdraw/i }));
    expect(onWithdraw).toHaveBeenCalledWith("l1");
  });

  it("a delivery the contract does not list: 'accepted', with the service's word, never 'delivered'", () => {
    show(accepted("deferred_until_idle"));
    const group = screen.getByRole("group", { name: "Follow-up, accepted" });
    expect(group.textContent).toContain("The service accepted it as “deferred_until_idle”");
    expect(screen.queryByText("delivered")).toBeNull();
  });

  it("delivered: neither action", () => {
    show(accepted("delivered"));
    expect(screen.getByText("delivered")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("held: mm:ss countdown to 10 minutes and a will-not-resend note, no actions", () => {
    const held = accepted("saved_for_follow_up", { held_reason: "session_machine_transition_pending" });
    show(held, T0 + 61_000);
    expect(screen.getByText("held")).toBeInTheDocument();
    expect(screen.getByRole("timer").textContent).toContain("08:59");
    expect(screen.getByText(/will not resend/i)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("held past 10 minutes becomes not delivered", () => {
    const held = accepted("saved_for_follow_up", { held_reason: "session_machine_transition_pending" });
    show(expireHeld(held, T0 + LIMITS.heldFollowUpTimeoutMs));
    expect(screen.getByText("not delivered")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("failed (network): explains and offers Retry only", async () => {
    const failed = applySendFailed(base(), new ApiError(0, "network_error", "offline"), T0);
    const { onRetry } = show(failed);
    expect(screen.getByText("failed")).toBeInTheDocument();
    expect(screen.getByRole("alert").textContent).toMatch(/same message id/);
    expect(screen.queryByRole("button", { name: /withdraw/i })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledWith("l1");
  });

  it("failed for a missing run scope: explained, not retryable", () => {
    const denied = new ApiError(403, "missing_scope", "denied", "run");
    show(applySendFailed(base(), denied, T0));
    expect(screen.getByRole("alert").textContent).toContain("run");
    expect(screen.queryByRole("button", { name: /retry/i })).toBeNull();
  });
});
