import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Code, Flex, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { hasEnded } from "../../session-status";

/**
 * Why a session that produced no outcome stopped, in the header: its error_class and the service's
 * fixed diagnostic_message (spec §2.1; hidden without sessions:debug). The rest is in Diagnostics.
 */
export function ErrorSummary({
  session,
  restricted,
  onOpenDiagnostics,
}: {
  session: Session;
  restricted: boolean;
  onOpenDiagnostics?: () => void;
}) {
  if (!session.error_class || !hasEnded(session.status)) return null;
  const message = session.diagnostic_message;
  return (
    <Callout.Root
      color={session.status === "error" ? "red" : "amber"}
      highContrast
      size="1"
      role="note"
      aria-label="Why it stopped"
      style={{ flexShrink: 0 }}
    >
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex asChild gap="2" align="center" wrap="wrap">
        <Callout.Text>
          <Code variant="ghost" weight="bold">
            {session.error_class}
          </Code>
          {message ? (
            <Text>{message}</Text>
          ) : restricted ? (
            <Text color="gray">The diagnostic message needs sessions:debug (owner/admin).</Text>
          ) : null}
          {onOpenDiagnostics && (
            <Button size="1" variant="ghost" onClick={onOpenDiagnostics}>
              Diagnostics
            </Button>
          )}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
