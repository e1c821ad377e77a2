import { useQuery } from "@tanstack/react-query";
import { checkCapability, selfQueryOptions } from "@/features/connection";
import type { NavItem } from "./nav-items";

/**
 * For each nav area, why this key cannot read it (null when it can or we do not know yet).
 * The link stays: the page explains the refusal in full and the service's answer is final.
 */
export function useNavAccess(): (item: NavItem) => string | null {
  const { data: self } = useQuery(selfQueryOptions());
  return (item) => (item.readScope === null ? null : checkCapability(self, { scope: item.readScope }).reason);
}
