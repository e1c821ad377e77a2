import type { EnrollmentRoot, EnrollmentTicketRequest, Lifecycle } from "@/api/types";
import { wholeUnitsOf } from "@/ui/time";
import { type HumanDuration, TTL_BOUNDS, toSeconds, validateTtl } from "./ttl";
import {
  validateCodeChallenge,
  validateExecutionMode,
  validateInstallId,
  validateMachine,
  validatePathFingerprint,
  validateRootCount,
} from "./validate";

export type Permission = keyof EnrollmentRoot["permissions"];
export const PERMISSIONS: readonly Permission[] = ["read", "write", "execute", "discover_environment", "expose_mcp"];

export interface RootDraft {
  /** Stable React key for the row; never sent. */
  key: number;
  pathFingerprint: string;
  permissions: Record<Permission, boolean>;
  executionMode: string;
}

/** Everything the user typed, as typed; kept across steps, refusals and an accidental close. */
export interface EnrollmentDraft {
  machine: string;
  lifecycle: Lifecycle;
  ttl: HumanDuration;
  roots: RootDraft[];
  installId: string;
  codeChallenge: string;
}

export const STEPS = ["machine", "roots", "worker", "review"] as const;
export type StepId = (typeof STEPS)[number];

export interface RootErrors {
  path?: string;
  mode?: string;
}

export interface DraftErrors {
  machine?: string;
  ttl?: string;
  roots?: string;
  rootRows?: Record<number, RootErrors>;
  installId?: string;
  codeChallenge?: string;
}

let nextRootKey = 1;

export function newRoot(): RootDraft {
  return {
    key: nextRootKey++,
    pathFingerprint: "",
    permissions: { read: true, write: false, execute: false, discover_environment: false, expose_mcp: false },
    executionMode: "confined",
  };
}

export function newDraft(machine = ""): EnrollmentDraft {
  return {
    machine,
    lifecycle: "persistent",
    ttl: wholeUnitsOf(TTL_BOUNDS.persistent.defaultS),
    roots: [newRoot()],
    installId: "",
    codeChallenge: "",
  };
}

/** Switching lifecycle moves an untouched default lifetime along; a lifetime the user typed stays. */
export function withLifecycle(draft: EnrollmentDraft, lifecycle: Lifecycle): EnrollmentDraft {
  const seconds = toSeconds(draft.ttl.amount, draft.ttl.unit);
  const untouched = seconds === TTL_BOUNDS[draft.lifecycle].defaultS;
  return { ...draft, lifecycle, ttl: untouched ? wholeUnitsOf(TTL_BOUNDS[lifecycle].defaultS) : draft.ttl };
}

function rootErrors(root: RootDraft): RootErrors | null {
  const path = validatePathFingerprint(root.pathFingerprint) ?? undefined;
  const mode = validateExecutionMode(root.executionMode) ?? undefined;
  return path || mode ? { path, mode } : null;
}

/** The errors of one step's fields (review has none of its own). */
export function validateStep(step: StepId, draft: EnrollmentDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (step === "machine") {
    errors.machine = validateMachine(draft.machine) ?? undefined;
    errors.ttl = validateTtl(draft.ttl, draft.lifecycle) ?? undefined;
  } else if (step === "roots") {
    errors.roots = validateRootCount(draft.roots.length) ?? undefined;
    const rows: Record<number, RootErrors> = {};
    for (const root of draft.roots) {
      const found = rootErrors(root);
      if (found) rows[root.key] = found;
    }
    if (Object.keys(rows).length > 0) errors.rootRows = rows;
  } else if (step === "worker") {
    errors.installId = validateInstallId(draft.installId) ?? undefined;
    errors.codeChallenge = validateCodeChallenge(draft.codeChallenge) ?? undefined;
  }
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}

/** The first step whose fields do not pass, or null when the whole draft may be sent. */
export function firstInvalidStep(draft: EnrollmentDraft): StepId | null {
  return STEPS.find((step) => hasErrors(validateStep(step, draft))) ?? null;
}

/** The request body: trimmed values, lifecycle and ttl_seconds always explicit. Call only on a valid draft. */
export function toRequest(draft: EnrollmentDraft): EnrollmentTicketRequest {
  return {
    install_id: draft.installId.trim(),
    code_challenge: draft.codeChallenge.trim(),
    lifecycle: draft.lifecycle,
    ttl_seconds: toSeconds(draft.ttl.amount, draft.ttl.unit) ?? TTL_BOUNDS[draft.lifecycle].defaultS,
    roots: draft.roots.map((root) => ({
      path_fingerprint: root.pathFingerprint.trim(),
      permissions: { ...root.permissions },
      execution_mode: root.executionMode.trim(),
    })),
  };
}
