import { ArrowRightIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useState } from "react";
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
          <Flex gap="2" align="start" wrap="wrap">
            <Flex direction="column" gap="1" style={{ flex: "1 1 220px" }}>
              <TextField.Root
                aria-label="Session id or attempt UUID"
                placeholder="ses_… or attempt UUID"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "open-session-error" : "open-session-hint"}
                autoComplete="off"
                spellCheck={false}
              />
              {error ? (
                <Text id="open-session-error" size="1" color="red" role="alert">
                  {error}
                </Text>
              ) : (
                <Text id="open-session-hint" size="1" color="gray">
                  A session id, a physical attempt UUID, or a pasted session URL.
                </Text>
              )}
            </Flex>
            <Button type="submit">
              Open <ArrowRightIcon aria-hidden />
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
