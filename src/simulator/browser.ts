import { setupWorker } from "msw/browser";
import { DEMO_KEYS, type DemoKeyId } from "./core/keys.ts";
import type { SimOptionsInput } from "./core/options.ts";
import type { FaultOptions, FeatureGates, SimOptions } from "./core/types.ts";
import { createSimulator } from "./index.ts";

export interface BrowserDemoKey {
  id: DemoKeyId;
  label: string;
  key: string;
}

export interface DemoControls {
  setFaults(partial: Partial<FaultOptions>): void;
  setGates(partial: Partial<FeatureGates>): void;
  reset(seed?: number): void;
  options(): SimOptions;
}

export interface StartDemoOptions {
  seed?: number;
  timeScale?: number;
  strictSpec?: boolean;
  faults?: Partial<FaultOptions>;
  gates?: Partial<FeatureGates>;
}

/** Starts the simulator in a service worker; requests to other paths go to the network untouched. */
export async function startDemo(
  opts: StartDemoOptions = {},
): Promise<{ keys: BrowserDemoKey[]; controls: DemoControls; clock: { now: () => number; scale: number } }> {
  const input: SimOptionsInput = {};
  if (opts.seed !== undefined) input.seed = opts.seed;
  if (opts.timeScale !== undefined) input.timeScale = opts.timeScale;
  if (opts.strictSpec !== undefined) input.strictSpec = opts.strictSpec;
  if (opts.faults) input.faults = opts.faults;
  if (opts.gates) input.gates = opts.gates;
  const sim = createSimulator(input);
  const worker = setupWorker(...sim.handlers);
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
  return {
    // The simulator's own time, for the app to read as its clock (one clock on screen in a time-scaled demo).
    clock: { now: () => sim.ctx.clock.now(), scale: sim.options().timeScale },
    keys: DEMO_KEYS.map(({ id, label, key }) => ({ id, label, key })),
    controls: {
      setFaults: (partial) => sim.setFaults(partial),
      setGates: (partial) => sim.setGates(partial),
      reset(seed) {
        sim.reset(seed);
        worker.resetHandlers(...sim.handlers);
      },
      options: () => sim.options(),
    },
  };
}
