import { Button, DropdownMenu } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import type { Session } from "@/api/types";
import { usePageCommand } from "@/ui";
import { useRecentSessions } from "../hooks/use-recent-sessions";

const OFFERED = 5;

/**
 * "Compare ▾" in a session's header: with one of the sessions opened recently, or another picked on the
 * Compare page. The same choices are in the command palette while the session is open.
 */
export function CompareMenu({ orgId, session }: { orgId: string; session: Session }) {
  const navigate = useNavigate();
  const id = session.session_id;
  const others = useRecentSessions(orgId)
    .items.filter((item) => item.sessionId !== id)
    .slice(0, OFFERED);
  const open = (b?: string) => void navigate({ to: "/o/$orgId/compare", params: { orgId }, search: { a: id, b } });
  usePageCommand({ id: "compare-pick", label: "Compare this session with another…", run: () => open() });
  return (
    <>
      {others.map((item) => (
        <CompareCommand
          key={item.sessionId}
          id={item.sessionId}
          title={item.title || item.sessionId}
          run={() => open(item.sessionId)}
        />
      ))}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button size="1" variant="soft" color="gray">
            Compare
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {others.length > 0 && <DropdownMenu.Label>With a recent session</DropdownMenu.Label>}
          {others.map((item) => (
            <DropdownMenu.Item key={item.sessionId} onSelect={() => open(item.sessionId)}>
              {item.title || item.sessionId}
            </DropdownMenu.Item>
          ))}
          {others.length > 0 && <DropdownMenu.Separator />}
          <DropdownMenu.Item onSelect={() => open()}>Pick another session…</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </>
  );
}

function CompareCommand({ id, title, run }: { id: string; title: string; run: () => void }) {
  usePageCommand({ id: `compare-with:${id}`, label: `Compare this session with ${title}`, run });
  return null;
}
