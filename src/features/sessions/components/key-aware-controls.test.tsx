// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { connectionKeys } from "@/features/connection";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { Composer } from "./composer/composer";
import { makeSession } from "./test-utils";
import { TimelinePanel } from "./timeline/timeline-panel";

const KEYS = {
  owner: "svc_0d0e0000000000000000000000000001",
  member: "svc_0d0e0000000000000000000000000003",
  readOnly: "svc_0d0e0000000000000000000000000004",
  runner: "svc_0d0e0000000000000000000000000005",
} as const;

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => {
  simulator.sim.reset();
  simulator.server.resetHandlers(...simulator.sim.handlers);
});
afterAll(() => simulator.server.close());

/** The test window (1024×768) is short: the composer's options start folded. */
const showOptions = async () => userEvent.click(await screen.findByRole("button", { name: /^Options: / }));

function connect(key: string) {
  configureApi({ baseUrl: simulator.baseUrl, apiKey: key });
}

describe("the composer knows the key (GET /v3/self)", () => {
  it("is disabled up front, with the missing scope, for a key without run", async () => {
    connect(KEYS.readOnly);
    renderInApp(<Composer orgId="org_demo" session={makeSession({ session_id: "ses_done_success" })} />);
    expect(await screen.findByText(/This key lacks run\. It can read this session/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Follow-up message" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
  });

  it("lets a run-only key send, but not move to a Device or Machine (devices:use)", async () => {
    connect(KEYS.runner);
    renderInApp(<Composer orgId="org_demo" session={makeSession({ session_id: "ses_done_success" })} />);
    await showOptions();
    expect(await screen.findByText(/This key lacks devices:use\. It cannot move the session/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Follow-up message" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("radio", { name: "Machine" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: "Device" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: "Cloud" }).hasAttribute("disabled")).toBe(false);
  });

  it("offers everything to the owner", async () => {
    connect(KEYS.owner);
    const { queryClient } = renderInApp(
      <Composer orgId="org_demo" session={makeSession({ session_id: "ses_done_success" })} />,
    );
    await waitFor(() => expect(queryClient.getQueryData(connectionKeys.self())).toBeDefined());
    await showOptions();
    expect(screen.queryByText(/This key lacks/)).toBeNull();
    expect(screen.getByRole("radio", { name: "Machine" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("the Debug filter", () => {
  const panel = () => (
    <TimelinePanel
      orgId="org_demo"
      sessionId="ses_done_success"
      types={["assistant", "reasoning", "tool", "status", "debug"]}
      onTypesChange={() => {}}
      query=""
      onQueryChange={() => {}}
      selectedEvent={undefined}
      eventHref={(ref) => `#${ref}`}
      onSelectEvent={() => {}}
    />
  );

  it("is hidden for a key without sessions:debug", async () => {
    connect(KEYS.member);
    const { queryClient } = renderInApp(panel());
    await waitFor(() => expect(queryClient.getQueryData(connectionKeys.self())).toBeDefined());
    expect(screen.getByRole("checkbox", { name: "Tools" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Debug" })).toBeNull();
  });

  it("is offered to an owner key with sessions:debug", async () => {
    connect(KEYS.owner);
    renderInApp(panel());
    expect(await screen.findByRole("checkbox", { name: "Debug" })).toBeInTheDocument();
  });
});
