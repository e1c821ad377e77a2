import { LIMITS } from "@/api/limits";

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Path rule (spec §4.8): a Machine id or case-insensitive name of 1 to 63 characters. Checked before
 * any request. The name is one path segment, so what a path segment cannot carry is refused here too
 * (a slash or backslash, a dot-dot, control characters): the production proxy would answer 400 for
 * it, and the person should hear it in the field they typed it in. Nothing else is ruled out: the
 * spec names no other restriction, so a stricter rule could refuse a real name.
 */
export function validateMachineName(value: string): string | null {
  const name = value.trim();
  const length = codePoints(name);
  if (length < LIMITS.machineParamMinChars) return "Enter a Machine name or id.";
  if (length > LIMITS.machineParamMaxChars) {
    return `A Machine name or id has at most ${LIMITS.machineParamMaxChars} characters (this one has ${length}).`;
  }
  if (/[/\\]/.test(name)) return "A Machine name cannot contain a slash (/ or \\): it is one part of an address.";
  if (name === "." || name.includes("..")) return "A Machine name cannot be a dot or contain two dots in a row (..).";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return "A Machine name cannot contain control characters.";
  return null;
}

/** Names are case-insensitive (spec §4.8): one spelling for comparing and cache keys. */
export function sameMachineName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
