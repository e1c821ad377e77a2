import type { HttpHandler } from "msw";
import { createScaledClock } from "./core/clock.ts";
import { createContext, type MutableContext } from "./core/context.ts";
import { createFallback, createFrontGate } from "./core/gate.ts";
import { resolveOptions, type SimOptionsInput } from "./core/options.ts";
import { createRateLimiter } from "./core/rate-limit.ts";
import { createRng } from "./core/rng.ts";
import type { FaultOptions, FeatureGates, SimClock, SimContext, SimOptions } from "./core/types.ts";
import { withoutCookies } from "./core/without-cookies.ts";
import { DOMAIN_FACTORIES } from "./domains/registry.ts";

export type { ManualClock } from "./core/clock.ts";
export { createManualClock } from "./core/clock.ts";

export { demoKey } from "./core/keys.ts";
export type { SimOptionsInput } from "./core/options.ts";
export type { FaultOptions, FeatureGates, SimClock, SimContext, SimOptions } from "./core/types.ts";

export interface Simulator {
  /**
   * The live handler list. reset() replaces its contents in place, so getResponse(handlers, …)
   * sees the new world at once; msw servers/workers must call resetHandlers(...handlers).
   */
  readonly handlers: HttpHandler[];
  readonly ctx: SimContext;
  options(): SimOptions;
  reset(seed?: number): void;
  setFaults(partial: Partial<FaultOptions>): void;
  setGates(partial: Partial<FeatureGates>): void;
  dispose(): void;
}

export type CreateSimulatorOptions = SimOptionsInput & { clock?: SimClock };

export function createSimulator(opts: CreateSimulatorOptions = {}): Simulator {
  const options = resolveOptions(opts);
  const clock = opts.clock ?? createScaledClock(options.timeScale);
  const limiter = createRateLimiter(() => options.rateLimit);
  const handlers: HttpHandler[] = [];
  let ctx: MutableContext = createContext(options, clock);

  const build = (): void => {
    ctx = createContext(options, clock);
    const domains = DOMAIN_FACTORIES.map((factory) => factory(ctx));
    ctx.attach(domains);
    const faultRng = createRng(options.seed ^ 0x5eed);
    const downstream = [...domains.flatMap((d) => d.handlers), ...createFallback()].map(withoutCookies);
    handlers.length = 0;
    handlers.push(...createFrontGate(ctx, limiter, faultRng, downstream).map(withoutCookies), ...downstream);
  };
  build();

  return {
    handlers,
    get ctx() {
      return ctx;
    },
    options: () => options,
    reset(seed) {
      if (seed !== undefined) options.seed = seed;
      // Wake parked long polls so they answer from the old world instead of hanging.
      ctx.notify();
      limiter.reset();
      build();
    },
    setFaults(partial) {
      Object.assign(options.faults, partial);
    },
    setGates(partial) {
      Object.assign(options.gates, partial);
      ctx.notify();
    },
    dispose() {
      ctx.notify();
      limiter.reset();
    },
  };
}
