import { ExitIcon } from "@radix-ui/react-icons";
import { Button, Card, Code, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useState } from "react";
import { ErrorPanel } from "@/ui";
import type { DemoKeyLabel } from "../demo-runtime";
import { maskKey } from "../mask";
import type { Connection } from "../store";
import { useConnectionActions } from "../use-connection";
import { useDemoKeySwitch } from "../use-demo-key-switch";
import { DemoKeyRadio } from "./demo-key-radio";

export interface ConnectionCardProps {
  connection: Connection;
  onDisconnected: () => void;
  /** After a demo key switch: re-run loaders so every page reads with the new key. */
  onReconnected: () => void;
}

export function ConnectionCard({ connection, onDisconnected, onReconnected }: ConnectionCardProps) {
  const { disconnect } = useConnectionActions();
  const switchDemoKey = useDemoKeySwitch(onReconnected);
  const [pending, setPending] = useState(false);
  // Boxed, so even a falsy rejection is shown rather than read as "no failure".
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const switchKey = async (label: DemoKeyLabel) => {
    setPending(true);
    setFailure(null);
    const outcome = await switchDemoKey(label);
    if (!outcome.ok) setFailure({ error: outcome.error });
    setPending(false);
  };

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        Service
      </Heading>
      <Flex direction="column" gap="4">
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label>Mode</DataList.Label>
            <DataList.Value>{connection.mode === "demo" ? "Demo (built-in simulator)" : "Live"}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Base URL</DataList.Label>
            <DataList.Value>
              <Code variant="ghost">{connection.baseUrl}</Code>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Key</DataList.Label>
            <DataList.Value>
              <Code variant="ghost">{maskKey(connection.apiKey)}</Code>
              {connection.mode === "live" && connection.remember ? (
                <Text size="1" color="gray">
                  &nbsp;remembered in this tab
                </Text>
              ) : null}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>

        {connection.mode === "demo" ? (
          <DemoKeyRadio value={connection.keyLabel} onChange={switchKey} disabled={pending} />
        ) : null}
        {failure ? <ErrorPanel error={failure.error} /> : null}

        <Flex>
          <Button
            color="red"
            variant="soft"
            onClick={() => {
              disconnect();
              onDisconnected();
            }}
          >
            <ExitIcon aria-hidden /> Disconnect
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
