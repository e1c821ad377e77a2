import { Badge, Button, Flex, Text, Tooltip } from "@radix-ui/themes";
import { readServerConfig } from "../server-config";

/** ANONYMOUS_ACCESS=1 on a reachable port: everyone on screen should know anyone can act here. */
export function OpenDoorNotice() {
  if (readServerConfig()?.openDoor !== true) return null;
  return (
    <Tooltip content="This server holds an API key and asks nobody to sign in (ANONYMOUS_ACCESS=1).">
      <Badge color="red" variant="soft" highContrast role="status">
        <Text truncate style={{ maxWidth: 260 }}>
          Open to anyone who can reach this dashboard
        </Text>
      </Badge>
    </Tooltip>
  );
}

/** Sign-out of the dashboard's server: a full page trip (the server clears the cookie, then the provider). */
export function SignOutLink() {
  if (readServerConfig()?.signIn !== true) return null;
  return (
    <Flex>
      <Button asChild size="1" variant="soft" color="gray">
        <a href="/auth/sign-out">Sign out</a>
      </Button>
    </Flex>
  );
}
