import { CODE_CHALLENGE_PATTERN, LIFECYCLES, LIMITS } from "../../../api/limits.ts";
import type { EnrollmentRoot, EnrollmentTicketRequest } from "../../../api/types.ts";
import type { Validated } from "../../core/validated.ts";

export type Lifecycle = (typeof LIFECYCLES)[number];

/** A request that passed validation, ttl_seconds filled in from the lifecycle default. */
export type EnrollmentInput = Required<EnrollmentTicketRequest>;

const TOP_FIELDS = ["install_id", "code_challenge", "lifecycle", "roots", "ttl_seconds"] as const;
const ROOT_FIELDS = ["path_fingerprint", "permissions", "execution_mode"] as const;
const PERMISSIONS = [
  "read",
  "write",
  "execute",
  "discover_environment",
  "expose_mcp",
] as const satisfies readonly (keyof EnrollmentRoot["permissions"])[];

export const TTL_BOUNDS: Record<Lifecycle, { defaultS: number; maxS: number }> = {
  persistent: { defaultS: LIMITS.ttlPersistentDefaultS, maxS: LIMITS.ttlPersistentMaxS },
  ephemeral: { defaultS: LIMITS.ttlEphemeralDefaultS, maxS: LIMITS.ttlEphemeralMaxS },
};

class Invalid extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function record(value: unknown, code: string, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Invalid(code, `${what} must be an object.`);
  return value as Record<string, unknown>;
}

/** Unknown fields are rejected at every level (spec §4.8), naming the first one found. */
function onlyKnown(obj: Record<string, unknown>, known: readonly string[], prefix: string): void {
  const extra = Object.keys(obj).find((key) => !known.includes(key));
  if (extra !== undefined) throw new Invalid("unknown_field", `Unknown field: ${prefix}${extra}.`);
}

function chars(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function parseRoot(value: unknown, index: number): EnrollmentRoot {
  const where = `roots[${index}]`;
  const root = record(value, "invalid_roots", where);
  onlyKnown(root, ROOT_FIELDS, `${where}.`);
  const { path_fingerprint, execution_mode } = root;
  if (typeof path_fingerprint !== "string" || path_fingerprint === "") {
    throw new Invalid("invalid_roots", `${where}.path_fingerprint must be a non-empty string.`);
  }
  if (typeof execution_mode !== "string" || execution_mode === "") {
    throw new Invalid("invalid_roots", `${where}.execution_mode must be a non-empty string.`);
  }
  const perms = record(root.permissions, "invalid_roots", `${where}.permissions`);
  onlyKnown(perms, PERMISSIONS, `${where}.permissions.`);
  const permissions = {} as EnrollmentRoot["permissions"];
  for (const key of PERMISSIONS) {
    const flag = perms[key];
    if (typeof flag !== "boolean") throw new Invalid("invalid_roots", `${where}.permissions.${key} must be a boolean.`);
    permissions[key] = flag;
  }
  return { path_fingerprint, permissions, execution_mode };
}

function parse(body: unknown): EnrollmentInput {
  const obj = record(body, "invalid_body", "The request body");
  onlyKnown(obj, TOP_FIELDS, "");
  const { install_id, code_challenge, lifecycle = "persistent", roots, ttl_seconds } = obj;
  const idOk =
    typeof install_id === "string" &&
    chars(install_id) >= LIMITS.installIdMinChars &&
    chars(install_id) <= LIMITS.installIdMaxChars;
  if (!idOk) {
    const range = `${LIMITS.installIdMinChars} to ${LIMITS.installIdMaxChars}`;
    throw new Invalid("invalid_install_id", `install_id must be ${range} characters.`);
  }
  if (typeof code_challenge !== "string" || !CODE_CHALLENGE_PATTERN.test(code_challenge)) {
    throw new Invalid("invalid_code_challenge", `code_challenge must match ${CODE_CHALLENGE_PATTERN.source}.`);
  }
  if (typeof lifecycle !== "string" || !(LIFECYCLES as readonly string[]).includes(lifecycle)) {
    throw new Invalid("invalid_lifecycle", `lifecycle must be one of ${LIFECYCLES.join(", ")}.`);
  }
  const life = lifecycle as Lifecycle;
  if (!Array.isArray(roots) || roots.length < LIMITS.rootsMin || roots.length > LIMITS.rootsMax) {
    throw new Invalid("invalid_roots", `roots must hold ${LIMITS.rootsMin} to ${LIMITS.rootsMax} items.`);
  }
  const parsedRoots = roots.map(parseRoot);
  const bounds = TTL_BOUNDS[life];
  const ttl = ttl_seconds ?? bounds.defaultS;
  if (typeof ttl !== "number" || !Number.isInteger(ttl) || ttl < LIMITS.ttlMinS || ttl > bounds.maxS) {
    throw new Invalid(
      "invalid_ttl",
      `ttl_seconds must be an integer from ${LIMITS.ttlMinS} to ${bounds.maxS} for ${life}.`,
    );
  }
  return { install_id, code_challenge, lifecycle: life, roots: parsedRoots, ttl_seconds: ttl };
}

export function validateEnrollment(body: unknown): Validated<EnrollmentInput> {
  try {
    return { ok: true, value: parse(body) };
  } catch (error) {
    if (error instanceof Invalid)
      return { ok: false, rejection: { status: 400, code: error.code, message: error.message } };
    throw error;
  }
}
