import { PersonIcon } from "@radix-ui/react-icons";
import { Badge, Code, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { Member } from "@/api/types";
import { EmptyState, PageHeader, QueryState, RelativeTime, toneFor } from "@/ui";
import { membersQueryOptions, sortMembers } from "../queries";

export function MembersPage({ orgId }: { orgId: string }) {
  const query = useQuery(membersQueryOptions(orgId));
  return (
    <>
      <PageHeader
        title="Members"
        description="People in this organization and their role. Roles do not change product tiers or API-key scopes."
      />
      <QueryState
        query={query}
        loadingLabel="Loading members"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState icon={<PersonIcon width={24} height={24} />} title="No members" />}
        unsupported={
          <EmptyState
            icon={<PersonIcon width={24} height={24} />}
            title="This service does not list members"
            description="The API can set a member's role by user id (PUT members/users/{userId}/role) but does not list members. Find user ids in your identity provider."
          />
        }
      >
        {(data) => <MembersTable items={sortMembers(data.items)} />}
      </QueryState>
    </>
  );
}

function MembersTable({ items }: { items: readonly Member[] }) {
  const owners = items.filter((m) => m.role === "owner").length;
  return (
    <>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>User id</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Joined</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((member) => (
            <Table.Row key={member.user_id} align="center">
              <Table.RowHeaderCell>
                <Text weight="medium">{member.name}</Text>
              </Table.RowHeaderCell>
              <Table.Cell>{member.email}</Table.Cell>
              <Table.Cell>
                <Badge variant="soft" color={toneFor(member.role)}>
                  {member.role}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Code variant="ghost">{member.user_id}</Code>
              </Table.Cell>
              <Table.Cell>
                <RelativeTime value={member.joined_at} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="1" color="gray" mt="2">
        {items.length} {items.length === 1 ? "member" : "members"}, {owners} {owners === 1 ? "owner" : "owners"}. The
        last owner cannot be demoted.
      </Text>
    </>
  );
}
