import { Box, Flex, Separator, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { MobileNav } from "./mobile-nav";
import { OrgSwitcher } from "./org-switcher";
import { SideNav } from "./side-nav";
import { ThemeMenu } from "./theme-menu";
import { WhoAmI } from "./who-am-i";

/** Layout of every /o/$orgId page: top bar, side nav (a menu on narrow screens) and the page. */
export function AppShell({ orgId, children }: { orgId: string; children: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="top-bar">
        <Flex align="center" gap="3" px="4" height="56px">
          <Box className="show-narrow">
            <MobileNav orgId={orgId} />
          </Box>
          <Link to="/o/$orgId/sessions" params={{ orgId }} className="brand">
            <img src="/favicon.svg" alt="" width={22} height={22} />
            <Text weight="bold" size="3" className="hide-narrow">
              Session Control
            </Text>
          </Link>
          <Separator orientation="vertical" size="1" />
          <OrgSwitcher orgId={orgId} />
          <Flex ml="auto" align="center" gap="4">
            <WhoAmI />
            <ThemeMenu />
          </Flex>
        </Flex>
      </header>
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
