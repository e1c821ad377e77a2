import { type SetupServer, setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { configureApi } from "@/api/client";

export const MOCK_API_BASE = "http://sim.test";

/**
 * For component tests that stub single responses with `server.use(...)` instead of running the simulator:
 * an msw server for the file (unhandled requests fail the test) with the API client pointed at it.
 */
export function mockApiServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    configureApi({ baseUrl: MOCK_API_BASE, apiKey: "svc_0d0e0000000000000000000000000001" });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
