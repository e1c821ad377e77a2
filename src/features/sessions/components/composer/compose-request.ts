import { REASONING_EFFORTS } from "@/api/limits";
import { validateMachineName } from "@/api/machine-name";
import type { MessageTarget } from "@/api/types";
import { type SendOptions, validateFollowUp } from "../../outbox/send-body";

/** What the composer hands the outbox; the outbox mints the idempotency key once. */
export interface ComposeDraft {
  text: string;
  options: SendOptions;
}

export const MOVE_KINDS = ["keep", "cloud", "device", "machine"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export const AUTO_MODEL = "auto";
export const DEFAULT_EFFORT = "default";

export interface ComposerValues {
  message: string;
  /** A model id, or AUTO_MODEL to keep the session's current model. */
  model: string;
  /** A REASONING_EFFORTS value, or DEFAULT_EFFORT to send none. */
  effort: string;
  queue: boolean;
  move: MoveKind;
  deviceId: string;
  root: string;
  machine: string;
}

export const EMPTY_VALUES: ComposerValues = {
  message: "",
  model: AUTO_MODEL,
  effort: DEFAULT_EFFORT,
  queue: false,
  move: "keep",
  deviceId: "",
  root: "",
  machine: "",
};

const DEVICE_ID_MISSING = "Enter the Device id.";
const ROOT_MISSING = "Enter the root folder on the Device.";
export type ComposeErrors = Partial<Record<"message" | "deviceId" | "root" | "machine" | "move", string>>;

export interface ComposeContext {
  /** A target move needs the current turn finished (spec §4.1). */
  turnRunning: boolean;
}

// Plain checks rather than a schema library: the composer is on every session page, and zod would be
// 27 KB gzip of its first download for two required fields and the Machines feature's name rule.
function buildTarget(values: ComposerValues, errors: ComposeErrors): MessageTarget | undefined {
  if (values.move === "cloud") return { kind: "cloud" };
  if (values.move === "device") {
    const deviceId = values.deviceId.trim();
    const root = values.root.trim();
    if (deviceId === "") errors.deviceId = DEVICE_ID_MISSING;
    if (root === "") errors.root = ROOT_MISSING;
    return deviceId !== "" && root !== "" ? { kind: "device", device_id: deviceId, root } : undefined;
  }
  if (values.move === "machine") {
    // The Machines feature's rule: 1..63 code points (an emoji is one character, as the service counts).
    const machine = values.machine.trim();
    const problem = validateMachineName(machine);
    if (problem) errors.machine = problem;
    else return { kind: "machine", machine };
  }
  return undefined;
}

/** Form values → request body, or field errors. Pure; the message rule is the outbox's (spec §8: 2 MiB). */
export function buildDraft(
  values: ComposerValues,
  ctx: ComposeContext,
): { ok: true; draft: ComposeDraft } | { ok: false; errors: ComposeErrors } {
  const errors: ComposeErrors = {};
  // The outbox enforces the same rule before any request; one check, one wording.
  const invalid = validateFollowUp(values.message);
  if (invalid) errors.message = invalid.message;
  if (values.move !== "keep" && ctx.turnRunning) {
    errors.move = "The session must finish its current turn before it can move.";
  }
  const target = buildTarget(values, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const options: SendOptions = { queue: values.queue };
  if (values.model !== AUTO_MODEL && values.model !== "") options.model = values.model;
  const effort = REASONING_EFFORTS.find((e) => e === values.effort);
  if (effort) options.reasoningEffort = effort;
  if (target) options.target = target;
  return { ok: true, draft: { text: values.message, options } };
}
