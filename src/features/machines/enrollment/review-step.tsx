import { Code, DataList, Flex, Text } from "@radix-ui/themes";
import { LIMITS } from "@/api/limits";
import { exactDuration } from "@/ui/time";
import { type EnrollmentDraft, PERMISSIONS, toRequest } from "./draft";

const PERMISSION_WORD = {
  read: "read",
  write: "write",
  execute: "execute",
  discover_environment: "discover environment",
  expose_mcp: "expose MCP",
} as const;

/** What will be approved, exactly as it will be sent. */
export function ReviewStep({ draft }: { draft: EnrollmentDraft }) {
  const request = toRequest(draft);
  const ttl = request.ttl_seconds ?? 0;
  return (
    <Flex direction="column" gap="3">
      <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
        <DataList.Item>
          <DataList.Label minWidth="120px">Machine</DataList.Label>
          <DataList.Value>
            <Code>{draft.machine.trim()}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Lifecycle</DataList.Label>
          <DataList.Value>{request.lifecycle}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Worker lifetime</DataList.Label>
          <DataList.Value>
            {exactDuration(ttl)} ({ttl.toLocaleString("en")} s)
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Roots</DataList.Label>
          <DataList.Value>
            <Flex asChild direction="column" gap="1" m="0" p="0" style={{ listStyle: "none" }}>
              <ul>
                {request.roots.map((root, i) => {
                  const allowed = PERMISSIONS.filter((p) => root.permissions[p]).map((p) => PERMISSION_WORD[p]);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the draft on every render
                    <li key={i}>
                      <Code style={{ wordBreak: "break-all" }}>{root.path_fingerprint}</Code>{" "}
                      <Text size="2" color="gray">
                        {root.execution_mode}; {allowed.length > 0 ? allowed.join(", ") : "no permissions"}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Install id</DataList.Label>
          <DataList.Value>
            <Code style={{ wordBreak: "break-all" }}>{request.install_id}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Code challenge</DataList.Label>
          <DataList.Value>
            <Code style={{ wordBreak: "break-all" }}>{request.code_challenge}</Code>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Text as="p" size="2" color="gray">
        Creating the ticket approves this worker. The ticket is shown once, here, and works once within{" "}
        {exactDuration(LIMITS.enrollmentTicketLifetimeS)}.
      </Text>
    </Flex>
  );
}
