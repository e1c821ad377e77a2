import type { SecretMeta } from "../../../api/types.ts";
import type { StoredScope } from "./validate.ts";

export interface StoredSecret {
  name: string;
  scope: StoredScope;
  /** Owner of a user-scoped (personal) secret; null for organization secrets. */
  userId: string | null;
  note: string | null;
  legacyRepo: string | null;
  valueSha256: string;
  updated_at: string;
}

const keyOf = (scope: StoredScope, name: string, userId: string | null) =>
  scope === "organization" ? `org:${name}` : `user:${userId ?? ""}:${name}`;

export class SecretStore {
  private readonly secrets = new Map<string, StoredSecret>();

  upsert(secret: StoredSecret): { created: boolean } {
    const key = keyOf(secret.scope, secret.name, secret.userId);
    const created = !this.secrets.has(key);
    this.secrets.set(key, secret);
    return { created };
  }

  find(scope: StoredScope, name: string, userId: string | null): StoredSecret | undefined {
    return this.secrets.get(keyOf(scope, name, userId));
  }

  /** Organization secrets plus the caller's own personal ones, by name; never a value, not even its digest. */
  visibleTo(userId: string): SecretMeta[] {
    return [...this.secrets.values()]
      .filter((s) => s.scope === "organization" || s.userId === userId)
      .sort((a, b) => a.name.localeCompare(b.name) || a.scope.localeCompare(b.scope))
      .map(({ name, scope, note, updated_at }) => ({ name, scope, note, updated_at }));
  }
}
