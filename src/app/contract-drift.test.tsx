// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ReactElement } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { SettingsPage } from "@/features/connection/pages";
import { MachineDetailPage } from "@/features/machines/pages";
import { MembersPage } from "@/features/members/pages";
import { SecretsPage } from "@/features/secrets/pages";
import { SessionPage, SessionsIndexPage } from "@/features/sessions/pages";
import { SkillsPage } from "@/features/skills/pages";
import { createTestSimulator } from "@/simulator/node";
import { all, type Bend, drifted, removeAt, setAt } from "@/test/drift";
import { renderInApp } from "@/ui/test-harness";

/**
 * Answers that differ from the contract never blank the app: each panel shows what it can and says
 * what it could not read, with Try again. One test per kind of drift, each driven through the
 * simulator: its real answer, bent (src/test/drift.ts), or an error body of another shape.
 */
const OWNER = "svc_0d0e0000000000000000000000000001";
const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
beforeEach(() => configureApi({ baseUrl: simulator.baseUrl, apiKey: OWNER }));
afterEach(() => simulator.reset());
afterAll(() => simulator.server.close());

const PATH = {
  skills: "/v3/organizations/:orgId/skills",
  secrets: "/v3/organizations/:orgId/secrets",
  members: "/v3/organizations/:orgId/members/users",
  sessions: "/v3/organizations/:orgId/sessions",
  machine: "/v3/organizations/:orgId/machines/:machine",
  session: "/v3/organizations/:orgId/sessions/:sessionId",
  self: "/v3/self",
} as const;

function bend(path: string, change: Bend): void {
  simulator.server.use(drifted(simulator, "get", path, change));
}

const PAGES = {
  skills: () => <SkillsPage orgId="org_demo" />,
  secrets: () => <SecretsPage orgId="org_demo" />,
  members: () => <MembersPage orgId="org_demo" />,
  sessions: () => <SessionsIndexPage orgId="org_demo" search={{}} onSearchChange={() => {}} onOpenSession={() => {}} />,
  machine: () => <MachineDetailPage orgId="org_demo" machine="build-fleet" />,
  settings: () => <SettingsPage onDisconnected={() => {}} onReconnected={() => {}} />,
} satisfies Record<string, () => ReactElement>;

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
const row = async (text: string) => (await screen.findAllByText(text))[0]?.closest("tr") as HTMLElement;
const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent ?? "");

