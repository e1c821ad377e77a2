import { Flex, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { AgentNetwork } from "@/api/types";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { agentNetworkQueryOptions } from "../queries";
import { AgentsTable } from "./agents-table";
import { ComputersList } from "./computers-list";
import { OfflinePanel } from "./offline-panel";

export function NetworkPage({ orgId }: { orgId: string }) {
  const query = useQuery(agentNetworkQueryOptions(orgId));
  return (
    <>
      <PageHeader
        title="Agent network"
        description="Live agents across members' computers, read through a member computer that is online."
      />
      <QueryState query={query} loadingLabel="Loading the agent network">
        {(view) =>
          view.state === "online" ? (
            <NetworkView network={view.network} />
          ) : (
            <OfflinePanel view={view} fetching={query.isFetching} onTryNow={() => void query.refetch()} />
          )
        }
      </QueryState>
    </>
  );
}

function NetworkView({ network }: { network: AgentNetwork }) {
  return (
    <Flex direction="column" gap="5">
      <Text size="2" color="gray">
        Team <Text weight="medium">{network.team}</Text> · via <Text weight="medium">{network.via}</Text>
      </Text>
      <section aria-labelledby="agents-heading">
        <Heading as="h2" size="4" mb="2" id="agents-heading">
          Agents
        </Heading>
        {network.agents.length === 0 ? (
          <EmptyState title="No agents running" description="No agent is working on a member computer now." />
        ) : (
          <AgentsTable items={network.agents} />
        )}
      </section>
      <section aria-labelledby="computers-heading">
        <Heading as="h2" size="4" mb="2" id="computers-heading">
          Computers
        </Heading>
        <ComputersList items={network.computers} />
      </section>
    </Flex>
  );
}
