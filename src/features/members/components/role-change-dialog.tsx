import { AlertDialog, Button, Flex, Text } from "@radix-ui/themes";
import { useEffect, useId } from "react";
import type { MemberRole, RoleUpdateResult } from "@/api/types";
import { ErrorPanel } from "@/ui";
import { useSetMemberRole } from "../mutations";
import { confirmLabel, type RoleTarget, roleChangeQuestion } from "../role-change";

export interface PendingRoleChange {
  target: RoleTarget;
  role: MemberRole;
  /** Extra words worth reading before confirming (changing your own role). */
  warning?: string;
  /** Why the service will refuse it, known before sending (demoting the only owner): nothing is sent. */
  refusal?: string | null;
}

export interface RoleChangeDialogProps {
  orgId: string;
  /** The change to confirm; null closes the dialog. */
  pending: PendingRoleChange | null;
  onClose: () => void;
  onChanged: (target: RoleTarget, result: RoleUpdateResult) => void;
}

/**
 * Confirms a role change by naming the person and the new role, then sends it. A refusal
 * (409 last_owner, 403, 404) is explained here and the dialog stays open; nothing is lost.
 */
export function RoleChangeDialog({ orgId, pending, onClose, onChanged }: RoleChangeDialogProps) {
  const mutation = useSetMemberRole(orgId);
  const { reset } = mutation;
  const refusalId = useId();
  const refusal = pending?.refusal ?? null;
  // A new question starts clean: the previous change's refusal is not about this one.
  useEffect(() => {
    if (pending) reset();
  }, [pending, reset]);

  const confirm = () => {
    if (!pending || refusal) return;
    mutation.mutate(
      { userId: pending.target.user_id, role: pending.role },
      { onSuccess: (result) => onChanged(pending.target, result) },
    );
  };

  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>Change role</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {pending ? roleChangeQuestion(pending.target, pending.role) : ""}
        </AlertDialog.Description>
        {pending?.warning ? (
          <Text as="p" size="2" color="amber" mt="2">
            {pending.warning}
          </Text>
        ) : null}
        {refusal ? (
          <Text as="p" size="2" color="red" mt="2" id={refusalId}>
            {refusal}
          </Text>
        ) : null}
        <Text as="p" size="1" color="gray" mt="2">
          A role does not change product tiers or API-key scopes.
        </Text>
        {mutation.isError ? (
          <Flex mt="3" direction="column">
            <ErrorPanel error={mutation.error} />
          </Flex>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that closes at once, and a refusal must stay on screen. */}
          <Button
            onClick={confirm}
            loading={mutation.isPending}
            disabled={refusal !== null}
            aria-describedby={refusal ? refusalId : undefined}
          >
            {pending ? confirmLabel(pending.role) : "Confirm"}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
