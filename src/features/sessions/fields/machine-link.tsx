import { Code, Link as RadixLink } from "@radix-ui/themes";
import { Link, useParams, useRouter } from "@tanstack/react-router";

function InAppMachineLink({ name, inText }: { name: string; inText: boolean }) {
  const { orgId } = useParams({ strict: false });
  if (!orgId) return <Code variant="ghost">{name}</Code>;
  return (
    <RadixLink asChild weight="medium" underline={inText ? "always" : "auto"}>
      <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: name }}>
        {name}
      </Link>
    </RadixLink>
  );
}

/**
 * A Machine's name, linked to its capacity page (plain text outside the app's router, e.g. bare component
 * tests). `inText`: inside running text, where a link must be underlined to be told apart without colour.
 */
export function MachineLink({ name, inText = false }: { name: string; inText?: boolean }) {
  const inApp = useRouter({ warn: false }) !== null;
  return inApp ? <InAppMachineLink name={name} inText={inText} /> : <Code variant="ghost">{name}</Code>;
}
