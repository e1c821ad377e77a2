import { MagicWandIcon } from "@radix-ui/react-icons";
import { Badge, Flex, Table, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import type { Skill } from "@/api/types";
import { EmptyState, PageHeader, QueryState, RelativeTime } from "@/ui";
import { skillsQueryOptions } from "../queries";

export function SkillsPage({ orgId }: { orgId: string }) {
  const query = useQuery(skillsQueryOptions(orgId));
  return (
    <>
      <PageHeader
        title="Skills"
        description="Reusable instruction bundles, picked for a task by matching their descriptions."
      />
      <QueryState
        query={query}
        loadingLabel="Loading skills"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<MagicWandIcon width={24} height={24} />}
            title="No skills yet"
            description="Skills you author appear here with their provenance and whether they are enabled."
          />
        }
        unsupported={
          <EmptyState
            icon={<MagicWandIcon width={24} height={24} />}
            title="This service does not list skills"
            description="The API can create a skill (POST skills) but offers no way to read them back. Skills you create still work; manage existing ones where they were authored."
          />
        }
      >
        {(data) => <SkillsTable items={data.items} />}
      </QueryState>
    </>
  );
}

function SkillsTable({ items }: { items: readonly Skill[] }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Provenance</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Enabled</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((skill) => (
          <Table.Row key={skill.skill_id}>
            <Table.RowHeaderCell>
              <Text weight="medium">{skill.name}</Text>
              {skill.activation_keywords.length > 0 ? (
                <Flex gap="1" wrap="wrap" mt="1" aria-label="Search aliases">
                  {skill.activation_keywords.map((k) => (
                    <Badge key={k} size="1" variant="outline" color="gray">
                      {k}
                    </Badge>
                  ))}
                </Flex>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell style={{ maxWidth: "42ch" }}>
              <Text size="2" color="gray">
                {skill.description || "—"}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge variant="soft" color={skill.provenance === "authored" ? "indigo" : "gray"}>
                {skill.provenance.replaceAll("_", " ")}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <Badge variant="soft" color={skill.is_enabled ? "green" : "gray"}>
                {skill.is_enabled ? "enabled" : "disabled"}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <RelativeTime value={skill.updated_at} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
