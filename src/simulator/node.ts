import { setupServer } from "msw/node";
import { type CreateSimulatorOptions, createSimulator, type Simulator } from "./index.ts";

export const TEST_BASE_URL = "http://sim.test";

export type TestServer = ReturnType<typeof setupServer>;

export interface TestSimulator {
  sim: Simulator;
  /** listen() defaults to onUnhandledRequest: "error". */
  server: TestServer;
  baseUrl: string;
  /** reset(seed) that also re-installs the new handlers into the msw server. */
  reset(seed?: number): void;
}

/**
 * For vitest: the simulator behind msw/node at http://sim.test. Unhandled requests fail the
 * test. Call `server.listen()` in beforeAll and `server.close()` in afterAll.
 */
export function createTestSimulator(opts: CreateSimulatorOptions = {}): TestSimulator {
  const sim = createSimulator(opts);
  const server = setupServer(...sim.handlers);
  const listen = server.listen.bind(server);
  server.listen = (options) => listen({ onUnhandledRequest: "error", ...options });
  return {
    sim,
    server,
    baseUrl: TEST_BASE_URL,
    reset(seed) {
      sim.reset(seed);
      server.resetHandlers(...sim.handlers);
    },
  };
}
