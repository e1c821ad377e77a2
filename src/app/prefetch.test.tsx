// @vitest-environment happy-dom
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { secretsQueryOptions } from "@/features/secrets";
import { createTestSimulator } from "@/simulator/node";
import { prefetchUnlessRefused } from "./prefetch";
import { createQueryClient } from "./query-client";

const simulator = createTestSimulator();
const seen: string[] = [];
beforeAll(() => {
  simulator.server.listen();
  simulator.server.events.on("request:start", ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  seen.length = 0;
  simulator.sim.reset();
  simulator.server.resetHandlers(...simulator.sim.handlers);
});
afterAll(() => simulator.server.close());

function SecretsProbe() {
  const query = useQuery(secretsQueryOptions("org_demo"));
  return <p>{query.status}</p>;
}

describe("prefetchUnlessRefused + the app's query client", () => {
  it("asks for a refused read once: preload, navigation and the page's mount share the 403", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000004" });
    const client = createQueryClient();
    const options = secretsQueryOptions("org_demo");
    await prefetchUnlessRefused(client, options); // hover: preload
    await prefetchUnlessRefused(client, options); // click: the loader again
    render(
      <QueryClientProvider client={client}>
        <SecretsProbe />
      </QueryClientProvider>,
    );
    // The page settles on the refusal the loaders already have, without a request of its own.
    await screen.findByText("error");
    expect(client.getQueryState(options.queryKey)?.error).toMatchObject({ status: 403, code: "missing_scope" });
    expect(seen.filter((line) => line.endsWith("/secrets"))).toEqual(["GET /v3/organizations/org_demo/secrets"]);
  });

  it("asks again after a failure that can pass (503), so a later visit gets a fresh answer", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000001" });
    const client = createQueryClient();
    const options = { ...secretsQueryOptions("org_demo"), retry: false };
    simulator.sim.setFaults({ errorRate: 1 });
    await prefetchUnlessRefused(client, options);
    simulator.sim.setFaults({ errorRate: 0 });
    await prefetchUnlessRefused(client, options);
    expect(seen.filter((line) => line.endsWith("/secrets"))).toHaveLength(2);
    expect(client.getQueryState(options.queryKey)?.status).toBe("success");
  });
});
