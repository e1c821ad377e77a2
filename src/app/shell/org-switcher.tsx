import { Select, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { findOrganization, organizationsQueryOptions } from "@/features/organizations";
import { navItemForPath } from "./nav-items";

/** Switching organization keeps the area (Machines stays Machines) but drops deeper ids, which belong to the old org. */
export function OrgSwitcher({ orgId }: { orgId: string }) {
  const query = useQuery(organizationsQueryOptions());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();

  const items = query.data?.items ?? [];
  const current = findOrganization(items, orgId);

  if (!query.data || items.length === 0) {
    // Without org:read (or while loading) the route's org is all we know.
    return (
      <Text size="2" color="gray" truncate style={{ minWidth: 0 }}>
        {orgId}
      </Text>
    );
  }

  return (
    <Select.Root
      value={current?.org_id ?? orgId}
      onValueChange={(next) => {
        if (next === current?.org_id) return;
        void navigate({ to: navItemForPath(pathname).to, params: { orgId: next } });
      }}
    >
      {/* Gives way first when the top bar is short of room (a phone): the name truncates. */}
      <Select.Trigger variant="ghost" aria-label="Organization" style={{ minWidth: 0, flexShrink: 1 }} />
      <Select.Content position="popper">
        {current ? null : <Select.Item value={orgId}>{orgId}</Select.Item>}
        {items.map((org) => (
          <Select.Item key={org.org_id} value={org.org_id}>
            {org.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
