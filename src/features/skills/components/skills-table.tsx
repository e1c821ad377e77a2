import { Badge, Flex, Table, Text } from "@radix-ui/themes";
import type { Skill } from "@/api/types";
import { flagWords, RelativeTime, RowBoundary } from "@/ui";
import { presentText } from "@/ui/readable";

/**
 * The organization's skills; `highlight` marks the one just created so it is easy to find.
 * Description and keywords sit under the name, provenance and state share a column, so the
 * table keeps three columns and fits a phone screen.
 */
export function SkillsTable({ items, highlight }: { items: readonly Skill[]; highlight?: string | null }) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell width="60%">Skill</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Provenance</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Updated</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((skill, i) => (
          // A skill the answer cannot draw becomes a row that says so; the others stay.
          <RowBoundary
            key={presentText(skill?.skill_id) ?? `#${i}`}
            what={`skill ${presentText(skill?.name) ?? i + 1}`}
            columns={3}
          >
            <SkillRow skill={skill} isNew={skill?.skill_id === highlight} />
          </RowBoundary>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SkillRow({ skill, isNew }: { skill: Skill; isNew: boolean }) {
  return (
    <Table.Row style={isNew ? { background: "var(--accent-a3)" } : undefined}>
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1" style={{ maxWidth: "70ch" }}>
          <Flex align="center" gap="2" wrap="wrap">
            <Text weight="medium">{skill.name}</Text>
            {isNew ? (
              <Badge size="1" color="green" variant="solid" highContrast>
                new
              </Badge>
            ) : null}
          </Flex>
          {skill.description ? (
            <Text size="2" color="gray">
              {skill.description}
            </Text>
          ) : null}
          {Array.isArray(skill.activation_keywords) && skill.activation_keywords.length > 0 ? (
            <Flex gap="1" wrap="wrap" aria-label="Search aliases" role="group">
              {skill.activation_keywords.map((k) => (
                <Badge key={k} size="1" variant="outline" color="gray">
                  {k}
                </Badge>
              ))}
            </Flex>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Flex gap="1" direction="column" align="start">
          <Badge variant="soft" color={skill.provenance === "authored" ? "indigo" : "gray"}>
            {typeof skill.provenance === "string" ? skill.provenance.replaceAll("_", " ") : "provenance unknown"}
          </Badge>
          <Badge variant="soft" color={skill.is_enabled === true ? "green" : "gray"} highContrast>
            {flagWords(skill.is_enabled, "enabled", "disabled").text}
          </Badge>
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <RelativeTime value={skill.updated_at} />
      </Table.Cell>
    </Table.Row>
  );
}
