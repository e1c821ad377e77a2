import { ArchiveIcon } from "@radix-ui/react-icons";
import { Badge, Card, Code, Flex, Grid, Heading, Link as RadixLink, Spinner, Text } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { describeError } from "@/api/error-messages";
import { ApiError } from "@/api/errors";
import { ErrorPanel } from "@/ui";
import { RETIRED_OPERATIONS, type RetiredOperation, retiredAnswerQueryOptions, type ServiceAnswer } from "../retired";

/** "Retired in this API": what the service answers today for retired operations, and where to go instead. */
export function RetiredSection({ orgId }: { orgId: string }) {
  return (
    <section aria-labelledby="retired-heading">
      <Flex direction="column" gap="1" mb="3">
        <Heading as="h2" size="4" id="retired-heading">
          Retired in this API
        </Heading>
        <Text as="p" size="2" color="gray">
          These operations still answer, with a refusal. Below is what the service says right now, and what to use
          instead.
        </Text>
      </Flex>
      <Grid columns={{ initial: "1", md: "2" }} gap="3">
        {RETIRED_OPERATIONS.map((operation) => (
          <RetiredCard key={operation.id} orgId={orgId} operation={operation} />
        ))}
      </Grid>
    </section>
  );
}

function RetiredCard({ orgId, operation }: { orgId: string; operation: RetiredOperation }) {
  const query = useQuery(retiredAnswerQueryOptions(orgId, operation.id));
  const headingId = `retired-${operation.id}`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Flex align="center" gap="2">
              <ArchiveIcon aria-hidden />
              <Heading as="h3" size="3" id={headingId}>
                {operation.name}
              </Heading>
            </Flex>
            <Code variant="ghost" size="2" color="gray" style={{ overflowWrap: "anywhere" }}>
              {operation.method} …/organizations/{orgId}
              {operation.path}
            </Code>
          </Flex>
          {query.isPending ? (
            <Flex align="center" gap="2">
              <Spinner size="1" />
              <Text size="2" color="gray">
                Asking the service…
              </Text>
            </Flex>
          ) : query.isError ? (
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <AnswerLine answer={query.data} />
          )}
          <Text as="p" size="2">
            {operation.summary} {operation.instead.text}{" "}
            <RadixLink asChild weight="medium">
              <Link to={operation.instead.to} params={{ orgId }}>
                {operation.instead.label}
              </Link>
            </RadixLink>
          </Text>
        </Flex>
      </article>
    </Card>
  );
}

function AnswerLine({ answer }: { answer: ServiceAnswer }) {
  const retired = answer.status === 410;
  const denied = answer.status === 403;
  const said = answer.message && answer.message !== answer.code ? answer.message : null;
  return (
    <Flex direction="column" gap="1" role="group" aria-label="The service's answer">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2" color="gray">
          Service answered
        </Text>
        <Badge color={retired ? "gray" : denied ? "amber" : "blue"} variant="soft" highContrast>
          {answer.status}
          {retired ? " Gone" : ""}
        </Badge>
        <Code>{answer.code}</Code>
      </Flex>
      {said ? (
        <Text as="p" size="2">
          “{said}”
        </Text>
      ) : null}
      {denied ? (
        <Text as="p" size="1" color="gray">
          {denialText(answer)} The service checks the scope before it says whether an operation is retired.
        </Text>
      ) : null}
    </Flex>
  );
}

/** The one error table's words for a refusal, without its code marks (this is a sentence, not a panel). */
function denialText(answer: ServiceAnswer): string {
  const error = new ApiError(answer.status, answer.code, answer.message, answer.requiredScope);
  return describeError(error).detail.replaceAll("`", "");
}
