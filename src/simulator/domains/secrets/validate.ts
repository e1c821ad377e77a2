import { LIMITS, SECRET_NAME_PATTERN } from "../../../api/limits.ts";
import type { SecretMeta } from "../../../api/types.ts";
import { utf8Bytes } from "../../core/http.ts";
import { type Rejection, reject, type Validated } from "../../core/validated.ts";

/** The scope a secret is stored under; the deprecated `repo` scope is stored (and reported) as organization. */
export type StoredScope = SecretMeta["scope"];

export interface SecretWriteInput {
  name: string;
  value: string;
  note: string | null;
  scope: StoredScope;
  /** Deprecated repo-scope context, kept only so reads can show where it came from. */
  legacyRepo: string | null;
}

const KNOWN_FIELDS: readonly string[] = ["name", "value", "note", "scope", "repo", "provider"];

function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function validateName(name: unknown): Rejection | null {
  const ok =
    typeof name === "string" &&
    name.length >= 1 &&
    name.length <= LIMITS.secretNameMaxChars &&
    SECRET_NAME_PATTERN.test(name);
  if (ok) return null;
  return {
    status: 400,
    code: "invalid_secret_name",
    message: `name must match ${SECRET_NAME_PATTERN.source} and be 1 to ${LIMITS.secretNameMaxChars} characters.`,
  };
}

function validateContext(scope: string, repo: unknown, provider: unknown): Rejection | null {
  if (repo === undefined && provider === undefined) return null;
  if (scope !== "repo") {
    return {
      status: 400,
      code: "invalid_request",
      message: "repo and provider are only accepted with the repo scope.",
    };
  }
  if (repo !== undefined && (typeof repo !== "string" || !/^[^/\s]+\/[^/\s]+$/.test(repo))) {
    return { status: 400, code: "invalid_repo", message: "repo must be owner/name." };
  }
  if (provider !== undefined && provider !== "github") {
    return { status: 400, code: "invalid_provider", message: "provider must be github." };
  }
  return null;
}

/** Spec §4.7. Checks run in a fixed order so one body always yields the same error. */
export function validateSecretWrite(body: unknown): Validated<SecretWriteInput> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return reject(400, "invalid_body", "The request body must be a JSON object.");
  }
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).find((key) => !KNOWN_FIELDS.includes(key));
  if (extra !== undefined) return reject(400, "unknown_field", `Unknown field: ${extra}.`);
  const { name, value, note, scope = "user", repo, provider } = fields;
  const nameError = validateName(name);
  if (nameError) return { ok: false, rejection: nameError };
  if (typeof value !== "string" || value.length === 0) return reject(400, "value_required", "value is required.");
  const max = LIMITS.secretValueMaxBytes;
  if (utf8Bytes(value) > max) {
    return reject(413, "secret_value_too_large", `value exceeds ${max} bytes.`, { max_bytes: max });
  }
  if (note !== undefined && note !== null && typeof note !== "string") {
    return reject(400, "invalid_note", "note must be a string.");
  }
  if (typeof note === "string" && charCount(note) > LIMITS.secretNoteMaxChars) {
    return reject(400, "note_too_long", `note exceeds ${LIMITS.secretNoteMaxChars} characters.`, {
      max_chars: LIMITS.secretNoteMaxChars,
    });
  }
  if (scope !== "organization" && scope !== "user" && scope !== "repo") {
    return reject(400, "invalid_scope", "scope must be organization, user or repo.");
  }
  const contextError = validateContext(scope, repo, provider);
  if (contextError) return { ok: false, rejection: contextError };
  return {
    ok: true,
    value: {
      name: name as string,
      value,
      note: typeof note === "string" && note !== "" ? note : null,
      scope: scope === "user" ? "user" : "organization",
      legacyRepo: typeof repo === "string" ? repo : null,
    },
  };
}
