import {
  ArchiveIcon,
  ChatBubbleIcon,
  ComponentInstanceIcon,
  GearIcon,
  HomeIcon,
  LockClosedIcon,
  MagicWandIcon,
  PersonIcon,
  Share2Icon,
} from "@radix-ui/react-icons";
import type { ComponentType } from "react";

export interface NavItem {
  /** Accessible name; e2e tests find links by it, so these words are a contract. */
  label: string;
  /** First path segment after /o/$orgId, used to keep the area when switching organizations. */
  area: string;
  to:
    | "/o/$orgId/sessions"
    | "/o/$orgId/machines"
    | "/o/$orgId/skills"
    | "/o/$orgId/secrets"
    | "/o/$orgId/members"
    | "/o/$orgId/repositories"
    | "/o/$orgId/network"
    | "/o/$orgId/organizations"
    | "/o/$orgId/settings";
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Sessions", area: "sessions", to: "/o/$orgId/sessions", icon: ChatBubbleIcon },
  { label: "Machines", area: "machines", to: "/o/$orgId/machines", icon: ComponentInstanceIcon },
  { label: "Skills", area: "skills", to: "/o/$orgId/skills", icon: MagicWandIcon },
  { label: "Secrets", area: "secrets", to: "/o/$orgId/secrets", icon: LockClosedIcon },
  { label: "Members", area: "members", to: "/o/$orgId/members", icon: PersonIcon },
  { label: "Repositories", area: "repositories", to: "/o/$orgId/repositories", icon: ArchiveIcon },
  { label: "Agent network", area: "network", to: "/o/$orgId/network", icon: Share2Icon },
  { label: "Organizations", area: "organizations", to: "/o/$orgId/organizations", icon: HomeIcon },
  { label: "Connection", area: "settings", to: "/o/$orgId/settings", icon: GearIcon },
];

/** The nav item for a pathname like /o/org_demo/machines/gpu-pool; sessions when unknown. */
export function navItemForPath(pathname: string): NavItem {
  const area = pathname.split("/")[3] ?? "";
  return NAV_ITEMS.find((item) => item.area === area) ?? (NAV_ITEMS[0] as NavItem);
}
