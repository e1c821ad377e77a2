import { Badge, Card, Code, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import type { Session } from "@/api/types";
import { asCode, Field, FieldRow } from "../fields/field-row";
import { OutcomeBadge } from "../header/session-badges";
import { isRestrictedSnapshot } from "../header/visibility";
import { FailureFields } from "./failure-fields";
import { PromptView } from "./prompt-view";
import { ResultView } from "./result-view";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {title}
        </Heading>
        {children}
      </Flex>
    </Card>
  );
}

/** Why a session ended the way it did, what it was asked, and the runtime it ran on. */
export function DiagnosticsTab({ session }: { session: Session }) {
  const restricted = isRestrictedSnapshot(session);
  return (
    <Flex direction="column" gap="4">
      {restricted && (
        <Card size="1" variant="surface">
          <Text size="2">
            This key sees the restricted snapshot. The prompt, result content, error message and diagnostic context need{" "}
            <Code>sessions:debug</Code>, which only organization owners and admins can hold. Identity, status,
            timestamps, policy, error class, duration, cost and usage stay visible.
          </Text>
        </Card>
      )}
      <Section title="Failure">
        <FailureFields session={session} restricted={restricted} />
      </Section>
      <Section title="Result">
        <Flex gap="2" align="center">
          <Text size="2">Outcome</Text>
          <OutcomeBadge outcome={session.outcome} />
        </Flex>
        <ResultView session={session} restricted={restricted} />
      </Section>
      <Section title="Prompt">
        <PromptView session={session} restricted={restricted} />
      </Section>
      <Section title="Runtime">
        <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
          <FieldRow
            label="Experimental runtime profile"
            value={session.experimental_runtime_profile}
            restricted={restricted}
            empty="none"
            render={asCode}
          />
          <FieldRow
            label="Experimental features"
            value={session.experimental_runtime_features}
            restricted={restricted}
            empty="none requested"
            render={(features) => (
              <Flex gap="1" wrap="wrap">
                {features.map((feature) => (
                  <Badge highContrast key={feature} variant="surface">
                    {feature}
                  </Badge>
                ))}
              </Flex>
            )}
          />
          <FieldRow
            label="Runtime profile"
            value={session.runtime_profile}
            restricted={false}
            empty="none"
            render={asCode}
          />
          <Field label="Benchmark profile">
            <Text color="gray">retired: the service no longer reports it</Text>
          </Field>
        </DataList.Root>
      </Section>
    </Flex>
  );
}
