// @vitest-environment happy-dom
import { type AnyRootRoute, createRoute } from "@tanstack/react-router";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configureApi } from "@/api/client";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp, renderRoutes } from "@/ui/test-harness";
import { scalingHint } from "../../insight/scaling-hint";
import type { WaitAnalytics } from "../../insight/wait-analytics";
import { whyWaiting } from "../../insight/why-waiting";
import { AnchorHeading } from "../../parts/anchor-heading";
import { MachinePlaceLink } from "../../parts/session-link";
import { ScalingHintView } from "./scaling-hint-view";
import { WhyWaitingCallout } from "./why-waiting-note";

/** Figures about a Machine lead to where they come from on its page, by keyboard too. */
const MIN = 60_000;
const PAGE = "/o/org_demo/machines/build-fleet";

// The note's Enroll a worker button asks what the key may do: the simulator answers.
const simulator = createTestSimulator();
beforeAll(() => {
  simulator.server.listen();
  configureApi({ baseUrl: simulator.baseUrl, apiKey: "svc_0d0e0000000000000000000000000001" });
});
afterAll(() => simulator.server.close());
afterEach(cleanup);

function analytics(perHour: number, meanRunMs: number): WaitAnalytics {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
  return {
    waits: [],
    p50: null,
    p95: null,
    oldest: null,
    waitingIds: [],
    arrivals: { count: perHour, perHour, sessionIds: ids(perHour), rateFrom: perHour, coveredMs: 60 * MIN },
    runTime: {
      p50: { ms: meanRunMs, sessionIds: ids(30) },
      mean: { ms: meanRunMs, sessionIds: ids(30) },
      finished: 30,
      running: 0,
    },
  };
}

describe("the why-waiting note", () => {
  it("leads its worker count to the capacity and the typical wait to the waits, on the Machine's page", async () => {
    const why = whyWaiting({
      placement: { name: "build-fleet", state: "waiting", queue_position: 2 },
      machine: {
        kind: "ok",
        machine: {
          name: "build-fleet",
          workers: { total: 4, online: 4, busy: 4, idle: 0 },
          sessions: { queued: 3, running: 4 },
        },
      },
      heldAt: null,
      typicalWaitMs: 4 * MIN,
      now: 0,
    });
    if (!why) throw new Error("expected a note");
    renderInApp(<WhyWaitingCallout orgId="org_demo" why={why} />);
    const note = await screen.findByRole("region", { name: "Why is it waiting?" });
    expect(note.textContent).toContain(why.sentence);
    expect(within(note).getByRole("link", { name: "4 online workers" }).getAttribute("href")).toBe(`${PAGE}#capacity`);
    expect(within(note).getByRole("link", { name: "typical wait here 4 min" }).getAttribute("href")).toBe(
      `${PAGE}#waits`,
    );
  });

  it("links nothing when the Machine is not named", async () => {
    const why = whyWaiting({
      placement: { state: "waiting", queue_position: 2 },
      machine: { kind: "ok", machine: { name: "x", workers: { total: 4, online: 4, busy: 4, idle: 0 } } },
      heldAt: null,
      typicalWaitMs: 4 * MIN,
      now: 0,
    });
    if (!why) throw new Error("expected a note");
    renderInApp(<WhyWaitingCallout orgId="org_demo" why={why} />);
    const note = await screen.findByRole("region", { name: "Why is it waiting?" });
    expect(within(note).queryAllByRole("link")).toEqual([]);
    expect(note.textContent).toContain(
      "All 4 online workers on its Machine are busy, and no enrolled worker is offline: it runs at its limit. 2nd in line; typical wait here 4 min.",
    );
  });
});

