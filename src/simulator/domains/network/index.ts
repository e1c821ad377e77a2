import { http } from "msw";
import type { AgentNetwork } from "../../../api/types.ts";
import { withAuth } from "../../core/guard.ts";
import { apiError, json } from "../../core/http.ts";
import type { DomainFactory } from "../../core/types.ts";
import { DEMO_COMPUTERS, LAB_COMPUTERS } from "./schedule.ts";
import { type NetworkMode, networkAt } from "./view.ts";

export type { NetworkMode } from "./view.ts";

export interface NetworkApi {
  /** "online"/"offline" pin every computer (tests, the dev panel); "scheduled" restores the cycle. */
  force(mode: NetworkMode): void;
  mode(): NetworkMode;
  view(orgId: string): AgentNetwork | null;
}

/**
 * The agent network (spec §4.13). Demo org computers follow a 30-minute simulated cycle that
 * includes 5 minutes with nobody online; the lab org is always offline.
 */
export const createNetworkDomain: DomainFactory = (ctx) => {
  const t0 = ctx.clock.now();
  let mode: NetworkMode = "scheduled";
  const view = (orgId: string): AgentNetwork | null => {
    const org = ctx.orgs.find((o) => o.org_id === orgId);
    const plans = orgId === "org_demo" ? DEMO_COMPUTERS : LAB_COMPUTERS;
    return networkAt(org?.name ?? orgId, plans, t0, ctx.clock.now(), mode);
  };
  const api: NetworkApi = {
    force(next) {
      mode = next;
      ctx.notify();
    },
    mode: () => mode,
    view,
  };
  const handler = withAuth(ctx, { scope: "sessions:read" }, ({ org }) => {
    const current = view(org.org_id);
    if (!current) return apiError(409, "agent_network_offline", "no member computer is online");
    return json(200, current);
  });
  return { name: "network", handlers: [http.get("*/v3/organizations/:orgId/agent-network/agents", handler)], api };
};
