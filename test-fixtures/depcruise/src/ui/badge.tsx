import { initials } from "@/lib/initials"; // planted: not-to-unresolvable (the alias points at a file that is gone)

export function Badge({ name }: { name: string }) {
  return <span>{initials(name)}</span>;
}
