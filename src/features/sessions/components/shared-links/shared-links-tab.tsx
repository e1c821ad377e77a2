import { QueryState } from "@/ui/query-state";
import { useSharedLinks } from "../../hooks/use-shared-links";
import { SharedLinksTable } from "./shared-links-table";

export function SharedLinksTab({ orgId, sessionId }: { orgId: string; sessionId: string }) {
  const query = useSharedLinks(orgId, sessionId);
  return (
    <QueryState query={query} loadingLabel="Loading shared links">
      {(data) => <SharedLinksTable links={data.items} />}
    </QueryState>
  );
}
