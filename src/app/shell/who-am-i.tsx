import { Badge, Flex, Text, Tooltip } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { selfQueryOptions, useConnection, useSignedInPerson } from "@/features/connection";
import { toneFor } from "@/ui";

/**
 * Who the current key acts as: email, role and key kind, plus "Demo" so nobody mistakes it for production.
 * Where people sign in to the dashboard's server, the person comes first, with the group whose key they act with.
 */
export function WhoAmI() {
  const { data: self } = useQuery(selfQueryOptions());
  const { connection } = useConnection();
  const person = useSignedInPerson();
  if (!self) return null;
  const kind = self.key_kind === "machine_token" ? "Machine token" : "API key";
  const who = person ? (person.name ?? person.email ?? "you") : self.email;
  const via = person ? `, acting as ${person.group} with the ${self.role} key of ${self.email}` : "";
  const scopes = `${Array.isArray(self.scopes) ? self.scopes.length : "unknown"} scopes`;
  return (
    <Tooltip content={person ? `${person.email ?? who}${via} · ${scopes}` : `${self.email} · ${scopes}`}>
      <Flex
        align="center"
        gap="2"
        aria-label={`Signed in as ${who}${person ? "" : `, ${self.role}, ${kind}`}${via}`}
        role="group"
      >
        {connection?.mode === "demo" ? (
          <Badge color="amber" variant="surface" highContrast>
            Demo
          </Badge>
        ) : null}
        <Text size="2" className="hide-below-wide" truncate style={{ maxWidth: 200 }}>
          {who}
        </Text>
        {person ? (
          <Badge color="gray" variant="surface" className="hide-below-wide">
            {person.group}
          </Badge>
        ) : null}
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
