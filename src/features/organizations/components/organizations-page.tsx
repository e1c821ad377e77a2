import { CheckIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Code, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Organization } from "@/api/types";
import {
  countLine,
  EmptyState,
  PageHeader,
  QueryState,
  RelativeTime,
  type ResponsiveColumn,
  ResponsiveTable,
} from "@/ui";
import { organizationsQueryOptions } from "../queries";
import { RetiredSection } from "./retired-section";

export function OrganizationsPage({ orgId }: { orgId: string }) {
  const query = useQuery(organizationsQueryOptions());
  return (
    <>
      <PageHeader
        title="Organizations"
        description="Every organization this key can reach. Switching keeps you on the same kind of page."
      />
      <Flex direction="column" gap="6">
        <QueryState
          query={query}
          loadingLabel="Loading organizations"
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title="No organizations" description="This key cannot reach any organization." />}
        >
          {(data) => (
            <Box>
              <OrganizationsTable items={data.items} total={data.total} currentOrgId={orgId} />
            </Box>
          )}
        </QueryState>
        <RetiredSection orgId={orgId} />
      </Flex>
    </>
  );
}

/** The organizations list's columns, once for the table and the cards of a narrow screen. */
function organizationColumns(currentOrgId: string): ResponsiveColumn<Organization>[] {
  return [
    { id: "name", header: "Name", rowHeader: true, cell: (org) => <Text weight="medium">{org.name}</Text> },
    {
      id: "id",
      header: "Id / slug",
      cell: (org) => (
        <>
          <Code variant="ghost">{org.org_id}</Code> <Text color="gray">/ {org.slug}</Text>
        </>
      ),
    },
    {
      id: "plan",
      header: "Plan",
      cell: (org) => (
        <Badge variant="soft" color="gray">
          {org.plan}
        </Badge>
      ),
    },
    { id: "created", header: "Created", cell: (org) => <RelativeTime value={org.created_at} /> },
    {
      id: "actions",
      header: "Actions",
      headerCell: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (org) =>
        org.org_id === currentOrgId || org.slug === currentOrgId ? (
          <Badge color="green" variant="soft" highContrast>
            <CheckIcon aria-hidden /> Current
          </Badge>
        ) : (
          <Button asChild size="1" variant="soft">
            <Link to="/o/$orgId/organizations" params={{ orgId: org.org_id }} aria-label={`Switch to ${org.name}`}>
              Switch
            </Link>
          </Button>
        ),
    },
  ];
}

function OrganizationsTable({
  items,
  total,
  currentOrgId,
}: {
  items: readonly Organization[];
  total: number;
  currentOrgId: string;
}) {
  return (
    <>
      <ResponsiveTable
        caption="Organizations"
        columns={organizationColumns(currentOrgId)}
        rows={items}
        rowKey={(org, i) => org?.org_id ?? `#${i}`}
        rowWhat={(org, i) => `organization ${org?.name ?? i + 1}`}
        cardsBelow={600}
      />
      <Text as="p" size="1" color="gray" mt="2">
        {countLine(items.length, total, "organization", "organizations")}
      </Text>
    </>
  );
}
