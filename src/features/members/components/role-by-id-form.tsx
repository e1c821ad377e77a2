import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import type { MemberRole } from "@/api/types";
import { type RoleControl, userIdError } from "../role-change";
import { RoleSelect } from "./role-select";

export interface RoleByIdFormProps {
  control: RoleControl;
  noteId: string | undefined;
  /** Asks for confirmation; the form keeps what was typed whatever the service answers. */
  onSubmit: (userId: string, role: MemberRole) => void;
}

/**
 * Without the member list (a strict service offers only PUT …/members/users/{userId}/role),
 * a role is changed by user id.
 */
export function RoleByIdForm({ control, noteId, onSubmit }: RoleByIdFormProps) {
  const [userId, setUserId] = useState("");
  const [role, setRole] = useState<MemberRole | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const idField = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    const idProblem = userIdError(userId);
    if (idProblem) return setProblem(idProblem);
    if (!role) return setProblem("Pick the new role.");
    setProblem(null);
    onSubmit(id, role);
  };

  const describedBy = [problem ? problemId : null, control.disabled ? noteId : null].filter(Boolean).join(" ");
  return (
    <Card size="2" asChild>
      <form onSubmit={submit} aria-labelledby={`${idField}-heading`} noValidate>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id={`${idField}-heading`}>
            Change a role by user id
          </Heading>
          <Text as="p" size="2" color="gray">
            This service does not list members, so find the user id in your identity provider. Only owners can grant or
            change owner.
          </Text>
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1" style={{ flex: "1 1 16rem" }}>
              <Text as="label" size="2" weight="medium" htmlFor={idField}>
                User id
              </Text>
              <TextField.Root
                id={idField}
                value={userId}
                onChange={(e) => setUserId(e.target.value)}
                placeholder="usr_…"
                autoComplete="off"
                spellCheck={false}
                disabled={control.disabled}
                aria-invalid={problem !== null && userIdError(userId) !== null}
                aria-describedby={describedBy || undefined}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="span" size="2" weight="medium">
                New role
              </Text>
              <RoleSelect
                label="New role"
                value={role}
                control={control}
                describedBy={control.disabled || control.optionReasons.owner ? noteId : undefined}
                onChange={setRole}
                placeholder="Pick a role"
                size="2"
              />
            </Flex>
            <Button type="submit" disabled={control.disabled} aria-describedby={describedBy || undefined}>
              Change role…
            </Button>
          </Flex>
          {problem ? (
            <Text as="p" size="2" color="red" id={problemId} role="alert">
              {problem}
            </Text>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}
