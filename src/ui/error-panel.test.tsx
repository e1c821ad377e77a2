// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError, networkError } from "@/api/errors";
import { ErrorPanel } from "./error-panel";
import { renderInApp } from "./test-harness";

const apiError = (
  status: number,
  code: string,
  extra: { scope?: string; retryAfterS?: number; requestId?: string } = {},
) => new ApiError(status, code, code, extra.scope ?? null, extra.retryAfterS ?? null, extra.requestId ?? null);

describe("ErrorPanel", () => {
  it("401 offers a Reconnect link to the connect screen and no retry", async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<ErrorPanel error={apiError(401, "missing_bearer")} onRetry={vi.fn()} />);
    const link = await screen.findByRole("link", { name: "Reconnect" });
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
    await user.click(link);
    expect(router.state.location.pathname).toBe("/connect");
  });

  it("403 names the missing scope as code, and a retry would not help", async () => {
    renderInApp(<ErrorPanel error={apiError(403, "missing_scope", { scope: "org:write" })} onRetry={vi.fn()} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This key lacks org:write");
    expect(screen.getByText("org:write").tagName).toBe("CODE");
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
  });

  it("410 says the operation is retired and offers no retry", async () => {
    renderInApp(<ErrorPanel error={apiError(410, "knowledge_notes_retired")} onRetry={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/retired/i);
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
  });

  it("429 shows the Retry-After wait and holds the retry button until it passes", async () => {
    renderInApp(<ErrorPanel error={apiError(429, "rate_limited", { retryAfterS: 7 })} onRetry={vi.fn()} />);
    const button = await screen.findByRole("button", { name: /Try again \(7 s\)/ });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toContain("7 s");
  });

  it("503 says the service disabled it, with the code", async () => {
    renderInApp(<ErrorPanel error={apiError(503, "product_writes_disabled")} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Disabled by the service");
    expect(alert.textContent).toContain("product_writes_disabled");
  });

  it("shows the request id small, with a copy button that copies it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderInApp(<ErrorPanel error={apiError(500, "server_error", { requestId: "req_42" })} />);
    await user.click(await screen.findByRole("button", { name: "Copy request id" }));
    expect(writeText).toHaveBeenCalledWith("req_42");
    expect(screen.getAllByText(/req_42/).length).toBeGreaterThan(0);
  });

  it("network failures offer a working retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderInApp(<ErrorPanel error={networkError(new TypeError("Failed to fetch"))} onRetry={onRetry} />);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
