import { CheckIcon, TrashIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useCapability } from "@/features/connection";
import { PermissionNote } from "@/ui";
import { type BranchRef, parseRepo } from "../branch-delete";
import { branchNameProblem } from "../branch-name";
import { DeleteBranchDialog } from "./delete-branch-dialog";

export interface DeleteBranchButtonProps {
  orgId: string;
  /** "owner/name" (a session's `repo`). */
  repo: string;
  branch: string;
}

/**
 * Deletes one known branch (e.g. a session's merged PR branch) behind the typed confirmation. Where it
 * cannot (a key without repos:write, a name git refuses) it stays on screen disabled, saying why, so no
 * key is left wondering where the action went.
 */
export function DeleteBranchButton({ orgId, repo, branch }: DeleteBranchButtonProps) {
  const cap = useCapability({ scope: "repos:write" });
  const [target, setTarget] = useState<BranchRef | null>(null);
  const [deleted, setDeleted] = useState(false);
  const noteId = useId();
  const parts = parseRepo(repo);
  if (!parts || !branch) return null;
  const reason = cap.reason ?? branchNameProblem(branch);
  if (deleted) {
    return (
      <Text size="1" color="gray" role="status">
        <CheckIcon aria-hidden style={{ verticalAlign: "middle" }} /> Branch deleted
      </Text>
    );
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button
        size="1"
        variant="soft"
        color="red"
        disabled={reason !== null}
        aria-label={`Delete branch ${branch}`}
        aria-describedby={reason ? noteId : undefined}
        onClick={() => setTarget({ ...parts, branch })}
      >
        <TrashIcon aria-hidden /> Delete…
      </Button>
      <PermissionNote reason={reason} id={noteId} />
      <DeleteBranchDialog
        orgId={orgId}
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={() => {
          setTarget(null);
          setDeleted(true);
        }}
      />
    </Flex>
  );
}
