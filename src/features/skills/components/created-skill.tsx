import { CheckCircledIcon, Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Card, Code, DataList, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import type { Skill } from "@/api/types";
import { CopyButton, flagWords, formatUtc, RelativeTime } from "@/ui";

/** Every field the service returned for the new skill (spec §2.3), as it returned them. */
export function CreatedSkill({ skill, onDismiss }: { skill: Skill; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form was just reset; taking focus here tells keyboard and screen-reader users what happened.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="created-skill-title">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3">
            <Flex align="center" gap="2">
              <CheckCircledIcon color="var(--green-11)" aria-hidden />
              <Heading as="h3" size="3" id="created-skill-title" ref={headingRef} tabIndex={-1}>
                Created “{skill.name}”
              </Heading>
            </Flex>
            <IconButton size="1" variant="ghost" color="gray" aria-label="Dismiss" onClick={onDismiss}>
              <Cross2Icon aria-hidden />
            </IconButton>
          </Flex>
          <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
            <DataList.Item>
              <DataList.Label>skill_id</DataList.Label>
              <DataList.Value>
                <Flex align="center" gap="2">
                  <Code variant="ghost">{skill.skill_id}</Code>
                  <CopyButton label="skill id" value={skill.skill_id} />
                </Flex>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>provenance</DataList.Label>
              <DataList.Value>
                <Badge variant="soft" color="indigo">
                  {skill.provenance}
                </Badge>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>is_enabled</DataList.Label>
              <DataList.Value>
                <Badge variant="soft" color={skill.is_enabled === true ? "green" : "gray"} highContrast>
                  {flagWords(skill.is_enabled, "enabled", "disabled").text}
                </Badge>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>author</DataList.Label>
              <DataList.Value>{skill.author}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>created_by</DataList.Label>
              <DataList.Value>
                <Code variant="ghost">{skill.created_by}</Code>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>created_at</DataList.Label>
              <DataList.Value>
                <Text>
                  <RelativeTime value={skill.created_at} />{" "}
                  <Text color="gray" size="1">
                    ({formatUtc(skill.created_at)})
                  </Text>
                </Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>updated_at</DataList.Label>
              <DataList.Value>
                <RelativeTime value={skill.updated_at} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>activation_keywords</DataList.Label>
              <DataList.Value>
                {skill.activation_keywords.length > 0 ? (
                  <Flex gap="1" wrap="wrap">
                    {skill.activation_keywords.map((k) => (
                      <Badge key={k} variant="outline" color="gray">
                        {k}
                      </Badge>
                    ))}
                  </Flex>
                ) : (
                  "none"
                )}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>description</DataList.Label>
              <DataList.Value>{skill.description || "—"}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
      </section>
    </Card>
  );
}