describe("the scaling hint", () => {
  it("leads 'online now' to the capacity figures and the target to the alert rules", async () => {
    const hint = scalingHint(analytics(60, 3 * MIN), 2, 10 * MIN);
    renderInApp(<ScalingHintView orgId="org_demo" machine="build-fleet" hint={hint} />);
    const online = await screen.findByRole("link", { name: /^2 online now: this Machine's capacity$/ });
    expect(online.getAttribute("href")).toBe(`${PAGE}#capacity`);
    expect(online.textContent).toBe("2 online now");
    const target = screen.getByRole("link", {
      name: "under 10 min: the target, this Machine's oldest-wait alert rule",
    });
    expect(target.getAttribute("href")).toBe(`${PAGE}#alert-rules`);
    expect(target.textContent).toBe("under 10 min");
  });

  it("says why the workers online now are not compared, and links no count it does not have", async () => {
    const hint = scalingHint(analytics(60, 3 * MIN), null, 10 * MIN);
    const note =
      "Not compared with the workers online now: this Machine's counts do not add up (see its capacity above).";
    renderInApp(<ScalingHintView orgId="org_demo" machine="build-fleet" hint={hint} onlineNote={note} />);
    expect((await screen.findByText(note)).tagName).toBe("P");
    expect(screen.queryByRole("link", { name: /online now/ })).toBeNull();
    expect(screen.getByRole("link", { name: /^under 10 min/ }).getAttribute("href")).toBe(`${PAGE}#alert-rules`);
  });
});

/** The Machine page's own route, so its links to places on it are same-page links. */
function onMachinePage(ui: ReactNode, at = "/o/org_demo/machines/build-fleet?range=6h") {
  const page = (root: AnyRootRoute) => [
    createRoute({ getParentRoute: () => root, path: "/o/$orgId/machines/$machine", component: () => ui }),
  ];
  return renderRoutes(page, at).router;
}

describe("a place on the page", () => {
  it("takes focus when a link to it is followed, again when followed again, and keeps the page's range", async () => {
    const router = onMachinePage(
      <>
        <MachinePlaceLink
          orgId="org_demo"
          machine="build-fleet"
          place="machine-sessions"
          label="4 queued: see them below"
        >
          4
        </MachinePlaceLink>
        <MachinePlaceLink
          orgId="org_demo"
          machine="build-fleet"
          place="machine-sessions"
          label="5 running: see them below"
        >
          5
        </MachinePlaceLink>
        <AnchorHeading hash="machine-sessions" as="h2" size="3">
          Sessions placed on or waiting for this Machine
        </AnchorHeading>
      </>,
    );
    const queued = await screen.findByRole("link", { name: "4 queued: see them below" });
    const running = screen.getByRole("link", { name: "5 running: see them below" });
    const heading = screen.getByRole("heading", { name: "Sessions placed on or waiting for this Machine" });
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(queued.getAttribute("href")).toBe("/o/org_demo/machines/build-fleet?range=6h#machine-sessions");
    expect(document.activeElement).not.toBe(heading);
    queued.focus();
    fireEvent.click(queued);
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(router.state.location.href).toBe("/o/org_demo/machines/build-fleet?range=6h#machine-sessions");
    // The address already names the place: the router does not navigate, the link still lands there.
    running.focus();
    fireEvent.click(running);
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it("lands on a place the page draws later, once it is ready, when the address names it on arrival", async () => {
    function Late({ ready }: { ready: boolean }) {
      return (
        <AnchorHeading hash="alert-rules" ready={ready} as="h2" size="3">
          Capacity alert rules
        </AnchorHeading>
      );
    }
    const router = onMachinePage(<Late ready={false} />, "/o/org_demo/machines/build-fleet#alert-rules");
    const heading = await screen.findByRole("heading", { name: "Capacity alert rules" });
    expect(document.activeElement).not.toBe(heading);
    cleanup();
    onMachinePage(<Late ready />, router.state.location.href);
    const ready = await screen.findByRole("heading", { name: "Capacity alert rules" });
    await expect.poll(() => document.activeElement).toBe(ready);
  });
});
