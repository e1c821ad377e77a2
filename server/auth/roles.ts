/**
 * ROLE_KEYS: `group=key;group=key`. The first pair whose group is among the person's groups wins;
 * `*` matches anyone the provider signed in. Keys are never echoed in errors.
 */
export interface RolePair {
  group: string;
  key: string;
}

/** Visible ASCII only: anything else would break (or split) the Authorization header. */
export const KEY_PATTERN = /^[\x21-\x7e]{8,4096}$/;

export function parseRoleKeys(raw: string, errors: string[]): RolePair[] {
  const pairs: RolePair[] = [];
  const parts = raw
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean);
  parts.forEach((part, i) => {
    const at = part.indexOf("=");
    const group = at === -1 ? "" : part.slice(0, at).trim();
    const key = at === -1 ? "" : part.slice(at + 1).trim();
    if (group === "" || key === "") {
      errors.push(`ROLE_KEYS: pair ${i + 1} is not group=key (value not shown)`);
    } else if (!KEY_PATTERN.test(key)) {
      errors.push(
        `ROLE_KEYS: the key for ${JSON.stringify(group)} is not 8 to 4096 visible ASCII characters (value not shown)`,
      );
    } else pairs.push({ group, key });
  });
  if (parts.length === 0) errors.push("ROLE_KEYS: no group=key pair");
  return pairs;
}

/** The groups a claim holds: a list of strings, or one string (some providers send a single group so). */
export function groupsOf(claim: unknown): string[] {
  if (typeof claim === "string") return claim === "" ? [] : [claim];
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === "string");
  return [];
}

export function matchRole(pairs: readonly RolePair[], groups: readonly string[]): RolePair | null {
  const held = new Set(groups);
  return pairs.find((pair) => pair.group === "*" || held.has(pair.group)) ?? null;
}
