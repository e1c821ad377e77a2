import { Badge, Code, Table, Text } from "@radix-ui/themes";
import type { Member, MemberRole } from "@/api/types";
import { RelativeTime, RowBoundary } from "@/ui";
import type { RoleControl } from "../role-change";
import { RoleSelect } from "./role-select";

export interface MembersTableProps {
  items: readonly Member[];
  selfUserId: string | undefined;
  controlFor: (member: Member) => RoleControl;
  /** Id of the note explaining disabled controls. */
  noteId: string | undefined;
  onPick: (member: Member, role: MemberRole) => void;
}

export function MembersTable({ items, selfUserId, controlFor, noteId, onPick }: MembersTableProps) {
  const owners = items.filter((m) => m?.role === "owner").length;
  const rowProps = { controlFor, noteId, onPick };
  return (
    <>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Member</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>User id</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Joined</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((member, i) => (
            <RowBoundary key={member?.user_id ?? `#${i}`} what={`member ${member?.name ?? i + 1}`} columns={4}>
              <MemberRow member={member} isSelf={member?.user_id === selfUserId} {...rowProps} />
            </RowBoundary>
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

interface MemberRowProps extends Pick<MembersTableProps, "controlFor" | "noteId" | "onPick"> {
  member: Member;
  isSelf: boolean;
}

function MemberRow({ member, isSelf, controlFor, noteId, onPick }: MemberRowProps) {
  const control = controlFor(member);
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell minWidth="13rem">
        <Text weight="medium">{member.name}</Text>{" "}
        {isSelf ? (
          <Badge size="1" variant="outline" color="gray">
            you
          </Badge>
        ) : null}
        <Text as="div" size="1" color="gray" style={{ overflowWrap: "anywhere" }}>
          {member.email}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <RoleSelect
          label={`Role of ${member.name}`}
          value={member.role}
          control={control}
          describedBy={control.disabled || control.optionReasons.owner ? noteId : undefined}
          onChange={(role) => onPick(member, role)}
        />
      </Table.Cell>
      <Table.Cell>
        <Code variant="ghost">{member.user_id}</Code>
      </Table.Cell>
      <Table.Cell>
        <RelativeTime value={member.joined_at} />
      </Table.Cell>
    </Table.Row>
  );
}
