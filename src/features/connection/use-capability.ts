import { useQuery } from "@tanstack/react-query";
import { type Capability, checkCapability, type Need } from "./capabilities";
import { selfQueryOptions } from "./queries";

/** Whether the connected key may do something, from the cached GET /v3/self (one request per connection). */
export function useCapability(need: Need): Capability {
  const { data } = useQuery(selfQueryOptions());
  return checkCapability(data, need);
}
