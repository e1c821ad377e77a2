import type { HttpHandler } from "msw";
import type { KeyKind, MemberRole, Organization } from "../../api/types.ts";

/**
 * The simulator's internal contract. Core (clock, rng, auth, rate limit, faults,
 * org resolution) is shared; each resource area is a domain created from a
 * SimContext and owning its own state.
 */

export type Role = MemberRole;

export interface Principal {
  keyId: string;
  userId: string;
  email: string;
  /** Org ids this principal belongs to (a member of org_demo and org_lab, say). */
  orgIds: readonly string[];
  role: Role;
  scopes: ReadonlySet<string>;
  kind: KeyKind;
  /** Set for a Machine token: the Machine it may enroll workers for. */
  machineName?: string;
}

export interface SimClock {
  /** Simulated epoch ms (real time × timeScale from the start instant). */
  now(): number;
  /** Resolves after `simMs` simulated milliseconds, or rejects with AbortError on signal. */
  sleep(simMs: number, signal?: AbortSignal): Promise<void>;
  /** Unscaled ms for the per-key rate limit (a manual clock returns its own time). Defaults to Date.now. */
  wallNow?(): number;
}

export interface Rng {
  next(): number; // [0, 1)
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
  hex(bytes: number): string;
}

/** 503 switches. Each is true when the feature is available. */
export interface FeatureGates {
  productWrites: boolean;
  cloudAgentConfig: boolean;
  executionGates: boolean;
  secretStore: boolean;
}

export interface FaultOptions {
  /** Added latency per request in real ms. */
  latencyMs: number;
  /** Probability [0,1] that a request answers 500 before touching state. */
  errorRate: number;
  /** When > 0, the next N requests answer 429 with Retry-After. */
  rateLimitBurst: number;
  /** Probability [0,1] that a request answers 429 rate_limited with Retry-After, before touching state. */
  rateLimitRate: number;
  /** The Retry-After (seconds) of the simulated 429s above (the per-key limit computes its own). */
  rateLimitRetryAfterS: number;
  /**
   * Probability [0,1] that the connection drops (a network error, no HTTP answer): half the time before
   * the request reaches the service, half the time after the service acted on it (the answer is lost).
   */
  dropRate: number;
  /** Probability [0,1] an events page is duplicated/re-delivered/re-split (never corrupt). */
  eventPageChaos: number;
}

export interface SimOptions {
  seed: number;
  timeScale: number;
  /** SIM_STRICT_SPEC=1: upstream list operations answer 404. */
  strictSpec: boolean;
  gates: FeatureGates;
  faults: FaultOptions;
  /** Token bucket per key. */
  rateLimit: { requests: number; windowMs: number };
}

export interface SimContext {
  readonly options: SimOptions;
  readonly clock: SimClock;
  readonly rng: Rng;
  readonly orgs: readonly Organization[];
  /** Emits a change signal so long polls can wake up; domains call it after mutating. */
  notify(): void;
  /** Resolves on the next notify() or after simMs, whichever first. */
  waitForChange(simMs: number, signal?: AbortSignal): Promise<void>;
  /** Another domain's public API, by name (e.g. "machines"). Undefined in isolation. */
  domain<T>(name: string): T | undefined;
}

export interface SimDomain {
  name: string;
  handlers: HttpHandler[];
  /** Bring this domain's world up to simulated time `now` (called before every request). */
  advance?(now: number): void;
  /** Public API other domains may use through ctx.domain(name). */
  api?: unknown;
}

export type DomainFactory = (ctx: SimContext) => SimDomain;
