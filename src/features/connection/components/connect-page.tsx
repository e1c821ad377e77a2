import { Box, Button, Card, Container, Flex, Heading, RadioCards, Text } from "@radix-ui/themes";
import { useState } from "react";
import type { Self } from "@/api/types";
import { ErrorPanel } from "@/ui";
import type { DemoKeyLabel } from "../demo-runtime";
import { readServerConfig } from "../server-config";
import { type ConnectionMode, connectionStore } from "../store";
import { useConnectionActions } from "../use-connection";
import { DemoKeyRadio } from "./demo-key-radio";
import { LiveForm } from "./live-form";

export interface ConnectPageProps {
  onConnected: (self: Self) => void;
}

/** First-run screen: the built-in simulator (no account needed) or a real service. */
export function ConnectPage({ onConnected }: ConnectPageProps) {
  const saved = connectionStore.readSaved();
  const [mode, setMode] = useState<ConnectionMode>(saved?.mode ?? "demo");
  const [label, setLabel] = useState<DemoKeyLabel>(saved?.mode === "demo" ? saved.keyLabel : "Owner");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { connectDemo } = useConnectionActions();
  const [served] = useState(readServerConfig);

  const startDemo = async () => {
    setPending(true);
    setFailure(null);
    try {
      onConnected(await connectDemo(label));
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Container size="2" px="4" py={{ initial: "5", sm: "9" }}>
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Heading as="h1" size="7">
              Session Control
            </Heading>
          </Flex>
          <Text color="gray">Watch agent sessions, Machines and your organization on the Agent Session Service.</Text>
        </Flex>

        <RadioCards.Root
          aria-label="Mode"
          value={mode}
          onValueChange={(v) => setMode(v === "live" ? "live" : "demo")}
          columns={{ initial: "1", sm: "2" }}
        >
          <RadioCards.Item value="demo">
            <Flex direction="column" width="100%">
              <Text weight="bold">Demo (built-in simulator)</Text>
              <Text size="2" color="gray">
                A living fake service in your browser. No account needed.
              </Text>
            </Flex>
          </RadioCards.Item>
          <RadioCards.Item value="live">
            <Flex direction="column" width="100%">
              <Text weight="bold">Live</Text>
              <Text size="2" color="gray">
                {served?.serverKey
                  ? "A real service through this server, which holds the API key."
                  : "A real service: base URL and an API key."}
              </Text>
            </Flex>
          </RadioCards.Item>
        </RadioCards.Root>

        <Card size="3">
          {mode === "demo" ? (
            <Flex direction="column" gap="4">
              <DemoKeyRadio value={label} onChange={setLabel} disabled={pending} />
              <Text size="2" color="gray">
                Each demo key has different scopes, so you can see what a member or a read-only key is refused.
              </Text>
              {failure ? <ErrorPanel error={failure} reconnectLink={false} /> : null}
              <Box>
                <Button onClick={startDemo} loading={pending}>
                  Start demo
                </Button>
              </Box>
            </Flex>
          ) : (
            <LiveForm
              initialBaseUrl={saved?.mode === "live" ? saved.baseUrl : (served?.baseUrl ?? "/api")}
              onConnected={onConnected}
            />
          )}
        </Card>
      </Flex>
    </Container>
  );
}
