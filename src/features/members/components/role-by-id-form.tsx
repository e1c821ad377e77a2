import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import type { MemberRole } from "@/api/types";
import { FormField, LEVEL_WITH_FIELD } from "@/ui";
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
  // Said under the field it is about, once a change was tried; kept until the next try.
  const [problem, setProblem] = useState<{ field: "id" | "role"; text: string } | null>(null);
  const idField = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    const idProblem = userIdError(userId);
    if (idProblem) return setProblem({ field: "id", text: idProblem });
    if (!role) return setProblem({ field: "role", text: "Pick the new role." });
    setProblem(null);
    onSubmit(id, role);
  };

  const note = control.disabled ? noteId : undefined;
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
          <Flex gap="3" wrap="wrap" align="start">
            <FormField
              label="User id"
              error={problem?.field === "id" ? problem.text : null}
              errorAlert
              describedBy={note}
              style={{ flex: "1 1 16rem" }}
            >
              {(field) => (
                <TextField.Root
                  {...field}
                  value={userId}
                  onChange={(e) => setUserId(e.target.value)}
                  placeholder="usr_…"
                  autoComplete="off"
                  spellCheck={false}
                  disabled={control.disabled}
                />
              )}
            </FormField>
            <FormField
              label="New role"
              error={problem?.field === "role" ? problem.text : null}
              errorAlert
              describedBy={control.disabled || control.optionReasons.owner ? noteId : undefined}
            >
              {(field) => (
                <RoleSelect
                  {...field}
                  label="New role"
                  value={role}
                  control={control}
                  describedBy={field["aria-describedby"]}
                  onChange={setRole}
                  placeholder="Pick a role"
                  size="2"
                />
              )}
            </FormField>
            <Button type="submit" disabled={control.disabled} aria-describedby={note} style={LEVEL_WITH_FIELD}>
              Change role…
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
