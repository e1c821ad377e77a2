import { CODE_CHALLENGE_PATTERN, LIFECYCLES, LIMITS } from "@/api/limits";
import { validateMachineName } from "@/api/machine-name";
import type { Lifecycle } from "@/api/types";

/**
 * Field rules of the enrollment request (spec §4.8, numbers from api/limits.ts). Each returns the
 * reason in words, or null when the value is fine. Pasted values are trimmed: a worker's output
 * copied from a terminal often carries a trailing newline.
 */

/** Code points, as the service counts them (an emoji is one character, not two). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

export function validateMachine(value: string): string | null {
  return validateMachineName(value);
}

export function isLifecycle(value: string): value is Lifecycle {
  return (LIFECYCLES as readonly string[]).includes(value);
}

export function validateInstallId(value: string): string | null {
  const n = charCount(value.trim());
  if (n === 0) return "Paste the install id the worker printed.";
  if (n < LIMITS.installIdMinChars) {
    return `An install id has at least ${LIMITS.installIdMinChars} characters; this has ${n}.`;
  }
  if (n > LIMITS.installIdMaxChars) {
    return `An install id has at most ${LIMITS.installIdMaxChars} characters; this has ${n}.`;
  }
  return null;
}

/** The {43} of CODE_CHALLENGE_PATTERN, for counters and messages. */
export const CHALLENGE_LENGTH = 43;

export function validateCodeChallenge(value: string): string | null {
  const text = value.trim();
  if (text === "") return "Paste the code challenge the worker printed.";
  const bad = Array.from(text).find((c) => !/[A-Za-z0-9_-]/.test(c));
  if (bad !== undefined) {
    const shown = /\s/.test(bad) ? "a space" : `“${bad}”`;
    return `A code challenge is base64url: letters, digits, - and _ only; it has ${shown}.`;
  }
  const n = charCount(text);
  if (n !== CHALLENGE_LENGTH) return `A code challenge is exactly ${CHALLENGE_LENGTH} characters; this has ${n}.`;
  // The pattern of the contract stays the last word, should it ever say more than length and alphabet.
  return CODE_CHALLENGE_PATTERN.test(text) ? null : "This is not a code challenge the service accepts.";
}

export function validateRootCount(count: number): string | null {
  if (count < LIMITS.rootsMin) return `Approve at least ${LIMITS.rootsMin} root.`;
  if (count > LIMITS.rootsMax) return `A worker can be approved for at most ${LIMITS.rootsMax} roots.`;
  return null;
}

export function validatePathFingerprint(value: string): string | null {
  return value.trim() === "" ? "Paste the root's path fingerprint from the worker." : null;
}

export function validateExecutionMode(value: string): string | null {
  return value.trim() === "" ? "Name the execution mode, e.g. confined." : null;
}
