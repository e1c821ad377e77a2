/** Who is on the agent network and when. Time is split into 5-minute slots in a 30-minute cycle. */
export const SLOT_MS = 5 * 60_000;
export const CYCLE_SLOTS = 6;

export interface ComputerPlan {
  person: string;
  handle: string;
  machine: string;
  /** Online per slot; slot 4 is off for everyone so the network goes dark once per cycle. */
  online: readonly boolean[];
  headless: boolean;
  agents: readonly AgentPlan[];
}

export interface AgentPlan {
  agent: string;
  repo: string;
  branch: string;
}

export const DEMO_COMPUTERS: readonly ComputerPlan[] = [
  {
    person: "Olivia Owner",
    handle: "olivia",
    machine: "olivia-mbp",
    online: [true, true, false, true, false, true],
    headless: false,
    agents: [
      { agent: "agent-1", repo: "acme/web", branch: "svc/checkout-copy" },
      { agent: "agent-2", repo: "acme/api", branch: "svc/rate-limit-headers" },
    ],
  },
  {
    person: "Adam Admin",
    handle: "adam",
    machine: "adam-workstation",
    online: [true, false, true, true, false, false],
    headless: false,
    agents: [{ agent: "agent-1", repo: "acme/infra", branch: "svc/terraform-upgrade" }],
  },
  {
    person: "Mia Member",
    handle: "mia",
    machine: "mia-laptop",
    online: [false, true, true, false, false, true],
    headless: false,
    agents: [{ agent: "agent-1", repo: "acme/web", branch: "feature/dark-mode" }],
  },
  {
    person: "Adam Admin",
    handle: "adam",
    machine: "build-fleet-w1",
    online: [true, true, true, true, false, true],
    headless: true,
    agents: [{ agent: "worker", repo: "acme/api", branch: "svc/nightly-deps" }],
  },
];

/** The lab organization's computers never come online: its network is the offline scenario. */
export const LAB_COMPUTERS: readonly ComputerPlan[] = [
  {
    person: "Olivia Owner",
    handle: "olivia",
    machine: "olivia-lab-box",
    online: [false, false, false, false, false, false],
    headless: false,
    agents: [],
  },
];

export const ACTIVITIES: readonly { status: string; doing: string }[] = [
  { status: "working", doing: "Running the unit tests" },
  { status: "working", doing: "Editing src/checkout/summary.tsx" },
  { status: "waiting", doing: "Waiting for review on the pull request" },
  { status: "working", doing: "Reproducing the failing build" },
  { status: "idle", doing: "Finished; summary posted" },
];
