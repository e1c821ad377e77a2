import type { JobView, MachinesApi } from "../machines/index.ts";
import { EventLog } from "./event-log.ts";
import { iso, type SessionRecord } from "./model.ts";
import { makeRecord } from "./record.ts";
import { newState, type SessionState } from "./state.ts";

const TITLES = [
  "Run the integration suite",
  "Rebuild the dependency lockfile",
  "Regenerate API client stubs",
  "Lint and format the monorepo",
  "Run the nightly end-to-end checks",
  "Build release artifacts",
  "Profile the slow checkout test",
  "Refresh the search index fixtures",
];
const REPOS = ["acme/payments-api", "acme/infra", "acme/web", "acme/billing-worker"];

function pick<T>(items: readonly T[], id: string): T {
  let h = 0;
  for (const ch of id) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return items[h % items.length] as T;
}

function recordOf(job: JobView): SessionRecord {
  const finished = job.finished_at;
  const placed = job.placed_at;
  return makeRecord(
    {
      session_id: job.session_id,
      title: pick(TITLES, job.session_id),
      prompt: `${pick(TITLES, job.session_id)} on ${job.machine_name}.`,
      repo: pick(REPOS, `${job.session_id}/repo`),
      createdAt: job.enqueued_at,
      finishedAt: finished,
      status: finished === null ? "running" : "exit",
      outcome: finished === null ? null : "success",
      tokens: finished === null ? 0 : 90_000,
    },
    {
      started_at: placed === null ? null : iso(placed),
      duration_ms: placed === null ? 0 : (finished ?? placed) - placed,
      pr_url: null,
      pr_title: null,
      change_requests: [],
      cost_usd: finished === null ? null : 0.41,
      svc_version: placed === null ? null : "7.4",
      target:
        job.device_id === null
          ? { kind: "machine", machine: job.machine_name }
          : { kind: "device", device_id: job.device_id, root: `/srv/workers/${job.machine_name}` },
      machine: {
        id: job.machine_id,
        name: job.machine_name,
        state: job.state === "waiting" ? "waiting" : "placed",
        queue_position: job.queue_position,
        device_id: job.device_id,
        enqueued_at: iso(job.enqueued_at),
        placed_at: placed === null ? null : iso(placed),
      },
    },
  );
}

/** Status events for what happened to the job so far, each once. */
function logSteps(state: SessionState, job: JobView): void {
  const add = (suffix: string, at: number, text: string) => {
    const id = `${job.session_id}-${suffix}`;
    if (!state.log.has(id)) state.log.append({ id, type: "status", text, data: null, created_at: iso(at) });
  };
  add("queued", job.enqueued_at, `Queued on Machine ${job.machine_name}`);
  if (job.placed_at !== null) add("placed", job.placed_at, `Placed on a ${job.machine_name} worker`);
  if (job.finished_at !== null) add("finished", job.finished_at, "Finished");
}

/**
 * The sessions a Machine's own traffic is made of (background arrivals of the simulated fleet), as
 * sessions: listed under `?machine=` with the Machine's other sessions and readable one by one, so every
 * number about a Machine leads to the sessions behind it. Kept out of the unfiltered list (it would bury
 * the demo's own sessions under hundreds of made-up ones) and bounded by what the Machine keeps.
 *
 * API: new FleetSessions(machines); .forMachine(orgId, machine) → SessionState[]; .find(orgId, id)
 */
export class FleetSessions {
  private readonly states = new Map<string, SessionState>();

  constructor(private readonly machines: () => MachinesApi | undefined) {}

  forMachine(orgId: string, machine: string): SessionState[] {
    const api = this.machines();
    if (!api) return [];
    const jobs = api.jobs(orgId, machine).filter((job) => !job.external);
    const keep = new Set(jobs.map((j) => j.session_id));
    const name = jobs[0]?.machine_name;
    for (const [id, state] of this.states)
      if (state.orgId === orgId && state.record.machine?.name === name && !keep.has(id)) this.states.delete(id);
    return jobs.map((job) => this.update(orgId, job));
  }

  find(orgId: string, id: string): SessionState | null {
    const api = this.machines();
    const job = api?.placement(orgId, id);
    if (!job || job.external) return null;
    return this.update(orgId, job);
  }

  private update(orgId: string, job: JobView): SessionState {
    let state = this.states.get(job.session_id);
    if (!state) {
      state = newState(recordOf(job), orgId, new EventLog());
      this.states.set(job.session_id, state);
    } else Object.assign(state.record, recordOf(job));
    logSteps(state, job);
    return state;
  }
}
