import type { Model } from "../../../api/types.ts";

/** "auto" is only a request value (keep the session's model); it is never listed. */
export const MODELS: readonly Model[] = [
  { id: "svc-large-2026-10", label: "SVC Large (2026-10)", is_default: true },
  { id: "svc-fast-2026-09", label: "SVC Fast (2026-09)", is_default: false },
  { id: "svc-reasoner-2026-08", label: "SVC Reasoner (2026-08)", is_default: false },
];

export function isKnownModel(id: string): boolean {
  return MODELS.some((m) => m.id === id);
}
