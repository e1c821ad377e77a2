import { EyeOpenIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";
import { useQueries } from "@tanstack/react-query";
import { appTimeAt, EmptyState } from "@/ui";
import { useWatchList } from "../hooks/use-watch-list";
import type { OverviewEntry } from "../overview-entry";
import { machineQueryOptions } from "../queries";
import { CapacityOverview } from "./capacity-overview";
import { WatchListEditor } from "./watch-list-editor";

/** Strict spec: no list operation, so the user names the Machines to watch; each is read on its own. */
export function WatchedOverview({ orgId }: { orgId: string }) {
  const { names, add, remove, move } = useWatchList(orgId);
  const results = useQueries({ queries: names.map((name) => machineQueryOptions(orgId, name)) });
  const entries: OverviewEntry[] = names.map((name, i) => {
    const result = results[i];
    return {
      name,
      machine: result?.data,
      updatedAt: appTimeAt(result?.dataUpdatedAt ?? 0),
      stale: result?.data !== undefined && result.isError,
      error: result?.error ?? null,
      refetch: () => void result?.refetch(),
    };
  });
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" color="gray">
        This service does not list Machines. Watch the ones you need by name or id; each is read on its own.
      </Text>
      <WatchListEditor orgId={orgId} names={names} add={add} remove={remove} move={move} />
      {entries.length > 0 ? (
        <CapacityOverview orgId={orgId} entries={entries} onRemove={remove} listSessions={false} />
      ) : (
        <EmptyState
          icon={<EyeOpenIcon width={24} height={24} />}
          title="No Machines watched yet"
          description="Add a Machine above to see its workers, queue and health here. Ask your platform team for the names."
        />
      )}
    </Flex>
  );
}
