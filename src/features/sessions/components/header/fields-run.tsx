import { Badge, Code, Flex, Text } from "@radix-ui/themes";
import { useParams, useRouter } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { DeleteBranchButton } from "@/features/repositories";
import { ExternalLink } from "@/ui/external-link";
import { asCode, Field, FieldRow } from "../../fields/field-row";
import { hasEnded } from "../../session-status";

function External({ href, children }: { href: string; children: string }) {
  // Only http(s) becomes a link: a javascript: URL from the service stays text.
  return <ExternalLink href={href}>{children}</ExternalLink>;
}

/**
 * A merged PR's branch is the usual one to delete: offered on GitHub (spec 4.11) once the agent no
 * longer pushes to it. A key without repos:write sees it disabled with the reason, as on Repositories.
 */
function InAppBranchDelete({ session, branch }: { session: Session; branch: string }) {
  const { orgId } = useParams({ strict: false });
  if (!orgId || !session.repo || !hasEnded(session.status) || session.provider === "gitlab") return null;
  return <DeleteBranchButton orgId={orgId} repo={session.repo} branch={branch} />;
}

/** The Branch fact's delete control; nothing outside the app's router (bare component tests). */
export function BranchDelete({ session, branch }: { session: Session; branch: string }) {
  const inApp = useRouter({ warn: false }) !== null;
  return inApp ? <InAppBranchDelete session={session} branch={branch} /> : null;
}

/** What the session works on and how: repos, branch, PRs, model, effort, hands mode, tags. */
export function RunFields({ session, restricted }: { session: Session; restricted: boolean }) {
  const repos = session.repos && session.repos.length > 0 ? session.repos : session.repo ? [session.repo] : undefined;
  return (
    <>
      <FieldRow
        label={repos && repos.length > 1 ? "Repositories" : "Repository"}
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
      <FieldRow
        label="Branch"
        value={session.branch}
        restricted={restricted}
        render={(branch) => (
          <Flex gap="2" align="center" wrap="wrap">
            {asCode(branch)}
            <BranchDelete session={session} branch={branch} />
          </Flex>
        )}
      />
      <FieldRow
        label="Pull request"
        // An empty string is the service saying "no pull request"; only an absent field may be hidden.
        value={session.pr_url === "" ? null : session.pr_url}
        restricted={restricted}
        empty="none"
        render={(url) => <External href={url}>{session.pr_title || url}</External>}
      />
      {session.change_requests && session.change_requests.length > 0 && (
        <Field label="Change requests">
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
        </Field>
      )}
      <FieldRow label="Model" value={session.model} restricted={restricted} empty="inherited" render={asCode} />
      <FieldRow
        label="Reasoning effort"
        value={session.reasoning_effort}
        restricted={restricted}
        render={(e) => <Text>{e}</Text>}
      />
      <FieldRow
        label="Hands mode"
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
      <FieldRow
        label="Tags"
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
    </>
  );
}
