import { LIMITS } from "@/api/limits";

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Path rule (spec §4.8): a Machine id or case-insensitive name of 1 to 63 characters.
 * Checked before any request. Nothing else is ruled out: the client encodes the path,
 * and the spec names no other restriction, so a stricter rule could refuse a real name.
 */
export function validateMachineName(value: string): string | null {
  const length = codePoints(value.trim());
  if (length < LIMITS.machineParamMinChars) return "Enter a Machine name or id.";
  if (length > LIMITS.machineParamMaxChars) {
    return `A Machine name or id has at most ${LIMITS.machineParamMaxChars} characters (this one has ${length}).`;
  }
  return null;
}

/** Names are case-insensitive (spec §4.8): one spelling for comparing and cache keys. */
export function sameMachineName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
