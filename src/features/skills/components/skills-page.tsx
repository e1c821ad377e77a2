import { MagicWandIcon } from "@radix-ui/react-icons";
import { Flex, Heading } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, PageHeader, QueryState } from "@/ui";
import { skillsQueryOptions } from "../queries";
import { SkillForm } from "./skill-form";
import { SkillsTable } from "./skills-table";

export function SkillsPage({ orgId }: { orgId: string }) {
  const query = useQuery(skillsQueryOptions(orgId));
  const [createdId, setCreatedId] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Skills"
        description="Reusable instruction bundles, picked for a task by matching their descriptions."
      />
      <Flex direction="column" gap="5">
        <SkillForm orgId={orgId} onCreated={(skill) => setCreatedId(skill.skill_id)} />
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="skills-list-title">
            <Heading as="h2" size="4" id="skills-list-title">
              Skills in this organization
            </Heading>
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
                  description="The API can create a skill but offers no way to read them back. The form above still works and shows what the service returned."
                />
              }
            >
              {(data) => <SkillsTable items={data.items} highlight={createdId} />}
            </QueryState>
          </section>
        </Flex>
      </Flex>
    </>
  );
}
