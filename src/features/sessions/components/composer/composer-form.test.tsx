// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LIMITS } from "@/api/limits";
import { described } from "@/ui/test-harness";
import { renderThemed } from "../test-utils";
import { ComposerForm, type ComposerFormProps } from "./composer-form";

function setup(overrides: Partial<ComposerFormProps> = {}) {
  const onSend = vi.fn();
  renderThemed(
    <ComposerForm
      turnRunning={false}
      disabledReason={null}
      models={[{ id: "svc-large-2026-10", label: "Large", is_default: true }]}
      modelsNote={null}
      onSend={onSend}
      {...overrides}
    />,
  );
  const textarea = screen.getByRole("textbox", { name: "Follow-up message" }) as HTMLTextAreaElement;
  return { onSend, textarea };
}

const optionsButton = () => screen.getByRole("button", { name: /^Options: / });
/** The test window (1024×768) is short: the options start folded. */
const showOptions = () => userEvent.click(optionsButton());

/** Renders in a window of this size (happy-dom's own is 1024×768), put back afterwards: test files share it. */
function inWindow(width: number, height: number, run: () => void) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  const { innerWidth, innerHeight } = window;
  happyDOM.setViewport({ width, height });
  try {
    run();
  } finally {
    happyDOM.setViewport({ width: innerWidth, height: innerHeight });
  }
}

describe("ComposerForm", () => {
  it("folds the options in a short or narrow window, where the timeline needs the height, and shows them in a large one", async () => {
    inWindow(1280, 720, () => setup());
    expect(optionsButton().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("switch")).toBeNull();
    await showOptions();
    expect(screen.getByRole("switch", { name: /^Queue/ })).toBeInTheDocument();
    cleanup();
    inWindow(1440, 900, () => setup());
    expect(optionsButton().getAttribute("aria-expanded")).toBe("true");
    cleanup();
    inWindow(390, 900, () => setup());
    expect(optionsButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("counts UTF-8 bytes, not characters", () => {
    const { textarea } = setup();
    fireEvent.change(textarea, { target: { value: "é😀" } });
    expect(screen.getByText(/\(6 bytes\)/)).toBeInTheDocument();
  });

  it("over 2 MiB: says by how much, disables Send, keeps every character", async () => {
    const { textarea, onSend } = setup();
    const big = "a".repeat(LIMITS.followUpMessageMaxBytes + 5);
    fireEvent.change(textarea, { target: { value: big } });
    expect(screen.getByText(/5 bytes over the 2\.00 MiB limit/)).toBeInTheDocument();
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(described(textarea)).toEqual([expect.stringMatching(/5 bytes over/)]);
    const send = screen.getByRole("button", { name: /send/i });
    expect(send.hasAttribute("disabled")).toBe(true);
    fireEvent.keyDown(textarea, { key: "Enter", ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(textarea.value.length).toBe(big.length);
  });

  it("exactly 2 MiB is allowed", () => {
    const { textarea } = setup();
    fireEvent.change(textarea, { target: { value: "a".repeat(LIMITS.followUpMessageMaxBytes) } });
    expect(screen.getByRole("button", { name: /send/i }).hasAttribute("disabled")).toBe(false);
  });

  it("Ctrl+Enter sends the draft with queue mode, then clears the text", async () => {
    const { textarea, onSend } = setup();
    await userEvent.type(textarea, "please rerun");
    await showOptions();
    await userEvent.click(screen.getByRole("switch"));
    fireEvent.keyDown(textarea, { key: "Enter", ctrlKey: true });
    expect(onSend).toHaveBeenCalledWith({ text: "please rerun", options: { queue: true } });
    expect(textarea.value).toBe("");
  });

  it("refuses an empty message without sending", async () => {
    const { onSend } = setup();
    await userEvent.click(screen.getByRole("button", { name: /send/i }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/write a message/i);
    const textarea = screen.getByRole("textbox", { name: "Follow-up message" });
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(described(textarea)).toEqual([expect.stringMatching(/write a message/i)]);
  });

  it("a move is explained and disabled while the turn runs", async () => {
    setup({ turnRunning: true });
    await showOptions();
    expect(screen.getByText(/once the current turn has finished/i)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Machine" }).hasAttribute("disabled")).toBe(true);
  });

  it("a Machine move validates the name and sends the target", async () => {
    const { textarea, onSend } = setup();
    await userEvent.type(textarea, "move it");
    await showOptions();
    await userEvent.click(screen.getByRole("radio", { name: "Machine" }));
    await userEvent.click(screen.getByRole("button", { name: /send/i }));
    expect(onSend).not.toHaveBeenCalled();
    const machine = screen.getByRole("textbox", { name: "Machine name" });
    expect(machine.getAttribute("aria-invalid")).toBe("true");
    expect(described(machine)).toEqual(["Enter a Machine name or id."]);
    // The option selects are named by their visible labels.
    expect(screen.getByRole("combobox", { name: "Model" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Reasoning effort" })).toBeInTheDocument();
    await userEvent.type(machine, "build-fleet");
    await userEvent.click(screen.getByRole("button", { name: /send/i }));
    expect(onSend).toHaveBeenCalledWith({
      text: "move it",
      options: { queue: false, target: { kind: "machine", machine: "build-fleet" } },
    });
  });

  it("read-only sessions: disabled with the reason", () => {
    const { textarea } = setup({ disabledReason: "Read-only subagent session." });
    expect(screen.getByText("Read-only subagent session.")).toBeInTheDocument();
    expect(textarea.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: /send/i }).hasAttribute("disabled")).toBe(true);
  });
});
