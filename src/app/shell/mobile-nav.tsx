import { HamburgerMenuIcon } from "@radix-ui/react-icons";
import { DropdownMenu, IconButton } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { NAV_ITEMS } from "./nav-items";

/** Narrow screens: the side nav collapses into this menu (hidden on wide screens by CSS). */
export function MobileNav({ orgId }: { orgId: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label="Menu">
          <HamburgerMenuIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
          <DropdownMenu.Item key={to} asChild>
            <Link to={to} params={{ orgId }}>
              <Icon aria-hidden /> {label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
