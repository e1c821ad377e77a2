import { Heading } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { ANCHOR_SCROLL_MARGIN, type MachineAnchor } from "../anchors";
import { useHashTarget } from "../hooks/use-hash-target";

/**
 * A section's heading that a link's #hash lands on (anchors.ts): focused and scrolled to on arrival
 * once `ready`, without being a Tab stop. `id`: the heading's own id, when the anchor's id is on the
 * section around it (defaults to the anchor).
 */
export function AnchorHeading({
  hash,
  id = hash,
  ready = true,
  as,
  size,
  children,
}: {
  hash: MachineAnchor;
  id?: string;
  ready?: boolean;
  as: "h2" | "h3";
  size: ComponentProps<typeof Heading>["size"];
  children: ReactNode;
}) {
  const ref = useHashTarget<HTMLHeadingElement>(hash, ready);
  return (
    <Heading ref={ref} as={as} size={size} id={id} tabIndex={-1} style={{ scrollMarginTop: ANCHOR_SCROLL_MARGIN }}>
      {children}
    </Heading>
  );
}
