import { Flex } from "@radix-ui/themes";
import { PageHeader } from "@/ui";
import { useConnection } from "../use-connection";
import { ConnectionCard } from "./connection-card";
import { SimulatorPanel } from "./simulator-panel";
import { WhoYouAreCard } from "./who-you-are-card";

export interface SettingsPageProps {
  onDisconnected: () => void;
  onReconnected: () => void;
}

/** /o/$orgId/settings, named "Connection" in the nav. Never shows the key itself. */
export function SettingsPage({ onDisconnected, onReconnected }: SettingsPageProps) {
  const { connection, demo, simulator } = useConnection();
  return (
    <>
      <PageHeader title="Connection" description="Which service you talk to, and as whom." />
      <Flex direction="column" gap="4">
        <WhoYouAreCard />
        {connection ? (
          <ConnectionCard connection={connection} onDisconnected={onDisconnected} onReconnected={onReconnected} />
        ) : null}
        {connection?.mode === "demo" && demo && simulator ? (
          <SimulatorPanel runtime={demo} settings={simulator} />
        ) : null}
      </Flex>
    </>
  );
}
