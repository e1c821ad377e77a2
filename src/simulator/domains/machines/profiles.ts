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
  /**
   * Sessions of the sessions domain that wait in this queue at t0 (the demo's own sessions), so the
   * Machine counts them and their positions agree with its queue (issue 25 item 6).
   */
  waiting?: readonly WaitingSession[];
  /**
   * A scripted opening: up to `quietUntilStep` no worker finishes at random and none comes or goes;
   * at each step of `finishAt` exactly one background session finishes. Keeps the demo's scripted
   * sessions on time (ses_machine_queue moves up one place every 45 s) whatever the seed.
   */
  script?: { quietUntilStep: number; finishAt: readonly number[] };
}

export interface WaitingSession {
  sessionId: string;
  /** 1-based place in the queue at t0 (background sessions fill the places ahead). */
  position: number;
  enqueuedAgoMs: number;
  /** How long its run takes once placed (0: nothing to run, it takes no worker). */
  runMs: number;
  /** Not placed before this many ms after t0 (a pending machine change). */
  holdMs?: number;
}

export const FLEET_STEP_MS = 5_000;
/** 20-minute simulated cycles: workers are away for the first 8 minutes (the queue grows), then serve it. */
const NIGHTLY_CYCLE_STEPS = (20 * 60_000) / FLEET_STEP_MS;
const NIGHTLY_AWAY_STEPS = (8 * 60_000) / FLEET_STEP_MS;
const QUEUE_STEPS = 45_000 / FLEET_STEP_MS;
const TRANSITION_SETTLES_STEPS = (15 * 60_000) / FLEET_STEP_MS;

export const DEMO_FLEET: readonly MachineProfile[] = [
  {
    name: "build-fleet",
    capacity: 6,
    initial: { online: 5, busy: 5, queued: 3 },
    arrivalP: 0.25,
    finishP: 0.06,
    goOfflineP: 0.04,
    comeOnlineP: 0.08,
    waiting: [{ sessionId: "ses_machine_queue", position: 4, enqueuedAgoMs: 2 * 60_000, runMs: 2 * 60_000 }],
    script: {
      quietUntilStep: 4 * QUEUE_STEPS,
      finishAt: [1, 2, 3, 4].map((k) => k * QUEUE_STEPS),
    },
  },
  {
    name: "gpu-pool",
    capacity: 2,
    initial: { online: 2, busy: 2, queued: 3 },
    arrivalP: 0.05,
    finishP: 0.015,
    goOfflineP: 0.01,
    comeOnlineP: 0.05,
    waiting: [
      {
        sessionId: "ses_machine_transition",
        position: 1,
        enqueuedAgoMs: 2 * 60_000,
        // A finished session whose move settles: nothing runs until a follow-up (which runs in the cloud here).
        runMs: 0,
        holdMs: TRANSITION_SETTLES_STEPS * FLEET_STEP_MS,
      },
    ],
    script: { quietUntilStep: 0, finishAt: [TRANSITION_SETTLES_STEPS] },
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
