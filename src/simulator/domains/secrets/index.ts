import type { SecretMeta } from "../../../api/types.ts";
import { DEMO_USERS } from "../../core/keys.ts";
import type { DomainFactory } from "../../core/types.ts";
import type { MembersApi } from "../members/index.ts";
import { secretHandlers } from "./handlers.ts";
import { SecretStore, type StoredSecret } from "./state.ts";
import type { StoredScope } from "./validate.ts";

export interface SecretsApi {
  /** Metadata an API read would show to `userId`: never values. */
  visibleTo(orgId: string, userId: string): SecretMeta[];
  /** The stored record (value only as a SHA-256 digest) for tests and invariants. */
  find(orgId: string, scope: StoredScope, name: string, userId: string | null): StoredSecret | undefined;
}

/** Digest of the placeholder value behind every seeded secret (the simulator never holds real values). */
const SEED_DIGEST = "8036ec32b07b5ac48a4d50b6fb628198ad0ca6780ade4c2a038027db97a79e72";

function seed(store: SecretStore, at: string): void {
  const owner = DEMO_USERS[0]?.userId ?? null;
  const member = DEMO_USERS[2]?.userId ?? null;
  const base = { legacyRepo: null, valueSha256: SEED_DIGEST, updated_at: at };
  store.upsert({
    ...base,
    name: "NPM_TOKEN",
    scope: "organization",
    userId: null,
    note: "Read-only token for the private registry.",
  });
  store.upsert({ ...base, name: "SENTRY_DSN", scope: "organization", userId: null, note: null });
  store.upsert({ ...base, name: "GITHUB_PAT", scope: "user", userId: owner, note: "Personal token for forks." });
  store.upsert({ ...base, name: "STAGING_PASSWORD", scope: "user", userId: member, note: null });
}

/** Write-only secrets (spec §4.7) and the upstream names-only list. */
export const createSecretsDomain: DomainFactory = (ctx) => {
  const seededAt = new Date(ctx.clock.now() - 3 * 86_400_000).toISOString();
  const stores = new Map<string, SecretStore>();
  const storeFor = (orgId: string): SecretStore => {
    let store = stores.get(orgId);
    if (!store) {
      store = new SecretStore();
      seed(store, seededAt);
      stores.set(orgId, store);
    }
    return store;
  };
  const api: SecretsApi = {
    visibleTo: (orgId, userId) => storeFor(orgId).visibleTo(userId),
    find: (orgId, scope, name, userId) => storeFor(orgId).find(scope, name, userId),
  };
  const handlers = secretHandlers(ctx, {
    storeFor,
    roleOf: (orgId, principal) => ctx.domain<MembersApi>("members")?.roleOf(orgId, principal.userId) ?? principal.role,
  });
  return { name: "secrets", handlers, api };
};
