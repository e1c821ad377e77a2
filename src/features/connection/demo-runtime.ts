/**
 * What the connection feature needs from the built-in simulator, as an
 * interface: main.tsx adapts the simulator's startDemo() result to it, so no
 * feature ever imports src/simulator (live bundles never download it).
 */

export const DEMO_KEY_LABELS = [
  "Owner",
  "Admin",
  "Member",
  "Read-only",
  "CI runner",
  "Legacy owner",
  "Machine token",
] as const;
export type DemoKeyLabel = (typeof DEMO_KEY_LABELS)[number];

/** One line per demo key on what it may do (README "Demo fixtures"). */
export const DEMO_KEY_HINTS: Record<DemoKeyLabel, string> = {
  Owner: "every scope, incl. sessions:debug and devices:*",
  Admin: "owner/admin authority, default scopes",
  Member: "default scopes: no debug, org:write or devices:write",
  "Read-only": "reads sessions, org, repos and devices only",
  "CI runner": "run and sessions:read only: no devices:use",
  "Legacy owner": "an old_ key with every scope",
  "Machine token": "approves workers for build-fleet, nothing else",
};

export function isDemoKeyLabel(value: unknown): value is DemoKeyLabel {
  return DEMO_KEY_LABELS.some((label) => label === value);
}

export interface DemoKeyOption {
  label: DemoKeyLabel;
  /** The demo key itself; it stays in memory (never persisted, only its label is). */
  key: string;
}

export interface SimulatorFaults {
  latencyMs: number;
  errorRate: number;
  rateLimitBurst: number;
  rateLimitRate: number;
  dropRate: number;
  eventPageChaos: number;
}

export interface SimulatorGates {
  productWrites: boolean;
  cloudAgentConfig: boolean;
  executionGates: boolean;
  secretStore: boolean;
}

export interface SimulatorSettings {
  faults: SimulatorFaults;
  gates: SimulatorGates;
  strictSpec: boolean;
  seed: number;
}

export interface SimulatorControls {
  setFaults(partial: Partial<SimulatorFaults>): void;
  setGates(partial: Partial<SimulatorGates>): void;
  /** Restores every fixture (optionally with a new seed). */
  reset(seed?: number): void;
}

export interface DemoRuntime {
  keys: readonly DemoKeyOption[];
  controls: SimulatorControls;
  /** The settings the simulator started with (from the sim_* URL parameters). */
  initial: SimulatorSettings;
}

/** Starts the simulator on demand (first click on "Demo"); provided by main.tsx. */
export type DemoLoader = () => Promise<DemoRuntime>;
