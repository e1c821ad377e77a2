import { Badge, Flex, Text, Tooltip } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { selfQueryOptions, useConnection } from "@/features/connection";
import { toneFor } from "@/ui";

/** Who the current key acts as: email, role and key kind, plus "Demo" so nobody mistakes it for production. */
export function WhoAmI() {
  const { data: self } = useQuery(selfQueryOptions());
  const { connection } = useConnection();
  if (!self) return null;
  const kind = self.key_kind === "machine_token" ? "Machine token" : "API key";
  return (
    <Tooltip content={`${self.email} · ${Array.isArray(self.scopes) ? self.scopes.length : "unknown"} scopes`}>
      <Flex align="center" gap="2" aria-label={`Signed in as ${self.email}, ${self.role}, ${kind}`} role="group">
        {connection?.mode === "demo" ? (
          <Badge color="amber" variant="surface" highContrast>
            Demo
          </Badge>
        ) : null}
        <Text size="2" className="hide-below-wide" truncate style={{ maxWidth: 200 }}>
          {self.email}
        </Text>
        <Badge color={toneFor(self.role)} variant="soft" highContrast>
          {self.role}
        </Badge>
        <Badge color="gray" variant="outline" className="hide-below-wide">
          {kind}
        </Badge>
      </Flex>
    </Tooltip>
  );
}
