import { TrashIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, type Ref, useId, useState } from "react";
import type { Capability } from "@/features/connection";
import { FormField, PermissionNote } from "@/ui";
import { type BranchField, type BranchProblems, type BranchRef, checkBranchRef, trimRef } from "../branch-delete";

export interface DeleteBranchFormProps {
  value: BranchRef;
  onChange: (next: BranchRef) => void;
  /** Opens the typed confirmation with the trimmed values. */
  onSubmit: (ref: BranchRef) => void;
  cap: Capability;
  branchRef?: Ref<HTMLInputElement>;
}

const FIELDS: readonly { name: BranchField; label: string; placeholder: string; grow: string }[] = [
  { name: "owner", label: "Owner", placeholder: "acme", grow: "1 1 8rem" },
  { name: "repo", label: "Repository", placeholder: "web", grow: "1 1 10rem" },
  { name: "branch", label: "Branch", placeholder: "feature/x", grow: "2 1 14rem" },
];

/** Owner, repository and branch of a GitHub branch to delete (spec 4.11: provider github only). */
export function DeleteBranchForm({ value, onChange, onSubmit, cap, branchRef }: DeleteBranchFormProps) {
  const [problems, setProblems] = useState<BranchProblems>({});
  const baseId = useId();
  const noteId = `${baseId}-note`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBranchRef(value);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit(trimRef(value));
  };

  return (
    <Card size="2" asChild>
      <form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="3" id={`${baseId}-heading`}>
              Delete a branch
            </Heading>
            <Text as="p" size="2" color="gray">
              Removes a branch from a GitHub repository connected to this organization, e.g. the branch of a merged pull
              request. You confirm by typing its name.
            </Text>
          </Flex>
          <Flex gap="3" wrap="wrap" align="start">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                label={field.label}
                error={problems[field.name]}
                describedBy={cap.reason ? noteId : null}
                style={{ flex: field.grow, minWidth: 0 }}
              >
                {(control) => (
                  <TextField.Root
                    {...control}
                    ref={field.name === "branch" ? branchRef : undefined}
                    value={value[field.name]}
                    onChange={(e) => onChange({ ...value, [field.name]: e.target.value })}
                    placeholder={field.placeholder}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={!cap.allowed}
                  />
                )}
              </FormField>
            ))}
          </Flex>
          <Flex gap="3" align="center" wrap="wrap">
            <Button
              type="submit"
              color="red"
              variant="soft"
              disabled={!cap.allowed}
              aria-describedby={cap.reason ? noteId : undefined}
            >
              <TrashIcon aria-hidden /> Delete branch…
            </Button>
            <PermissionNote reason={cap.reason} id={noteId} />
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
