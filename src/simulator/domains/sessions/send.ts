import { LIMITS, REASONING_EFFORTS } from "../../../api/limits.ts";
import { utf8Bytes } from "../../core/http.ts";
import { isKnownModel } from "../platform/models.ts";
import type { Target } from "./model.ts";

export interface SendRequest {
  message: string;
  clientMessageId: string | null;
  model: string | null;
  reasoningEffort: string | null;
  target: Target | null;
  queue: boolean;
}

export interface SendInvalid {
  code: string;
  message: string;
}

const isString = (v: unknown): v is string => typeof v === "string";

function parseTarget(value: unknown): Target | SendInvalid {
  const bad = {
    code: "invalid_target",
    message: "target must be {kind:'cloud'}, {kind:'device', device_id, root} or {kind:'machine', machine}",
  };
  if (typeof value !== "object" || value === null) return bad;
  const t = value as Record<string, unknown>;
  if (t.kind === "cloud") return { kind: "cloud" };
  if (t.kind === "device" && isString(t.device_id) && t.device_id !== "" && isString(t.root) && t.root !== "") {
    return { kind: "device", device_id: t.device_id, root: t.root };
  }
  const name = t.machine;
  if (
    t.kind === "machine" &&
    isString(name) &&
    name.length >= LIMITS.machineParamMinChars &&
    name.length <= LIMITS.machineParamMaxChars
  ) {
    return { kind: "machine", machine: name };
  }
  return bad;
}

/** Validates the send-message body in a fixed order; the first problem wins. */
export function parseSendBody(body: Record<string, unknown>): SendRequest | SendInvalid {
  const { message, client_message_id: cid, model, reasoning_effort: effort, target, delivery_mode: mode } = body;
  if (!isString(message) || message.trim() === "") return { code: "message_required", message: "message is required" };
  if (utf8Bytes(message) > LIMITS.followUpMessageMaxBytes) {
    return { code: "message_too_large", message: `message exceeds ${LIMITS.followUpMessageMaxBytes} bytes of UTF-8` };
  }
  if (cid !== undefined && cid !== null) {
    const chars = isString(cid) ? [...cid].length : -1;
    if (chars < LIMITS.clientMessageIdMinChars || chars > LIMITS.clientMessageIdMaxChars) {
      return { code: "invalid_client_message_id", message: "client_message_id must be 1 to 160 characters" };
    }
  }
  if (model !== undefined && model !== null && (!isString(model) || (model !== "auto" && !isKnownModel(model)))) {
    return { code: "unknown_model", message: "model must be an id from the model list or auto" };
  }
  if (effort !== undefined && effort !== null && !(REASONING_EFFORTS as readonly unknown[]).includes(effort)) {
    return {
      code: "invalid_reasoning_effort",
      message: `reasoning_effort must be one of ${REASONING_EFFORTS.join(", ")}`,
    };
  }
  if (mode !== undefined && mode !== null && mode !== "queue") {
    return { code: "invalid_delivery_mode", message: "delivery_mode must be queue when present" };
  }
  const parsedTarget = target === undefined || target === null ? null : parseTarget(target);
  if (parsedTarget && "code" in parsedTarget) return parsedTarget;
  return {
    message,
    clientMessageId: isString(cid) ? cid : null,
    model: isString(model) && model !== "auto" ? model : null,
    reasoningEffort: isString(effort) ? effort : null,
    target: parsedTarget,
    queue: mode === "queue",
  };
}
