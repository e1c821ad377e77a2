import { Code, Link as RadixLink } from "@radix-ui/themes";
import { Link, useParams, useRouter } from "@tanstack/react-router";

function InAppMachineLink({ name }: { name: string }) {
  const { orgId } = useParams({ strict: false });
  if (!orgId) return <Code variant="ghost">{name}</Code>;
  return (
    <RadixLink asChild weight="medium">
      <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: name }}>
        {name}
      </Link>
    </RadixLink>
  );
}

/** A Machine's name, linked to its capacity page (plain text outside the app's router, e.g. bare component tests). */
export function MachineLink({ name }: { name: string }) {
  const inApp = useRouter({ warn: false }) !== null;
  return inApp ? <InAppMachineLink name={name} /> : <Code variant="ghost">{name}</Code>;
}
