import { HamburgerMenuIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { DropdownMenu, IconButton } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { NAV_ITEMS } from "./nav-items";
import { useNavAccess } from "./use-nav-access";

/** Narrow screens: the side nav collapses into this menu (hidden on wide screens by CSS). */
export function MobileNav({ orgId }: { orgId: string }) {
  const blockedReason = useNavAccess();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label="Menu">
          <HamburgerMenuIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {NAV_ITEMS.map((item) => {
          const { label, to, icon: Icon } = item;
          const reason = blockedReason(item);
          return (
            <DropdownMenu.Item key={to} asChild>
              <Link to={to} params={{ orgId }} title={reason ?? undefined}>
                <Icon aria-hidden /> {label}
                {reason ? <LockClosedIcon aria-hidden /> : null}
              </Link>
            </DropdownMenu.Item>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
