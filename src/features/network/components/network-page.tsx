import { ReloadIcon, Share2Icon } from "@radix-ui/react-icons";
import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { agentNetworkQueryOptions, isNetworkOffline } from "../queries";
import { AgentsTable } from "./agents-table";
import { ComputersList } from "./computers-list";

export function NetworkPage({ orgId }: { orgId: string }) {
  const query = useQuery(agentNetworkQueryOptions(orgId));
  const retry = (
    <Button variant="soft" onClick={() => void query.refetch()} loading={query.isFetching}>
      <ReloadIcon aria-hidden /> Retry
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Agent network"
        description="Live agents across members' computers, read through a member computer that is online."
      />
      <QueryState
        query={query}
        loadingLabel="Loading the agent network"
        renderError={(error) =>
          isNetworkOffline(error) ? (
            <EmptyState
              icon={<Share2Icon width={24} height={24} />}
              title="No member computer is online"
              description="The agent network is read through a member's computer, and none is online right now. It comes back as soon as one connects."
            >
              {retry}
            </EmptyState>
          ) : null
        }
      >
        {(data) => (
          <Flex direction="column" gap="5">
            <Text size="2" color="gray">
              Team <Text weight="medium">{data.team}</Text> · via <Text weight="medium">{data.via}</Text>
            </Text>
            <section aria-labelledby="agents-heading">
              <Heading as="h2" size="4" mb="2" id="agents-heading">
                Agents
              </Heading>
              {data.agents.length === 0 ? (
                <EmptyState title="No agents running" description="No agent is working on a member computer now." />
              ) : (
                <AgentsTable items={data.agents} />
              )}
            </section>
            <section aria-labelledby="computers-heading">
              <Heading as="h2" size="4" mb="2" id="computers-heading">
                Computers
              </Heading>
              <ComputersList items={data.computers} />
            </section>
          </Flex>
        )}
      </QueryState>
    </>
  );
}
