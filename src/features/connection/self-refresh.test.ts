import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/errors";
import type { Self } from "@/api/types";
import { checkCapability } from "./capabilities";
import { connectionKeys } from "./queries";
import { followRefusals, refreshSelf, refusalMeansStaleSelf, roleChangeTouchesCaller } from "./self-refresh";

const self = (over: Partial<Self> = {}): Self => ({
  user_id: "usr_admin",
  email: "adam@demo.example",
  org_id: "org_demo",
  org_slug: "demo",
  role: "admin",
  scopes: ["org:write", "secrets:write"],
  key_kind: "api_key",
  ...over,
});

describe("roleChangeTouchesCaller", () => {
  it("is true for the caller's own user id, and while who the caller is is unknown", () => {
    expect(roleChangeTouchesCaller(self(), "usr_admin")).toBe(true);
    expect(roleChangeTouchesCaller(undefined, "usr_other")).toBe(true);
  });
  it("is false for somebody else", () => {
    expect(roleChangeTouchesCaller(self(), "usr_other")).toBe(false);
  });
});

describe("refusalMeansStaleSelf", () => {
  it("only a 403 from the service", () => {
    expect(refusalMeansStaleSelf(new ApiError(403, "missing_scope", "no"))).toBe(true);
    expect(refusalMeansStaleSelf(new ApiError(409, "last_owner", "no"))).toBe(false);
    expect(refusalMeansStaleSelf(new ApiError(0, "network", "offline"))).toBe(false);
    expect(refusalMeansStaleSelf(new Error("403"))).toBe(false);
  });
});

/** A client whose /v3/self answers from `current`, counting the reads. */
function clientWithSelf(current: { value: Self }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const read = vi.fn(async () => current.value);
  const observer = client.getQueryCache().build(client, { queryKey: connectionKeys.self(), queryFn: read });
  return { client, read, observer };
}

describe("refreshing who the caller is", () => {
  it("refreshSelf re-reads /v3/self and the capability checks follow the new role", async () => {
    const current = { value: self() };
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: connectionKeys.self(), queryFn: async () => current.value });
    const need = { scope: "org:write", ownerAdmin: true };
    expect(checkCapability(client.getQueryData<Self>(connectionKeys.self()), need).allowed).toBe(true);

    current.value = self({ role: "member" });
    await refreshSelf(client);
    // Invalidation marks it stale; the next read (what a mounted observer does at once) sees the change.
    await client.fetchQuery({ queryKey: connectionKeys.self(), queryFn: async () => current.value, staleTime: 0 });
    const after = checkCapability(client.getQueryData<Self>(connectionKeys.self()), need);
    expect(after).toMatchObject({ allowed: false, missing: "role:owner_or_admin" });
    expect(after.reason).toBe("Only an organization owner or admin can do this; this key acts as a member.");
  });

  it("followRefusals re-reads /v3/self after a write refused with 403, not after other failures", async () => {
    const { client, observer } = clientWithSelf({ value: self() });
    await observer.fetch();
    const stop = followRefusals(client);
    const fail = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);

    await fail(new ApiError(409, "last_owner", "keep one owner"));
    expect(client.getQueryState(connectionKeys.self())?.isInvalidated).toBe(false);
    await fail(new ApiError(403, "missing_scope", "requires an organization owner or admin"));
    expect(client.getQueryState(connectionKeys.self())?.isInvalidated).toBe(true);

    stop();
    await observer.fetch();
    await fail(new ApiError(403, "missing_scope", "again"));
    expect(client.getQueryState(connectionKeys.self())?.isInvalidated).toBe(false);
  });
});
