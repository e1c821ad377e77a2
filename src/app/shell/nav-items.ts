import {
  ArchiveIcon,
  ChatBubbleIcon,
  ComponentInstanceIcon,
  DashboardIcon,
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
    | "/o/$orgId/wall"
    | "/o/$orgId/machines"
    | "/o/$orgId/skills"
    | "/o/$orgId/secrets"
    | "/o/$orgId/members"
    | "/o/$orgId/repositories"
    | "/o/$orgId/network"
    | "/o/$orgId/organizations"
    | "/o/$orgId/settings";
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  /** The scope the area's main read needs (spec §4); null when any key can open it. */
  readScope: string | null;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Sessions", area: "sessions", to: "/o/$orgId/sessions", icon: ChatBubbleIcon, readScope: "sessions:read" },
  { label: "Watch wall", area: "wall", to: "/o/$orgId/wall", icon: DashboardIcon, readScope: "sessions:read" },
  {
    label: "Machines",
    area: "machines",
    to: "/o/$orgId/machines",
    icon: ComponentInstanceIcon,
    readScope: "devices:read",
  },
  { label: "Skills", area: "skills", to: "/o/$orgId/skills", icon: MagicWandIcon, readScope: "skills:read" },
  { label: "Secrets", area: "secrets", to: "/o/$orgId/secrets", icon: LockClosedIcon, readScope: "secrets:read" },
  { label: "Members", area: "members", to: "/o/$orgId/members", icon: PersonIcon, readScope: "org:read" },
  {
    label: "Repositories",
    area: "repositories",
    to: "/o/$orgId/repositories",
    icon: ArchiveIcon,
    readScope: "repos:read",
  },
  { label: "Agent network", area: "network", to: "/o/$orgId/network", icon: Share2Icon, readScope: "sessions:read" },
  {
    label: "Organizations",
    area: "organizations",
    to: "/o/$orgId/organizations",
    icon: HomeIcon,
    readScope: "org:read",
  },
  { label: "Connection", area: "settings", to: "/o/$orgId/settings", icon: GearIcon, readScope: null },
];

/** The nav item for a pathname like /o/org_demo/machines/gpu-pool; sessions when unknown. */
export function navItemForPath(pathname: string): NavItem {
  const area = pathname.split("/")[3] ?? "";
  return NAV_ITEMS.find((item) => item.area === area) ?? (NAV_ITEMS[0] as NavItem);
}
