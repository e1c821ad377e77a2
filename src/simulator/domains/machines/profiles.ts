/** How one Machine behaves over simulated time. Probabilities are per step (FLEET_STEP_MS). */
export interface MachineProfile {
  name: string;
  capacity: number;
  initial: { online: number; busy: number; queued: number };
  arrivalP: number;
  finishP: number;
  goOfflineP: number;
  comeOnlineP: number;
  /** When set, workers follow this target (e.g. only at night) instead of random churn. */
  onlineTarget?: (step: number, capacity: number) => number;
}

export const FLEET_STEP_MS = 5_000;

/** 20-minute simulated cycles: workers are away for the first 8 minutes (the queue grows), then serve it. */
const NIGHTLY_CYCLE_STEPS = (20 * 60_000) / FLEET_STEP_MS;
const NIGHTLY_AWAY_STEPS = (8 * 60_000) / FLEET_STEP_MS;

export const DEMO_FLEET: readonly MachineProfile[] = [
  {
    name: "build-fleet",
    capacity: 6,
    initial: { online: 5, busy: 5, queued: 3 },
    arrivalP: 0.25,
    finishP: 0.06,
    goOfflineP: 0.04,
    comeOnlineP: 0.08,
  },
  {
    name: "gpu-pool",
    capacity: 2,
    initial: { online: 2, busy: 2, queued: 4 },
    arrivalP: 0.05,
    finishP: 0.015,
    goOfflineP: 0.01,
    comeOnlineP: 0.05,
  },
  {
    name: "nightly",
    capacity: 4,
    initial: { online: 0, busy: 0, queued: 5 },
    arrivalP: 0.08,
    finishP: 0.1,
    goOfflineP: 0,
    comeOnlineP: 0,
    onlineTarget: (step, capacity) => (step % NIGHTLY_CYCLE_STEPS < NIGHTLY_AWAY_STEPS ? 0 : capacity),
  },
];

export const OTHER_ORG_FLEET: readonly MachineProfile[] = [
  {
    name: "lab-runner",
    capacity: 2,
    initial: { online: 1, busy: 0, queued: 0 },
    arrivalP: 0.03,
    finishP: 0.05,
    goOfflineP: 0.02,
    comeOnlineP: 0.04,
  },
];
