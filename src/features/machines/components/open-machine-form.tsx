import { ArrowRightIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { validateMachineName } from "../capacity";

/** Works with every service: GET machines/{machine} is in the spec even when the list is not. */
export function OpenMachineForm({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMachineName(name);
    setError(problem);
    if (problem) return;
    void navigate({ to: "/o/$orgId/machines/$machine", params: { orgId, machine: name.trim() } });
  };

  return (
    <form onSubmit={submit} aria-label="Open a Machine by name">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={inputId} size="2" weight="medium">
          Open a Machine by name
        </Text>
        <Flex gap="2" align="start" wrap="wrap">
          <TextField.Root
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. build-fleet"
            maxLength={63}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            style={{ minWidth: 240 }}
          />
          <Button type="submit" variant="soft">
            Open <ArrowRightIcon aria-hidden />
          </Button>
        </Flex>
        {error ? (
          <Text id={errorId} size="1" color="red">
            {error}
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
