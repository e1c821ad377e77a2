import type { AgentNetwork } from "../../../api/types.ts";
import { ACTIVITIES, type ComputerPlan, CYCLE_SLOTS, SLOT_MS } from "./schedule.ts";

export type NetworkMode = "scheduled" | "online" | "offline";

function isOnline(plan: ComputerPlan, slot: number, mode: NetworkMode): boolean {
  if (mode !== "scheduled") return mode === "online";
  return plan.online[slot % CYCLE_SLOTS] ?? false;
}

/**
 * The network as seen at `now` (t0 = the world's start), or null when no member computer
 * is online to read it through (409 agent_network_offline). Pure: same inputs, same view.
 */
export function networkAt(
  team: string,
  plans: readonly ComputerPlan[],
  t0: number,
  now: number,
  mode: NetworkMode,
): AgentNetwork | null {
  const slot = Math.max(0, Math.floor((now - t0) / SLOT_MS));
  const slotStartS = Math.floor((t0 + slot * SLOT_MS) / 1000);
  const computers = plans.map((p) => ({ person: p.person, machine: p.machine, online: isOnline(p, slot, mode) }));
  const reader = plans.find((p) => !p.headless && isOnline(p, slot, mode));
  if (!reader) return null;
  const agents = plans
    .filter((p) => isOnline(p, slot, mode))
    .flatMap((p, pi) =>
      p.agents.map((a, ai) => {
        const activity = ACTIVITIES[(slot + pi + ai) % ACTIVITIES.length] ?? { status: "idle", doing: "" };
        return {
          address: `${p.handle}/${p.machine}/${a.agent}`,
          person: p.person,
          machine: p.machine,
          agent: a.agent,
          repo: a.repo,
          branch: a.branch,
          status: activity.status,
          doing: activity.doing,
          since: slotStartS - ai * 60,
          worker: p.headless,
        };
      }),
    );
  return { team, agents, computers, via: `${reader.handle}@${reader.machine}` };
}
