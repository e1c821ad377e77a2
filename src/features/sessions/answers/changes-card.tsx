import { Badge, Card, Code, DataList, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { presentText } from "@/ui/readable";
import { Field } from "../fields/field-row";
import { formatCount } from "../format";
import type { CommandRun, FactsView } from "../timeline-model/changes";
import { EventLink, SourceLink } from "./answer-links";
import { readChangeRequests } from "./change-requests";

const FILES_SHOWN = 40;

/** "1 edit", "3 edits", "10,714 commands": grouped as every other count on the session page. */
const count = (n: number, noun: string): string => `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;
const STATE_COLOR = { passed: "green", failed: "red", pending: "gray" } as const;
/** A test run passes or fails; any other command just succeeds ("ok") or fails. */
const STATE_WORDS = {
  test: { passed: "passed", failed: "failed", pending: "no result yet" },
  command: { passed: "ok", failed: "failed", pending: "no result yet" },
} as const;

function Runs({ runs, total, noun }: { runs: readonly CommandRun[]; total: number; noun: string }) {
  if (total === 0) return <Text color="gray">none seen</Text>;
  return (
    <Flex direction="column" gap="2" minWidth="0">
      <Text size="2">
        {count(total, noun)}
        {total > runs.length ? `, the latest ${formatCount(runs.length)}:` : ":"}
      </Text>
      {/* Apart by a gap, so each command's link keeps a target of 24 px around it (WCAG 2.5.8). */}
      <Flex asChild direction="column" gap="2" m="0" pl="4">
        <ul>
          {runs.map((run) => (
            <li key={run.ref}>
              <Flex gap="2" align="center" wrap="wrap">
                <EventLink eventRef={run.ref} label={`Go to ${run.command}`}>
                  <Code variant="ghost" style={{ overflowWrap: "anywhere" }}>
                    {run.command}
                  </Code>
                </EventLink>
                <Badge color={STATE_COLOR[run.state]} variant="soft">
                  {STATE_WORDS[noun === "test run" ? "test" : "command"][run.state]}
                </Badge>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
      {total > runs.length && <MoreInSteps n={total - runs.length} noun={`older ${noun}`} />}
    </Flex>
  );
}

/**
 * What the card leaves out, one click away: Steps lists every tool call, with its command or the file it
 * edited and whether it failed (the card keeps only the latest runs and the first files).
 */
function MoreInSteps({ n, noun }: { n: number; noun: string }) {
  const what = count(n, noun);
  return (
    <Text size="1">
      <SourceLink to="steps" label={`${what}, in Steps`}>
        and {what}
      </SourceLink>
    </Text>
  );
}

function Files({ facts }: { facts: FactsView }) {
  if (facts.files.length === 0) return <Text color="gray">no edits seen</Text>;
  const files = [...facts.files].sort((a, b) => a.path.localeCompare(b.path));
  const shown = files.slice(0, FILES_SHOWN);
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text size="2">
        {count(files.length, "file")}, {count(facts.edits, "edit")}
      </Text>
      <ul style={{ margin: 0, paddingLeft: "var(--space-4)" }}>
        {shown.map((file) => (
          <li key={file.path}>
            <Code variant="ghost" style={{ overflowWrap: "anywhere" }}>
              {file.path}
            </Code>{" "}
            <Text size="1" color="gray">
              {count(file.edits, "edit")} ·{" "}
            </Text>
            <Text size="1">
              <EventLink eventRef={file.last.ref} label={`Last edit of ${file.path}`}>
                last edit
              </EventLink>
            </Text>
          </li>
        ))}
      </ul>
      {files.length > shown.length && <MoreInSteps n={files.length - shown.length} noun="more file" />}
    </Flex>
  );
}

/**
 * What the session changed, live while it runs: branch, PR, each change request with its status, the
 * files touched (from edit/write tool inputs, with edit counts and a link to each file's last edit),
 * commands run and test runs. The timeline half counts what has been loaded, and says so. The latest
 * runs and the first files are listed; the rest are in Steps, one click away.
 */
export function ChangesCard({ session, facts }: { session: Session; facts: FactsView }) {
  const requests = readChangeRequests(session);
  const branch = presentText(session.branch);
  const prTitle = presentText(session.pr_title);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="changes-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h2" size="3" id="changes-heading">
              What it changed
            </Heading>
            <Text size="1" color="gray">
              from the session and {count(facts.events, "event")} loaded
            </Text>
          </Flex>
          <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
            <Field labelWidth="120px" label="Branch">
              {branch ? <Code variant="ghost">{branch}</Code> : <Text color="gray">not reported</Text>}
            </Field>
            <Field labelWidth="120px" label="Change requests">
              {requests.length === 0 ? (
                <Text color="gray">none opened</Text>
              ) : (
                <ul style={{ margin: 0, paddingLeft: "var(--space-4)" }}>
                  {requests.map((request) => {
                    const name =
                      request.repo && request.number !== null ? `${request.repo} #${request.number}` : request.url;
                    return (
                      <li key={request.url}>
                        <Flex gap="2" align="center" wrap="wrap">
                          {request.href ? (
                            <RadixLink href={request.href} target="_blank" rel="noreferrer noopener">
                              {name}
                            </RadixLink>
                          ) : (
                            <Code variant="ghost">{name}</Code>
                          )}
                          {request.isPr && prTitle && <Text size="2">{prTitle}</Text>}
                          <Badge variant="soft" color={request.status ? "blue" : "gray"}>
                            {request.status ?? "status not reported"}
                          </Badge>
                        </Flex>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Field>
            <Field labelWidth="120px" label="Files touched">
              <Files facts={facts} />
            </Field>
            <Field labelWidth="120px" label="Test runs">
              <Runs runs={facts.tests.recent} total={facts.tests.count} noun="test run" />
            </Field>
            <Field labelWidth="120px" label="Commands">
              <Runs runs={facts.commands.recent} total={facts.commands.count} noun="command" />
            </Field>
          </DataList.Root>
        </Flex>
      </section>
    </Card>
  );
}
