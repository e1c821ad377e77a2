import { CheckCircledIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { Callout, Code, Flex } from "@radix-ui/themes";
import type { SecretScope, SecretWriteResult } from "@/api/types";
import { ErrorPanel } from "@/ui";

/** What the last submission did. Never holds the value: only the service's answer and the scope asked for. */
export type SecretWriteOutcome =
  | { kind: "saved"; result: SecretWriteResult; requested: SecretScope }
  | { kind: "failed"; error: unknown };

/** "a personal secret", "an organization secret", or the scope as the service sent it: never a guess. */
function savedAs(scope: unknown): string {
  if (scope === "user") return "a personal secret";
  if (scope === "organization") return "an organization secret";
  return typeof scope === "string" && scope ? `a secret of scope ${scope}` : "a secret (scope not reported)";
}

export function SecretWriteOutcomeView({ outcome }: { outcome: SecretWriteOutcome }) {
  if (outcome.kind === "failed") {
    return (
      <Flex direction="column" gap="2">
        <ErrorPanel error={outcome.error} />
        <Callout.Root color="gray" size="1" variant="surface" role="status">
          <Callout.Icon>
            <InfoCircledIcon aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            For safety the value was cleared from the form: enter it again to retry. Name, note and scope are kept.
          </Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }
  const { result, requested } = outcome;
  return (
    <Callout.Root color="green" size="1" variant="surface" role="status">
      <Callout.Icon>
        <CheckCircledIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>
        Saved <Code>{result.name}</Code> as {savedAs(result.scope)}
        {requested === "repo" ? " (the repo scope is stored as organization)" : ""}: created, or replaced an existing
        one with that name — the service does not say which. The value was cleared from this page.
      </Callout.Text>
    </Callout.Root>
  );
}
