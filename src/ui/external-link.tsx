import { ExternalLinkIcon } from "@radix-ui/react-icons";
import { Link, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { safeHref } from "@/lib/safe-href";

export interface ExternalLinkProps {
  /** As the service sent it: only an http(s) or mailto URL becomes a link. */
  href: unknown;
  children: ReactNode;
}

/**
 * A link the service gave us, opened in a new tab without a referrer. Anything that is not an
 * absolute http(s)/mailto URL (javascript:, data:, a relative path) is shown as text, not linked.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const safe = safeHref(href);
  if (safe === null) {
    return <Text title="Not a web address, so not a link">{children}</Text>;
  }
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer">
      {children} <ExternalLinkIcon aria-hidden />
    </Link>
  );
}
