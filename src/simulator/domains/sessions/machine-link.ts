import type { JobView, MachinesApi } from "../machines/index.ts";
import { iso } from "./model.ts";
import type { SessionState } from "./state.ts";

/**
 * One fleet: a session waiting on a Machine stands in that Machine's queue, so its `machine` placement
 * is read from there (id, queue position, worker, placed_at), never kept apart (issue 25 item 6).
 *
 * API: linkMachine(state, machines) wires state.syncMachine; syncPlacement(state, job)
 */
export function syncPlacement(state: SessionState, job: JobView | undefined): void {
  const placement = state.record.machine;
  if (!placement || !job || placement.state !== "waiting") return;
  placement.id = job.machine_id;
  placement.name = job.machine_name;
  placement.enqueued_at = iso(job.enqueued_at);
  if (job.state === "waiting") {
    placement.queue_position = job.queue_position;
    return;
  }
  const at = job.placed_at ?? job.enqueued_at;
  const deviceId = job.device_id ?? "";
  if (state.onMachinePlaced) state.onMachinePlaced(at, deviceId);
  else Object.assign(placement, { state: "placed", queue_position: null, device_id: deviceId, placed_at: iso(at) });
}

export function linkMachine(state: SessionState, machines: () => MachinesApi | undefined): void {
  if (!state.record.machine) return;
  state.syncMachine = () => {
    const api = machines();
    if (!api) return;
    syncPlacement(state, api.placement(state.orgId, state.record.session_id));
  };
}
