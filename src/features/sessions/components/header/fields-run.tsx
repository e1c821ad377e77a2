import { ExternalLinkIcon } from "@radix-ui/react-icons";
import { Badge, Code, DataList, Flex, Link, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { FieldValue } from "./hidden-value";

function External({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExternalLinkIcon aria-hidden />
    </Link>
  );
}

/** What the session works on and how: repos, branch, PRs, model, effort, hands mode, tags. */
export function RunFields({ session, restricted }: { session: Session; restricted: boolean }) {
  const repos = session.repos && session.repos.length > 0 ? session.repos : session.repo ? [session.repo] : undefined;
  return (
    <>
      <DataList.Item>
        <DataList.Label>{repos && repos.length > 1 ? "Repositories" : "Repository"}</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={repos}
            restricted={restricted}
            render={(list) => (
              <Flex gap="2" wrap="wrap">
                {list.map((repo) => (
                  <Code key={repo} variant="ghost">
                    {repo}
                  </Code>
                ))}
                {session.provider && (
                  <Badge highContrast variant="soft">
                    {session.provider}
                  </Badge>
                )}
              </Flex>
            )}
          />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Branch</DataList.Label>
        <DataList.Value>
          <FieldValue value={session.branch} restricted={restricted} render={(b) => <Code variant="ghost">{b}</Code>} />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Pull request</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={session.pr_url || undefined}
            restricted={restricted}
            empty="none"
            render={(url) => <External href={url}>{session.pr_title || url}</External>}
          />
        </DataList.Value>
      </DataList.Item>
      {session.change_requests && session.change_requests.length > 0 && (
        <DataList.Item>
          <DataList.Label>Change requests</DataList.Label>
          <DataList.Value>
            <Flex direction="column" gap="1">
              {session.change_requests.map((cr) => (
                <Flex key={cr.url} gap="2" align="center" wrap="wrap">
                  <External href={cr.url}>{cr.url}</External>
                  <Badge highContrast variant="soft">
                    {cr.status}
                  </Badge>
                </Flex>
              ))}
            </Flex>
          </DataList.Value>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.Label>Model</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={session.model}
            restricted={restricted}
            empty="inherited"
            render={(m) => <Code variant="ghost">{m}</Code>}
          />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Reasoning effort</DataList.Label>
        <DataList.Value>
          <FieldValue value={session.reasoning_effort} restricted={restricted} render={(e) => <Text>{e}</Text>} />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Hands mode</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={session.hands_mode}
            restricted={restricted}
            render={(mode) => (
              <Text
                title={mode === "brain_only" ? "Never gets a shell, browser, sandbox or secret environment" : undefined}
              >
                {mode === "brain_only" ? "brain only (no shell, browser, sandbox, secrets)" : mode}
              </Text>
            )}
          />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Tags</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={session.tags}
            restricted={restricted}
            render={(tags) =>
              tags.length === 0 ? (
                <Text color="gray">none</Text>
              ) : (
                <Flex gap="1" wrap="wrap">
                  {tags.map((tag) => (
                    <Badge highContrast key={tag} variant="surface" color="gray">
                      {tag}
                    </Badge>
                  ))}
                </Flex>
              )
            }
          />
        </DataList.Value>
      </DataList.Item>
    </>
  );
}
