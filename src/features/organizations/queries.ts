import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/api/client";
import type { Organization, OrganizationList } from "@/api/types";

/** Connection-level: the organizations this key can reach (not under ['org', orgId]). */
export const organizationKeys = {
  all: () => ["organizations"] as const,
};

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.all(),
    queryFn: ({ signal }): Promise<OrganizationList> => unwrap(api.GET("/v3/organizations", { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The route param may be an org id or a slug (spec §1); both name the same organization. */
export function findOrganization(items: readonly Organization[], idOrSlug: string): Organization | undefined {
  return items.find((org) => org.org_id === idOrSlug || org.slug === idOrSlug);
}
