// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { SecretsPage } from "./secrets-page";

const OWNER = "svc_0d0e0000000000000000000000000001";
const READ_ONLY = "svc_0d0e0000000000000000000000000004";

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => {
  simulator.sim.reset();
  simulator.server.resetHandlers(...simulator.sim.handlers);
});
afterAll(() => simulator.server.close());

describe("SecretsPage against the simulator", () => {
  it("lists names, scopes and notes, never values, and explains write-only", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER });
    renderInApp(<SecretsPage orgId="org_demo" />);
    expect(await screen.findByText("SENTRY_DSN")).toBeInTheDocument();
    expect(screen.getByText("Personal token for forks.")).toBeInTheDocument();
    expect(screen.getByText(/Secrets are write-only/)).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: /value/i })).toBeNull();
  });

  it("tells a read-only key which scope it lacks", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: READ_ONLY });
    renderInApp(<SecretsPage orgId="org_demo" />);
    expect((await screen.findByRole("alert")).textContent).toContain("This key lacks secrets:read");
  });
});

describe("SecretsPage against a strict-spec simulator", () => {
  const strict = createTestSimulator({ strictSpec: true });
  beforeAll(() => {
    simulator.server.close();
    strict.server.listen();
  });
  afterAll(() => {
    strict.server.close();
    simulator.server.listen();
  });

  it("shows an honest empty state instead of an error", async () => {
    configureApi({ baseUrl: strict.baseUrl, apiKey: OWNER });
    renderInApp(<SecretsPage orgId="org_demo" />);
    expect(await screen.findByRole("heading", { name: "This service does not list secrets" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
