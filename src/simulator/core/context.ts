import type { Organization } from "../../api/types.ts";
import { createRng } from "./rng.ts";
import type { SimClock, SimContext, SimDomain, SimOptions } from "./types.ts";

export const DEMO_ORGS: readonly Organization[] = [
  { org_id: "org_demo", name: "Demo Org", slug: "demo", plan: "enterprise", created_at: "2025-03-14T10:00:00.000Z" },
  { org_id: "org_lab", name: "Lab", slug: "lab", plan: "team", created_at: "2025-09-02T15:30:00.000Z" },
];

export interface MutableContext extends SimContext {
  options: SimOptions;
  /** Installs the domains so ctx.domain(name) can reach their public APIs. */
  attach(domains: readonly SimDomain[]): void;
  /** Brings every domain up to the current simulated time. */
  advanceAll(): void;
}

export function createContext(options: SimOptions, clock: SimClock): MutableContext {
  let listeners: Array<() => void> = [];
  let domains: readonly SimDomain[] = [];
  const ctx: MutableContext = {
    options,
    clock,
    rng: createRng(options.seed),
    orgs: DEMO_ORGS,
    notify() {
      const current = listeners;
      listeners = [];
      for (const listener of current) listener();
    },
    waitForChange(simMs, signal) {
      return new Promise<void>((resolve, reject) => {
        const timer = new AbortController();
        const onOuterAbort = (): void => timer.abort();
        signal?.addEventListener("abort", onOuterAbort, { once: true });
        const finish = (): void => {
          listeners = listeners.filter((l) => l !== wake);
          signal?.removeEventListener("abort", onOuterAbort);
        };
        const wake = (): void => {
          finish();
          timer.abort();
          resolve();
        };
        listeners.push(wake);
        clock.sleep(simMs, timer.signal).then(
          () => {
            finish();
            resolve();
          },
          (error: unknown) => {
            finish();
            // Our own abort means notify() won; only the caller's abort is an error.
            if (signal?.aborted) reject(error);
          },
        );
      });
    },
    domain<T>(name: string): T | undefined {
      return domains.find((d) => d.name === name)?.api as T | undefined;
    },
    attach(list) {
      domains = list;
    },
    advanceAll() {
      const now = clock.now();
      for (const d of domains) d.advance?.(now);
    },
  };
  return ctx;
}
