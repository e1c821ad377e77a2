import { PersonIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Member, MemberRole, RoleUpdateResult } from "@/api/types";
import { selfQueryOptions, useCapability } from "@/features/connection";
import { EmptyState, PageHeader, PermissionNote, QueryState } from "@/ui";
import { membersQueryOptions, sortMembers } from "../queries";
import {
  lastOwnerRefusal,
  type RoleTarget,
  roleChangedMessage,
  roleChangeWarning,
  roleControl,
  rolePageNote,
} from "../role-change";
import { MembersTable } from "./members-table";
import { RoleByIdForm } from "./role-by-id-form";
import { type PendingRoleChange, RoleChangeDialog } from "./role-change-dialog";

export function MembersPage({ orgId }: { orgId: string }) {
  const query = useQuery(membersQueryOptions(orgId));
  const self = useQuery(selfQueryOptions()).data;
  const change = useCapability({ scope: "org:write", ownerAdmin: true });
  const ownerChange = useCapability({ scope: "org:write", owner: true });
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const noteId = useId();
  const note = rolePageNote(change, ownerChange, self?.role);

  const ask = (next: PendingRoleChange) => {
    setChanged(null);
    setPending(next);
  };
  const onChanged = (target: RoleTarget, result: RoleUpdateResult) => {
    setPending(null);
    setChanged(roleChangedMessage(target, result.role));
  };
  const pickInList = (members: readonly Member[]) => (member: Member, role: MemberRole) =>
    ask({
      target: member,
      role,
      warning: roleChangeWarning(member, role, members, self?.user_id),
      refusal: lastOwnerRefusal(member, role, members),
    });

  return (
    <>
      <PageHeader
        title="Members"
        description="People in this organization and their role. Roles do not change product tiers or API-key scopes."
      />
      <Flex direction="column" gap="3">
        <PermissionNote reason={note} id={noteId} />
        <Text as="p" size="2" color="green" role="status">
          {changed ?? ""}
        </Text>
        <QueryState
          query={query}
          loadingLabel="Loading members"
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState icon={<PersonIcon width={24} height={24} />} title="No members" />}
          unsupported={
            <RoleByIdForm
              control={roleControl(change, ownerChange, null)}
              noteId={note ? noteId : undefined}
              onSubmit={(userId, role) => ask({ target: { user_id: userId }, role })}
            />
          }
        >
          {(data) => (
            <MembersTable
              items={sortMembers(data.items)}
              selfUserId={self?.user_id}
              controlFor={(member) => roleControl(change, ownerChange, member.role)}
              noteId={note ? noteId : undefined}
              onPick={pickInList(data.items)}
            />
          )}
        </QueryState>
      </Flex>
      <RoleChangeDialog orgId={orgId} pending={pending} onClose={() => setPending(null)} onChanged={onChanged} />
    </>
  );
}
