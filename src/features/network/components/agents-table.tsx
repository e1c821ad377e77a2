import { Badge, Code, Text } from "@radix-ui/themes";
import type { AgentNetworkAgent } from "@/api/types";
import { RelativeTime, type ResponsiveColumn, ResponsiveTable, StatusBadge } from "@/ui";
import { sinceToIso } from "../queries";

/** The agents' columns, once for the table and the cards of a narrow screen. */
const AGENT_COLUMNS: readonly ResponsiveColumn<AgentNetworkAgent>[] = [
  {
    id: "agent",
    header: "Agent",
    rowHeader: true,
    cell: (agent) => (
      <>
        <Text weight="medium">{agent.agent}</Text>{" "}
        {agent.worker ? (
          <Badge size="1" variant="outline" color="gray">
            worker
          </Badge>
        ) : null}
        <Text as="div" size="1" color="gray">
          <Code variant="ghost" size="1">
            {agent.address}
          </Code>
        </Text>
      </>
    ),
  },
  {
    id: "person",
    header: "Person · computer",
    cell: (agent) => (
      <>
        {agent.person} · {agent.machine}
      </>
    ),
  },
  {
    id: "repo",
    header: "Repository",
    cell: (agent) => (
      <>
        <Code variant="ghost">{agent.repo}</Code>
        <Text as="div" size="1" color="gray">
          {agent.branch}
        </Text>
      </>
    ),
  },
  { id: "status", header: "Status", cell: (agent) => <StatusBadge value={agent.status} /> },
  {
    id: "doing",
    header: "Doing",
    cell: (agent) => (
      <Text size="2" style={{ display: "block", maxWidth: "36ch" }}>
        {agent.doing}
      </Text>
    ),
  },
  { id: "since", header: "Since", cell: (agent) => <RelativeTime value={sinceToIso(agent.since)} /> },
];

export function AgentsTable({ items }: { items: readonly AgentNetworkAgent[] }) {
  return (
    <ResponsiveTable
      caption="Agents"
      columns={AGENT_COLUMNS}
      rows={items}
      rowKey={(agent, i) => agent?.address ?? `#${i}`}
      rowWhat={(agent, i) => `agent ${agent?.agent ?? i + 1}`}
      cardsBelow={720}
    />
  );
}
