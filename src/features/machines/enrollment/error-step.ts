import { isApiError } from "@/api/errors";
import type { StepId } from "./draft";

const FIELD_STEP: Record<string, StepId> = {
  invalid_machine: "machine",
  machine_not_found: "machine",
  invalid_lifecycle: "machine",
  invalid_ttl: "machine",
  invalid_roots: "roots",
  invalid_install_id: "worker",
  invalid_code_challenge: "worker",
};

/** unknown_field names the field in its message ("Unknown field: roots[0].mode."); find whose step it is. */
function stepOfNamedField(message: string): StepId {
  if (/\broots\b/.test(message)) return "roots";
  if (/\b(install_id|code_challenge)\b/.test(message)) return "worker";
  if (/\b(lifecycle|ttl_seconds)\b/.test(message)) return "machine";
  return "review";
}

/**
 * Where a refusal is shown: on the step of the input it is about, so the user fixes it there;
 * everything else (permission, rate limit, gate off, network) on review, next to the button.
 * A Machine token refused with 403 was used for another Machine, which is the first step's field.
 */
export function stepForError(error: unknown, isMachineToken: boolean): StepId {
  if (!isApiError(error)) return "review";
  if (error.status === 403 && isMachineToken) return "machine";
  if (error.status === 400 && error.code === "unknown_field") return stepOfNamedField(error.message);
  return FIELD_STEP[error.code] ?? "review";
}
