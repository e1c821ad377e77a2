import { Box, Flex, Separator, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { OpenDoorNotice, SignOutLink, useFollowRefusals } from "@/features/connection";
import { MachineAlertsGate } from "@/features/machines";
import { NotificationsMenu, NotificationsWatcher } from "@/features/notifications";
import { PanelBoundary, type PanelFailure } from "@/ui/panel-boundary";
import { PaletteLauncher } from "../palette/palette-launcher";
import { MobileNav } from "./mobile-nav";
import { OrgSwitcher } from "./org-switcher";
import { RouteFocus } from "./route-focus";
import { SideNav } from "./side-nav";
import { ThemeMenu } from "./theme-menu";
import { WhoAmI } from "./who-am-i";

/** The top bar has no room for a callout: a short note, the reason (when it is words for people) on hover. */
function ShellNotice({ what, reason }: PanelFailure) {
  return (
    <Text size="1" color="amber" highContrast title={reason ?? undefined} role="alert">
      Could not read {what}
    </Text>
  );
}

/** Layout of every /o/$orgId page: top bar, side nav (a menu on narrow screens) and the page. */
export function AppShell({ orgId, children }: { orgId: string; children: ReactNode }) {
  useFollowRefusals();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <RouteFocus mainId="main" />
      <NotificationsWatcher orgId={orgId} />
      <MachineAlertsGate orgId={orgId} />
      <header className="top-bar">
        <Flex align="center" gap={{ initial: "2", sm: "3" }} px="4" height="56px">
          <Box className="show-narrow">
            <MobileNav orgId={orgId} />
          </Box>
          {/* Named on the link: on a phone its words are hidden and the logo is decorative. */}
          <Link to="/o/$orgId/sessions" params={{ orgId }} className="brand hide-tiny" aria-label="Session Control">
            <img src="/favicon.svg" alt="" width={22} height={22} />
            <Text weight="bold" size="3" className="hide-narrow">
              Session Control
            </Text>
          </Link>
          <Separator orientation="vertical" size="1" className="hide-tiny" />
          <PanelBoundary what="the organization switcher" fallback={ShellNotice}>
            <OrgSwitcher orgId={orgId} />
          </PanelBoundary>
          <Flex ml="auto" align="center" gap={{ initial: "2", sm: "4" }} flexShrink="0">
            <PaletteLauncher orgId={orgId} />
            <NotificationsMenu orgId={orgId} />
            <PanelBoundary what="who you are" fallback={ShellNotice}>
              <WhoAmI />
            </PanelBoundary>
            <SignOutLink />
            <ThemeMenu />
          </Flex>
        </Flex>
      </header>
      <OpenDoorNotice />
      <div className="app-body">
        <aside className="hide-narrow side-nav-column">
          <SideNav orgId={orgId} />
        </aside>
        <main id="main" tabIndex={-1} className="app-main">
          {children}
        </main>
      </div>
    </div>
  );
}
