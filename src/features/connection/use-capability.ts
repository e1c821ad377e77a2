import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type Capability, checkCapability, type Need } from "./capabilities";
import { selfQueryOptions } from "./queries";
import { followRefusals } from "./self-refresh";

/** Whether the connected key may do something, from the cached GET /v3/self (one request per connection). */
export function useCapability(need: Need): Capability {
  const { data } = useQuery(selfQueryOptions());
  return checkCapability(data, need);
}

/** Mounted once by the shell: a write refused with 403 re-reads /v3/self, so every check follows. */
export function useFollowRefusals(): void {
  const queryClient = useQueryClient();
  useEffect(() => followRefusals(queryClient), [queryClient]);
}