describe("contract drift", () => {
  it("missing optional fields: rows show what is there and mark what is not", async () => {
    bend(PATH.skills, all(removeAt(["items", "*", "description"]), removeAt(["items", "*", "updated_at"])));
    const skills = renderInApp(PAGES.skills());
    expect(within(await row("Release notes")).getByText("—")).toBeDefined();
    expect(alerts()).toEqual([]);
    skills.unmount();

    bend(PATH.sessions, all(...["title", "outcome", "cost_usd", "repo"].map((f) => removeAt(["items", "*", f]))));
    const sessions = renderInApp(PAGES.sessions());
    const first = await row("ses_live_stream");
    expect(within(first).getByRole("link", { name: "ses_live_stream" })).toBeDefined();
    expect(within(first).getByLabelText("Outcome: none")).toBeDefined();
    expect(first.textContent).toContain("not reported");
    expect(alerts()).toEqual([]);
    sessions.unmount();

    bend(PATH.machine, all(removeAt(["machine", "platform"]), removeAt(["machine", "created_at"])));
    renderInApp(PAGES.machine());
    expect(await heading("build-fleet")).toBeDefined();
    expect(await screen.findAllByText("Workers online")).not.toHaveLength(0);
    expect(alerts()).toEqual([]);
  });

  it("null where a value was expected: the panel says what it could not read, the page stays, Try again recovers", async () => {
    const user = userEvent.setup();
    // React reports each error a boundary caught; here they are expected.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    bend(PATH.skills, setAt(["items"], null));
    const skills = renderInApp(PAGES.skills());
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Could not show skills");
    // The runtime's own words never reach the screen.
    expect(notice.textContent).not.toContain("Cannot read properties");
    expect(notice.textContent).not.toContain("Reason:");
    expect(screen.getByRole("heading", { level: 1, name: "Skills" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Create skill" })).toBeDefined();
    simulator.server.resetHandlers(...simulator.sim.handlers);
    await user.click(within(notice).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Release notes")).toBeDefined();
    expect(alerts()).toEqual([]);
    skills.unmount();

    // Half a Machine shows its half: the session counts stay, the health says what is missing.
    bend(PATH.machine, setAt(["machine", "workers"], null));
    const half = renderInApp(PAGES.machine());
    expect(await heading("build-fleet")).toBeDefined();
    expect(
      await screen.findByText(/Health unknown: the service did not report this Machine's worker counts/),
    ).toBeDefined();
    expect(screen.getByText("Workers: not reported by the service.")).toBeDefined();
    expect(screen.getByText("Sessions queued")).toBeDefined();
    expect(screen.queryByText("Could not show this Machine's capacity")).toBeNull();
    half.unmount();

    simulator.server.resetHandlers(...simulator.sim.handlers);
    bend(PATH.machine, all(setAt(["machine", "workers"], null), setAt(["machine", "sessions"], null)));
    const machine = renderInApp(PAGES.machine());
    expect(await heading("build-fleet")).toBeDefined();
    expect(await screen.findByText("Could not show this Machine's capacity")).toBeDefined();
    expect(screen.getByText("the answer has no readable workers and sessions counts")).toBeDefined();
    expect(
      await screen.findByRole("heading", { name: "Sessions placed on or waiting for this Machine" }),
    ).toBeDefined();
    machine.unmount();

    simulator.server.resetHandlers(...simulator.sim.handlers);
    bend(PATH.machine, setAt(["machine"], null));
    const gone = renderInApp(PAGES.machine());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Unreadable answerThe service's answer has null where machine should be an object.",
    );
    gone.unmount();

    bend(PATH.self, all(setAt(["scopes"], null), setAt(["role"], null)));
    renderInApp(PAGES.settings());
    expect(await screen.findByText("Not readable: the service's answer has no list of scopes.")).toBeDefined();
    expect(screen.getByText("usr_0d0e0001")).toBeDefined();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });

  it("unknown enum values (a new status, outcome, scope, provenance, role) are shown as they came", async () => {
    bend(PATH.sessions, all(setAt(["items", "*", "status"], "paused"), setAt(["items", "*", "outcome"], "partial")));
    const sessions = renderInApp(PAGES.sessions());
    const first = await row("ses_live_stream");
    expect(within(first).getByLabelText("Status: paused")).toBeDefined();
    expect(within(first).getByLabelText("Outcome: partial")).toBeDefined();
    sessions.unmount();

    bend(PATH.secrets, setAt(["items", "*", "scope"], "team"));
    const secrets = renderInApp(PAGES.secrets());
    expect(within(await row("SENTRY_DSN")).getByText("team")).toBeDefined();
    secrets.unmount();

    bend(PATH.skills, setAt(["items", "*", "provenance"], "marketplace_v2"));
    const skills = renderInApp(PAGES.skills());
    expect(within(await row("Release notes")).getByText("marketplace v2")).toBeDefined();
    skills.unmount();

    bend(PATH.members, setAt(["items", "*", "role"], "billing"));
    renderInApp(PAGES.members());
    expect(await row("Mia Member")).toBeDefined();
    expect(alerts()).toEqual([]);
  });

  it("extra fields change nothing on screen", async () => {
    const extra = { x_future: { nested: [1, "two"] }, html: "<b>not markup</b>" };
    for (const [path, page, anchor] of [
      [PATH.skills, PAGES.skills, "Release notes"],
      [PATH.secrets, PAGES.secrets, "SENTRY_DSN"],
      [PATH.members, PAGES.members, "Mia Member"],
    ] as const) {
      const plain = renderInApp(page());
      const expected = (await row(anchor)).closest("table")?.textContent;
      plain.unmount();
      bend(path, all(setAt(["x_future"], extra), setAt(["items", "*", "x_future"], extra)));
      const drifting = renderInApp(page());
      expect((await row(anchor)).closest("table")?.textContent).toBe(expected);
      expect(alerts()).toEqual([]);
      drifting.unmount();
      simulator.server.resetHandlers(...simulator.sim.handlers);
    }
  });

  it("integer timestamps are read as epoch seconds or milliseconds, never as 1970 or a blank", async () => {
    const toSeconds: Bend = (body) =>
      JSON.parse(JSON.stringify(body), (key, value) =>
        /_at$/.test(key) && typeof value === "string" ? Math.floor(Date.parse(value) / 1000) : value,
      );
    const plain = renderInApp(PAGES.skills());
    const expected = (await row("Release notes")).querySelector("time")?.getAttribute("datetime");
    plain.unmount();
    bend(PATH.skills, toSeconds);
    renderInApp(PAGES.skills());
    const time = (await row("Release notes")).querySelector("time");
    expect(time?.getAttribute("datetime")?.slice(0, 19)).toBe(expected?.slice(0, 19));
    expect(screen.queryByText("unknown time")).toBeNull();

    bend(PATH.machine, (body) =>
      JSON.parse(JSON.stringify(body), (k, v) => (/_at$/.test(k) && typeof v === "string" ? Date.parse(v) : v)),
    );
    renderInApp(PAGES.machine());
    expect(await heading("build-fleet")).toBeDefined();
    expect(screen.getByText(/^Created/).textContent).not.toMatch(/unknown time|1970/);
  });

  it("an error body in another shape still becomes words and Try again", async () => {
    const answer = (path: string, response: () => Response) =>
      simulator.server.use(http.get(`${simulator.baseUrl}${path}`, response));
    answer(PATH.skills, () => new HttpResponse("<html><h1>502 Bad Gateway</h1></html>", { status: 502 }));
    const skills = renderInApp(PAGES.skills());
    const failed = await screen.findByRole("alert");
    expect(failed.textContent).toContain("Service error");
    expect(failed.textContent).not.toContain("<");
    expect(within(failed).getByRole("button", { name: "Try again" })).toBeDefined();
    skills.unmount();

    answer(PATH.members, () =>
      HttpResponse.json(
        { errors: [{ code: "filter_unsupported", message: "Filter role is not supported" }] },
        { status: 400 },
      ),
    );
    const members = renderInApp(PAGES.members());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Filter role is not supported (filter_unsupported)",
    );
    members.unmount();

    answer(PATH.secrets, () =>
      HttpResponse.json(
        { type: "about:blank", title: "Conflict", status: 409, detail: "The vault is resealing" },
        { status: 409 },
      ),
    );
    renderInApp(PAGES.secrets());
    const conflict = await screen.findByRole("alert");
    expect(conflict.textContent).toContain("Not possible right now");
    expect(conflict.textContent).toContain("The vault is resealing");
    expect(screen.getByRole("heading", { level: 1, name: "Secrets" })).toBeDefined();
  });

  it("the session screen: a header the answer cannot draw says so, the tabs and the composer stay", async () => {
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    bend(PATH.session, all(setAt(["repos"], "acme/payments-api"), setAt(["usage"], null), setAt(["context"], null)));
    renderInApp(<SessionPage orgId="org_demo" sessionId="ses_done_success" search={{}} />);
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Could not show this session's header");
    expect(notice.textContent).not.toContain("is not a function");
    expect(within(notice).getByRole("button", { name: "Try again" })).toBeDefined();
    expect(screen.getByRole("tablist", { name: "Session views" })).toBeDefined();
    expect(screen.getByRole("textbox", { name: "Follow-up message" })).toBeDefined();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
