import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Flex } from "@radix-ui/themes";
import { readServerConfig } from "../server-config";

/**
 * ANONYMOUS_ACCESS=1 on a reachable port: everyone on screen should know anyone can act here. A strip of
 * its own under the top bar, in full at every width: squeezed into the bar as a badge it was cut to
 * "Open to anyone who can reach this dash…" and pushed the bar's own controls off a phone's screen.
 */
export function OpenDoorNotice() {
  if (readServerConfig()?.openDoor !== true) return null;
  return (
    <Callout.Root color="red" size="1" variant="surface" role="status" style={{ borderRadius: 0 }}>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        Open to anyone who can reach this dashboard: the server acts with its own API key and asks nobody to sign in
        (ANONYMOUS_ACCESS=1).
      </Callout.Text>
    </Callout.Root>
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
