import type { Member } from "../../../api/types.ts";
import { DEMO_USERS } from "../../core/keys.ts";

/** People without a demo key, so the roster looks like a team. All plain members. */
const EXTRA_MEMBERS = [
  { userId: "usr_0d0e0005", email: "sam.lee@demo.example", name: "Sam Lee" },
  { userId: "usr_0d0e0006", email: "priya.natarajan@demo.example", name: "Priya Natarajan" },
  { userId: "usr_0d0e0007", email: "jonas.berg@demo.example", name: "Jonas Berg" },
  { userId: "usr_0d0e0008", email: "amara.okafor@demo.example", name: "Amara Okafor" },
] as const;

const DAY_MS = 86_400_000;

/**
 * Exactly one owner (the owner key's user), one admin (the admin key's user), and
 * several members. The user ids are the demo keys' user ids, so /v3/self and this list agree.
 */
export function seedMembers(orgId: string, now: number): Member[] {
  const keyed = DEMO_USERS.map((u, i) => ({
    user_id: u.userId,
    email: u.email,
    name: u.name,
    role: u.role,
    joined_at: new Date(now - (400 - i * 30) * DAY_MS).toISOString(),
  }));
  const extras = orgId === "org_demo" ? EXTRA_MEMBERS : EXTRA_MEMBERS.slice(0, 1);
  const others = extras.map((u, i) => ({
    user_id: u.userId,
    email: u.email,
    name: u.name,
    role: "member" as const,
    joined_at: new Date(now - (200 - i * 25) * DAY_MS).toISOString(),
  }));
  return [...keyed, ...others];
}
