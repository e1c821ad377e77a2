import { Cross2Icon } from "@radix-ui/react-icons";
import { Button, Card, Code, Flex, Heading, IconButton, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { useRecentSessions } from "../../hooks/use-recent-sessions";

/** Sessions opened in this browser (ids and titles only), newest first. */
export function RecentSessions({ orgId }: { orgId: string }) {
  const { items, remove, clear } = useRecentSessions(orgId);
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center">
          <Heading as="h2" size="3" id="recent-sessions-heading">
            Recent
          </Heading>
          {items.length > 0 && (
            <Button size="1" variant="ghost" color="gray" onClick={clear}>
              Clear recent
            </Button>
          )}
        </Flex>
        {items.length === 0 ? (
          <Text size="2" color="gray">
            Sessions you open appear here (kept in this browser: ids and titles only).
          </Text>
        ) : (
          <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: "none" }}>
            <ul aria-labelledby="recent-sessions-heading">
              {items.map((item) => (
                <li key={item.sessionId}>
                  <Flex gap="2" align="center" justify="between">
                    <Flex direction="column" style={{ minWidth: 0 }}>
                      <RadixLink asChild size="2" weight="medium">
                        <Link to="/o/$orgId/sessions/$sessionId" params={{ orgId, sessionId: item.sessionId }}>
                          {item.title || item.sessionId}
                        </Link>
                      </RadixLink>
                      <Code variant="ghost" size="1" color="gray">
                        {item.sessionId}
                      </Code>
                    </Flex>
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="gray"
                      aria-label={`Remove ${item.sessionId} from recent`}
                      onClick={() => remove(item.sessionId)}
                    >
                      <Cross2Icon />
                    </IconButton>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
