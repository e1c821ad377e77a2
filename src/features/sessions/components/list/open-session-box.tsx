import { ArrowRightIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, TextField } from "@radix-ui/themes";
import { type FormEvent, useState } from "react";
import { FormField } from "@/ui";
import { parseSessionRef } from "./session-ref";

/** Open any session by id or attempt UUID: the way in when the service offers no list. */
export function OpenSessionBox({ onOpen }: { onOpen: (sessionId: string) => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSessionRef(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onOpen(parsed.id);
  };
  return (
    <Card size="2">
      <form onSubmit={submit} aria-labelledby="open-session-heading" noValidate>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3" id="open-session-heading">
            Open session
          </Heading>
          <FormField
            label="Session id or attempt UUID"
            labelPlacement="hidden"
            error={error}
            errorAlert
            help="A session id, a physical attempt UUID, or a pasted session URL."
            errorReplacesHelp
          >
            {(control) => (
              <Flex gap="2" align="start" wrap="wrap">
                <TextField.Root
                  {...control}
                  style={{ flex: "1 1 220px" }}
                  placeholder="ses_… or attempt UUID"
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setError(null);
                  }}
                  autoComplete="off"
                  spellCheck={false}
                />
                <Button type="submit">
                  Open <ArrowRightIcon aria-hidden />
                </Button>
              </Flex>
            )}
          </FormField>
        </Flex>
      </form>
    </Card>
  );
}
