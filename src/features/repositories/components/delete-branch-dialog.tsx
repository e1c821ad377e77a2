import { AlertDialog, Box, Button, Code, Flex, TextField } from "@radix-ui/themes";
import { type FormEvent, useEffect, useState } from "react";
import { ErrorPanel, FormField } from "@/ui";
import { type BranchRef, confirmationMatches } from "../branch-delete";
import { useDeleteBranch } from "../mutations";

export interface DeleteBranchDialogProps {
  orgId: string;
  /** The branch to delete; null closes the dialog. */
  target: BranchRef | null;
  onClose: () => void;
  onDeleted: (ref: BranchRef) => void;
}

/**
 * Typed confirmation for a branch deletion: Delete stays disabled until the branch name is typed
 * exactly. A refusal (404, 403, 503) is explained here and what was typed stays.
 */
export function DeleteBranchDialog({ orgId, target, onClose, onDeleted }: DeleteBranchDialogProps) {
  const mutation = useDeleteBranch(orgId);
  const { reset } = mutation;
  const [typed, setTyped] = useState("");
  useEffect(() => {
    if (!target) return;
    reset();
    setTyped("");
  }, [target, reset]);

  const matches = target !== null && confirmationMatches(typed, target.branch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || !matches || mutation.isPending) return;
    mutation.mutate(target, { onSuccess: () => onDeleted(target) });
  };

  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>Delete branch</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Delete <Code>{target?.branch}</Code> from{" "}
          <Code>
            {target?.owner}/{target?.repo}
          </Code>{" "}
          on GitHub? This cannot be undone.
        </AlertDialog.Description>
        <form onSubmit={submit}>
          <Box mt="3">
            <FormField
              label={
                <>
                  Type <Code>{target?.branch}</Code> to confirm
                </>
              }
              help={matches ? "The name matches." : "Delete is enabled once the name matches exactly."}
            >
              {(control) => (
                <TextField.Root
                  {...control}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </FormField>
          </Box>
          {mutation.isError ? (
            <Flex mt="3" direction="column">
              <ErrorPanel error={mutation.error} />
            </Flex>
          ) : null}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button type="submit" color="red" disabled={!matches} loading={mutation.isPending}>
              Delete branch
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
