import type { Principal, Role } from "./types.ts";

/** Spec §5.3 scopes plus the device scopes named by operations. */
export const ALL_SCOPES = [
  "run",
  "mcp:read",
  "mcp:write",
  "secrets:read",
  "secrets:write",
  "sessions:read",
  "sessions:debug",
  "knowledge:read",
  "memory:read",
  "memory:write",
  "skills:read",
  "skills:write",
  "repos:read",
  "repos:write",
  "reviews:read",
  "reviews:write",
  "deployment:read",
  "analytics:read",
  "org:read",
  "org:write",
  "attachments:read",
  "attachments:write",
  "guardrails:read",
  "guardrails:write",
  "network:read",
  "network:write",
  "automations:read",
  "automations:write",
  "agent_auth:read",
  "devices:read",
  "devices:write",
  "devices:use",
] as const;

const OPT_IN = new Set<string>(["network:read", "network:write"]);
/** Default key scopes (spec §5.4: network scopes are opt-in). */
export const DEFAULT_SCOPES: readonly string[] = ALL_SCOPES.filter((s) => !OPT_IN.has(s));
const MEMBER_SCOPES = DEFAULT_SCOPES.filter(
  (s) => s !== "sessions:debug" && s !== "org:write" && s !== "devices:write",
);
const READ_ONLY_SCOPES = ["sessions:read", "org:read", "repos:read", "devices:read"];

export const DEMO_ORG_IDS = ["org_demo", "org_lab"] as const;

export interface DemoUser {
  userId: string;
  email: string;
  name: string;
  role: Role;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { userId: "usr_0d0e0001", email: "olivia.owner@demo.example", name: "Olivia Owner", role: "owner" },
  { userId: "usr_0d0e0002", email: "adam.admin@demo.example", name: "Adam Admin", role: "admin" },
  { userId: "usr_0d0e0003", email: "mia.member@demo.example", name: "Mia Member", role: "member" },
  { userId: "usr_0d0e0004", email: "rory.reader@demo.example", name: "Rory Reader", role: "member" },
];

export type DemoKeyId = "owner" | "admin" | "member" | "read-only" | "runner" | "legacy-owner" | "machine-token";

export interface DemoKey {
  id: DemoKeyId;
  label: string;
  key: string;
  principal: Principal;
}

function user(index: number): DemoUser {
  const found = DEMO_USERS[index];
  if (!found) throw new Error(`no demo user ${index}`);
  return found;
}

function apiKey(id: DemoKeyId, label: string, key: string, u: DemoUser, scopes: readonly string[]): DemoKey {
  return {
    id,
    label,
    key,
    principal: {
      keyId: id,
      userId: u.userId,
      email: u.email,
      orgIds: DEMO_ORG_IDS,
      role: u.role,
      scopes: new Set(scopes),
      kind: "api_key",
    },
  };
}

export const DEMO_KEYS: readonly DemoKey[] = [
  apiKey("owner", "Owner", "svc_0d0e0000000000000000000000000001", user(0), ALL_SCOPES),
  apiKey("admin", "Admin", "svc_0d0e0000000000000000000000000002", user(1), [...DEFAULT_SCOPES, "network:read"]),
  apiKey("member", "Member", "svc_0d0e0000000000000000000000000003", user(2), MEMBER_SCOPES),
  apiKey("read-only", "Read-only", "svc_0d0e0000000000000000000000000004", user(3), READ_ONLY_SCOPES),
  // A narrow automation key (run + sessions:read, no devices:use) so the devices:use 403 is reachable.
  apiKey("runner", "CI runner", "svc_0d0e0000000000000000000000000005", user(2), ["run", "sessions:read"]),
  apiKey("legacy-owner", "Legacy owner", "old_0d0e0000000000000000000000000001", user(0), ALL_SCOPES),
  {
    id: "machine-token",
    label: "Machine token (build-fleet)",
    key: "svc_0d0e00000000000000000000000000f1",
    principal: {
      keyId: "machine-token",
      userId: "usr_machine_build_fleet",
      email: "build-fleet@machines.demo.example",
      orgIds: ["org_demo"],
      role: "member",
      scopes: new Set<string>(),
      kind: "machine_token",
      machineName: "build-fleet",
    },
  },
];

export function demoKey(id: DemoKeyId): DemoKey {
  const found = DEMO_KEYS.find((k) => k.id === id);
  if (!found) throw new Error(`no demo key ${id}`);
  return found;
}

const KEY_FORMAT = /^(svc|old)_[0-9a-f]{8,128}$/;

/** Null for a missing, malformed or unknown key: all three answer 401 missing_bearer. */
export function principalForToken(token: string | null): Principal | null {
  if (token === null || !KEY_FORMAT.test(token)) return null;
  return DEMO_KEYS.find((k) => k.key === token)?.principal ?? null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
