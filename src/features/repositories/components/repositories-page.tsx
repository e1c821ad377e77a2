import { ArchiveIcon } from "@radix-ui/react-icons";
import { Flex, Heading, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useCapability } from "@/features/connection";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { type BranchRef, parseRepo } from "../branch-delete";
import { indexedRepositoriesQueryOptions } from "../queries";
import { DeleteBranchDialog } from "./delete-branch-dialog";
import { DeleteBranchForm } from "./delete-branch-form";
import { RepositoriesTable } from "./repositories-table";

const EMPTY: BranchRef = { owner: "", repo: "", branch: "" };

export function RepositoriesPage({ orgId }: { orgId: string }) {
  const query = useQuery(indexedRepositoriesQueryOptions(orgId));
  const cap = useCapability({ scope: "repos:write" });
  const [fields, setFields] = useState<BranchRef>(EMPTY);
  const [target, setTarget] = useState<BranchRef | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const branchInput = useRef<HTMLInputElement>(null);

  const pick = (fullName: string) => {
    const parts = parseRepo(fullName);
    if (!parts) return;
    setFields({ ...parts, branch: "" });
    branchInput.current?.focus();
  };

  return (
    <>
      <PageHeader title="Repositories" description="Repositories indexed for wiki generation and code understanding." />
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="2">
          <DeleteBranchForm
            value={fields}
            onChange={setFields}
            cap={cap}
            branchRef={branchInput}
            onSubmit={(ref) => {
              setDeleted(null);
              setTarget(ref);
            }}
          />
          <Text as="p" size="2" color="green" role="status">
            {deleted ?? ""}
          </Text>
        </Flex>
        <section aria-labelledby="indexed-heading">
          <Heading as="h2" size="4" mb="2" id="indexed-heading">
            Indexed repositories
          </Heading>
          <QueryState
            query={query}
            loadingLabel="Loading repositories"
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState
                icon={<ArchiveIcon width={24} height={24} />}
                title="No indexed repositories"
                description="Repositories appear here once they are connected and queued for indexing."
              />
            }
          >
            {(data) => (
              <RepositoriesTable
                items={data.items}
                total={data.total}
                onPickForDelete={cap.allowed ? pick : undefined}
              />
            )}
          </QueryState>
        </section>
      </Flex>
      <DeleteBranchDialog
        orgId={orgId}
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={(ref) => {
          setTarget(null);
          setFields((current) => ({ ...current, branch: "" }));
          setDeleted(`Deleted branch ${ref.branch} from ${ref.owner}/${ref.repo}.`);
        }}
      />
    </>
  );
}
