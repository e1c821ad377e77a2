import { Badge, Code, Text } from "@radix-ui/themes";
import type { Member, MemberRole } from "@/api/types";
import { RelativeTime, type ResponsiveColumn, ResponsiveTable } from "@/ui";
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
  return (
    <>
      <ResponsiveTable
        caption="Members"
        columns={memberColumns({ selfUserId, controlFor, noteId, onPick })}
        rows={items}
        rowKey={(member, i) => member?.user_id ?? `#${i}`}
        rowWhat={(member, i) => `member ${member?.name ?? i + 1}`}
        cardsBelow={560}
      />
      <Text as="p" size="1" color="gray" mt="2">
        {items.length} {items.length === 1 ? "member" : "members"}, {owners} {owners === 1 ? "owner" : "owners"}. The
        last owner cannot be demoted.
      </Text>
    </>
  );
}

/** The members' columns, once for the table and the cards of a narrow screen. */
function memberColumns({
  selfUserId,
  controlFor,
  noteId,
  onPick,
}: Omit<MembersTableProps, "items">): ResponsiveColumn<Member>[] {
  return [
    {
      id: "member",
      header: "Member",
      rowHeader: true,
      minWidth: "13rem",
      cell: (member) => (
        <>
          <Text weight="medium">
            {typeof member.name === "string" && member.name ? member.name : "Name not reported"}
          </Text>{" "}
          {member.user_id === selfUserId ? (
            <Badge size="1" variant="outline" color="gray">
              you
            </Badge>
          ) : null}
          <Text as="div" size="1" color="gray" style={{ overflowWrap: "anywhere" }}>
            {member.email}
          </Text>
        </>
      ),
    },
    {
      id: "role",
      header: "Role",
      cell: (member) => {
        const control = controlFor(member);
        return (
          <RoleSelect
            label={`Role of ${typeof member.name === "string" && member.name ? member.name : (member.email ?? member.user_id)}`}
            value={member.role}
            control={control}
            describedBy={control.disabled || control.optionReasons.owner ? noteId : undefined}
            onChange={(role) => onPick(member, role)}
          />
        );
      },
    },
    { id: "user-id", header: "User id", cell: (member) => <Code variant="ghost">{member.user_id}</Code> },
    { id: "joined", header: "Joined", cell: (member) => <RelativeTime value={member.joined_at} /> },
  ];
}
