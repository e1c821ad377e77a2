import { Flex, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { NAV_ITEMS } from "./nav-items";

/** The wide-screen navigation; narrow screens get the same links from MobileNav. */
export function SideNav({ orgId }: { orgId: string }) {
  return (
    <nav aria-label="Main" className="side-nav">
      <Flex direction="column" gap="1" asChild>
        <ul>
          {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link to={to} params={{ orgId }} className="nav-link" activeProps={{ "aria-current": "page" }}>
                <Icon aria-hidden />
                <Text size="2">{label}</Text>
              </Link>
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}
