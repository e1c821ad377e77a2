import { LIMITS, SECRET_NAME_PATTERN } from "@/api/limits";
import type { SecretMeta, SecretScope, SecretWriteRequest } from "@/api/types";
import { utf8ByteLength } from "@/lib/bytes";
import { codePointLength } from "@/lib/chars";

/**
 * Pure rules of the "Set a secret" form (spec §4.7, docs/api-decisions.md). The value is
 * never part of SecretFormFields: the form keeps it apart so nothing that outlives a
 * submission (kept fields, errors, outcomes) can ever hold it.
 */
export interface SecretFormFields {
  name: string;
  note: string;
  scope: SecretScope;
  /** Legacy context, sent only with the deprecated repo scope. */
  repo: string;
}

export const EMPTY_SECRET_FIELDS: SecretFormFields = { name: "", note: "", scope: "user", repo: "" };

export type SecretFieldErrors = Partial<Record<"name" | "value" | "note" | "repo", string>>;

const REPO_PATTERN = /^[^/\s]+\/[^/\s]+$/;

/** Why a name is refused, in words that say how to fix it; null when the service accepts it. */
export function secretNameError(name: string): string | null {
  if (name.trim().length === 0) return "A name is required.";
  const length = codePointLength(name);
  if (length > LIMITS.secretNameMaxChars) {
    return `At most ${LIMITS.secretNameMaxChars} characters (this one has ${length}).`;
  }
  if (SECRET_NAME_PATTERN.test(name)) return null;
  if (/\s/.test(name)) return "No spaces: join words with _ (for example API_TOKEN).";
  if (/^[0-9_]/.test(name)) return "Start with a letter A–Z.";
  if (/[a-z]/.test(name)) {
    const upper = name.toUpperCase();
    return SECRET_NAME_PATTERN.test(upper) ? `Use uppercase letters: ${upper}.` : "Use uppercase letters.";
  }
  return "Use only uppercase letters A–Z, digits 0–9 and _.";
}

export interface ValueSize {
  bytes: number;
  /** Bytes above LIMITS.secretValueMaxBytes; 0 when within. */
  over: number;
}

export function secretValueSize(value: string): ValueSize {
  const bytes = utf8ByteLength(value);
  return { bytes, over: Math.max(0, bytes - LIMITS.secretValueMaxBytes) };
}

export function secretValueError(value: string): string | null {
  if (value.length === 0) return "A value is required.";
  // Spaces around a real value are kept; a value of nothing but whitespace is a paste gone wrong.
  if (value.trim().length === 0) return "The value is only whitespace.";
  const { over } = secretValueSize(value);
  if (over > 0) {
    return `The value is ${over.toLocaleString("en-US")} ${over === 1 ? "byte" : "bytes"} over the ${LIMITS.secretValueMaxBytes.toLocaleString("en-US")}-byte limit.`;
  }
  return null;
}

/** Notes are counted in code points, as the service counts "characters" (src/lib/chars.ts). */
export function secretNoteError(note: string): string | null {
  const chars = codePointLength(note);
  if (chars <= LIMITS.secretNoteMaxChars) return null;
  return `At most ${LIMITS.secretNoteMaxChars.toLocaleString("en-US")} characters (${(chars - LIMITS.secretNoteMaxChars).toLocaleString("en-US")} too many).`;
}

export function legacyRepoError(fields: SecretFormFields): string | null {
  if (fields.scope !== "repo" || fields.repo.trim() === "") return null;
  return REPO_PATTERN.test(fields.repo.trim()) ? null : "Write the repository as owner/name.";
}

/** How the service stores a scope: the deprecated repo scope is an alias of organization. */
export function storedScope(scope: SecretScope): SecretMeta["scope"] {
  return scope === "user" ? "user" : "organization";
}

export function scopeLabel(scope: SecretMeta["scope"]): string {
  if (scope === "organization") return "organization";
  if (scope === "user") return "personal";
  // A scope the contract does not list (a newer service) is shown as it came, not passed off as personal.
  return typeof scope === "string" ? scope : "unknown scope";
}

/** The listed secret a save would replace, if the list is known (name and stored scope match). */
export function existingSecret(
  items: readonly SecretMeta[] | undefined,
  fields: Pick<SecretFormFields, "name" | "scope">,
): SecretMeta | undefined {
  const scope = storedScope(fields.scope);
  return items?.find((item) => item.name === fields.name && item.scope === scope);
}

export type SecretWriteDraft = { ok: true; body: SecretWriteRequest } | { ok: false; errors: SecretFieldErrors };

/** Validates everything and builds the request body; the body is the only object that holds the value. */
export function buildSecretWrite(fields: SecretFormFields, value: string): SecretWriteDraft {
  const errors: SecretFieldErrors = {};
  const name = secretNameError(fields.name);
  if (name) errors.name = name;
  const valueError = secretValueError(value);
  if (valueError) errors.value = valueError;
  const note = secretNoteError(fields.note);
  if (note) errors.note = note;
  const repo = legacyRepoError(fields);
  if (repo) errors.repo = repo;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: SecretWriteRequest = { name: fields.name, value, scope: fields.scope };
  if (fields.note.trim() !== "") body.note = fields.note;
  if (fields.scope === "repo") {
    body.provider = "github";
    if (fields.repo.trim() !== "") body.repo = fields.repo.trim();
  }
  return { ok: true, body };
}
