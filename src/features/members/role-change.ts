import { LIMITS, MEMBER_ROLES } from "@/api/limits";
import type { MemberRole } from "@/api/types";
import type { Capability } from "@/features/connection";
import { codePointLength } from "@/lib/chars";

export const ROLES: readonly MemberRole[] = MEMBER_ROLES;

export const ROLE_LABEL: Record<MemberRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

function withArticle(role: MemberRole): string {
  return role === "member" ? "a member" : `an ${role}`;
}

/** Why a typed user id cannot be sent (it goes into the path), or null. Checked before any request. */
export function userIdError(raw: string): string | null {
  const id = raw.trim();
  if (id === "") return "Enter the user id of the member.";
  if (/\s/.test(id)) return "A user id has no spaces.";
  if (id.includes("/")) return "A user id has no “/”.";
  const length = codePointLength(id);
  if (length > LIMITS.typedIdMaxChars) {
    return `A user id has at most ${LIMITS.typedIdMaxChars} characters; this one has ${length}.`;
  }
  return null;
}

/** Who the change is about, as the confirmation names them: "Mia Member (mia.member@demo.example)" or the bare id. */
export interface RoleTarget {
  user_id: string;
  name?: string;
  email?: string;
}

export function describeTarget(target: RoleTarget): string {
  if (target.name && target.email) return `${target.name} (${target.email})`;
  return target.name || target.email || target.user_id;
}

/** "Make Mia Member (mia.member@demo.example) an admin?" */
export function roleChangeQuestion(target: RoleTarget, role: MemberRole): string {
  return `Make ${describeTarget(target)} ${withArticle(role)}?`;
}

/** "Mia Member is now an admin." (after the service accepted it; the role is the service's answer). */
export function roleChangedMessage(target: RoleTarget, role: MemberRole): string {
  return `${target.name || target.user_id} is now ${withArticle(role)}.`;
}

/** The button that sends the change: "Make admin". */
export function confirmLabel(role: MemberRole): string {
  return `Make ${role}`;
}

export interface RoleControl {
  /** The whole control is disabled (the key cannot change roles, or only an owner may touch this member). */
  disabled: boolean;
  /** Why, naming the missing scope or role; null when enabled. */
  reason: string | null;
  /** Per option: why it cannot be chosen (null = can). */
  optionReasons: Record<MemberRole, string | null>;
}

/**
 * What the UI offers for one member's role, from the key's capabilities (GET /v3/self).
 * Spec §4.10/§5.9: owner/admin authority to change roles; only owners grant or change owner.
 * This only decides what to offer: the service's answer stays final.
 */
export function roleControl(change: Capability, ownerChange: Capability, currentRole: MemberRole | null): RoleControl {
  const none: Record<MemberRole, string | null> = { owner: null, admin: null, member: null };
  if (!change.allowed) return { disabled: true, reason: change.reason, optionReasons: none };
  if (ownerChange.allowed) return { disabled: false, reason: null, optionReasons: none };
  const ownerOnly = ownerOnlyReason(ownerChange);
  // An owner's row is out of reach as a whole; elsewhere only the owner option is.
  return currentRole === "owner"
    ? { disabled: true, reason: ownerOnly, optionReasons: none }
    : { disabled: false, reason: null, optionReasons: { ...none, owner: ownerOnly } };
}

/** For a key that may change roles but is not an owner: the owner role needs an owner (said before sending). */
export function ownerOnlyReason(ownerChange: Capability): string | null {
  if (ownerChange.allowed) return null;
  return ownerChange.missing === "role:owner"
    ? "Only an organization owner can grant or change owner."
    : ownerChange.reason;
}

/** The note above the role controls: why they are disabled, or why the owner role is out of reach. */
export function rolePageNote(
  change: Capability,
  ownerChange: Capability,
  callerRole: string | undefined,
): string | null {
  if (!change.allowed) return change.reason;
  if (ownerChange.allowed) return null;
  const acting = callerRole ? `; this key acts as ${callerRole === "admin" ? "an admin" : `a ${callerRole}`}` : "";
  return ownerChange.missing === "role:owner"
    ? `Only an organization owner can grant or change owner${acting}.`
    : ownerChange.reason;
}

interface Listed {
  user_id: string;
  name: string;
  role: MemberRole;
}

/**
 * Why the change cannot be sent at all, known before sending: demoting the only owner (the service keeps
 * at least one owner and answers 409 last_owner). Null when the list shows another owner, or the change
 * does not remove an owner.
 */
export function lastOwnerRefusal(member: Listed, role: MemberRole, members: readonly Listed[]): string | null {
  const owners = members.filter((m) => m?.role === "owner").length;
  if (member.role !== "owner" || role === "owner" || owners > 1) return null;
  return `${member.name || member.user_id} is the only owner: make someone else owner first.`;
}

/** Worth saying before the confirm button: a change to your own role (the refusal above says the rest). */
export function roleChangeWarning(
  member: Listed,
  role: MemberRole,
  members: readonly Listed[],
  selfUserId: string | undefined,
): string | undefined {
  if (lastOwnerRefusal(member, role, members) !== null) return undefined;
  if (member.user_id === selfUserId) return "This is your own role: you keep only what the new role allows.";
  return undefined;
}
