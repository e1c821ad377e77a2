import { LockClosedIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { NAV_ITEMS } from "./nav-items";
import { useNavAccess } from "./use-nav-access";

/** The wide-screen navigation; narrow screens get the same links from MobileNav. */
export function SideNav({ orgId }: { orgId: string }) {
  const blockedReason = useNavAccess();
  return (
    <nav aria-label="Main" className="side-nav">
      <Flex direction="column" gap="1" asChild>
        <ul>
          {NAV_ITEMS.map((item) => {
            const { label, to, icon: Icon, area } = item;
            const reason = blockedReason(item);
            const noteId = `nav-note-${area}`;
            return (
              <li key={to}>
                <Link
                  to={to}
                  params={{ orgId }}
                  className="nav-link"
                  title={reason ?? undefined}
                  aria-describedby={reason ? noteId : undefined}
                  activeProps={{ "aria-current": "page" }}
                >
                  <Icon aria-hidden />
                  <Text size="2">{label}</Text>
                  {reason ? <LockClosedIcon aria-hidden className="nav-lock" /> : null}
                </Link>
                {reason ? (
                  <span id={noteId} hidden>
                    {reason}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Flex>
    </nav>
  );
}
