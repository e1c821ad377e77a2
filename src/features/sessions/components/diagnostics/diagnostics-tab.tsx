import { Badge, Card, Code, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import type { Session } from "@/api/types";
import { asCode, Field, FieldRow } from "../../fields/field-row";
import { isRestrictedSnapshot } from "../../fields/visibility";
import { OutcomeBadge } from "../header/session-badges";
import { FailureFields } from "./failure-fields";
import { PromptView } from "./prompt-view";
import { ResultView } from "./result-view";

function Section({
  title,
  children,
  landingRef,
}: {
  title: string;
  children: ReactNode;
  landingRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Card
      size="2"
      ref={landingRef}
      tabIndex={landingRef ? -1 : undefined}
      role={landingRef ? "region" : undefined}
      aria-label={landingRef ? title : undefined}
    >
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
/**
 * `resultArrival`: a count that rises each time an answer's link asks for the result ("Needs you" quotes it):
 * the Result section then takes focus and scrolls into view. Never on mount with 0.
 */
export function DiagnosticsTab({ session, resultArrival = 0 }: { session: Session; resultArrival?: number }) {
  const restricted = isRestrictedSnapshot(session);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resultArrival === 0) return;
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView?.({ block: "start" });
  }, [resultArrival]);
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
      <Section title="Result" landingRef={result}>
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
