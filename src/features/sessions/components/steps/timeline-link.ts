import type { MouseEvent } from "react";
import type { SessionSearch } from "../../search-schema";

/**
 * A link from the steps view into the timeline: the same session page with the Timeline tab and a few
 * search params set (a permalinked event, a tool or errors-only filter). The page builds it, so the steps
 * view knows no router; onClick navigates in-app unless a modifier asks for a new tab.
 *
 * API: TimelinePatch · TimelineLink
 */
export type TimelinePatch = Pick<SessionSearch, "event" | "tool" | "errors" | "types">;

export type TimelineLink = (patch: TimelinePatch) => {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};
