import { ComponentInstanceIcon } from "@radix-ui/react-icons";
import { Card, Flex } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { machinesQueryOptions } from "../queries";
import { MachinesTable } from "./machines-table";
import { OpenMachineForm } from "./open-machine-form";

export function MachinesPage({ orgId }: { orgId: string }) {
  const query = useQuery(machinesQueryOptions(orgId));
  return (
    <>
      <PageHeader
        title="Machines"
        description="Named queues of work served by headless workers. More workers let more sessions run at once."
      />
      <Flex direction="column" gap="5">
        <Card size="2">
          <OpenMachineForm orgId={orgId} />
        </Card>
        <QueryState
          query={query}
          loadingLabel="Loading machines"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<ComponentInstanceIcon width={24} height={24} />}
              title="No Machines yet"
              description="This organization has no Machine. Once one exists, its workers and queue appear here."
            />
          }
          unsupported={
            <EmptyState
              icon={<ComponentInstanceIcon width={24} height={24} />}
              title="This service does not list Machines"
              description="The API reads one Machine at a time by id or name. Open a Machine by name above to watch its workers and queue."
            />
          }
        >
          {(data) => <MachinesTable orgId={orgId} items={data.items} />}
        </QueryState>
      </Flex>
    </>
  );
}
