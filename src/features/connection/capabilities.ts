import type { Self } from "@/api/types";

/**
 * What an action needs from the key, in the same terms the service uses to refuse it
 * (spec §5: a scope, an owner/admin role, or a Machine token for enrollment).
 */
export interface Need {
  /** Any of these scopes is enough. */
  scope?: string | readonly string[];
  /** Needs an organization owner or admin (API key). */
  ownerAdmin?: boolean;
  /** Needs an organization owner (granting or changing owner membership). */
  owner?: boolean;
  /** A Machine token may do this without any scope or role (enrollment tickets). */
  machineToken?: boolean;
}

export interface Capability {
  allowed: boolean;
  /** Why not, in words, naming the missing scope or role; null when allowed. */
  reason: string | null;
  /** The scope or `role:*` that is missing, in the service's own spelling (for tests and badges). */
  missing: string | null;
}

const ALLOWED: Capability = { allowed: true, reason: null, missing: null };

function denied(missing: string, reason: string): Capability {
  return { allowed: false, reason, missing };
}

/**
 * Pure: decides from GET /v3/self whether the UI should offer an action. While `self` is
 * unknown (loading, or the service did not answer) the action is offered: the service's
 * answer is final either way, and a 403 is still explained where it lands.
 */
export function checkCapability(self: Self | undefined, need: Need): Capability {
  if (!self) return ALLOWED;
  const scopes = need.scope === undefined ? [] : typeof need.scope === "string" ? [need.scope] : need.scope;
  if (self.key_kind === "machine_token") {
    if (need.machineToken) return ALLOWED;
    return denied(scopes[0] ?? "role:owner_or_admin", "A Machine token may only approve workers for its Machine.");
  }
  // A /v3/self whose scopes cannot be read (contract drift) says nothing: offer, as while loading.
  if (!Array.isArray(self.scopes)) return ALLOWED;
  const first = scopes[0];
  if (first !== undefined && !scopes.some((s) => self.scopes.includes(s))) {
    return denied(first, `This key lacks ${first}.`);
  }
  if (need.owner && self.role !== "owner") {
    return denied("role:owner", `Only an organization owner can do this; this key acts as ${article(self.role)}.`);
  }
  if (need.ownerAdmin && self.role !== "owner" && self.role !== "admin") {
    return denied(
      "role:owner_or_admin",
      `Only an organization owner or admin can do this; this key acts as ${article(self.role)}.`,
    );
  }
  return ALLOWED;
}

function article(role: string): string {
  return /^[aeiou]/i.test(role) ? `an ${role}` : `a ${role}`;
}
