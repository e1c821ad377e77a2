// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeSession, renderThemed } from "../components/test-utils";
import type { CommandRun, FactsView, FileTouch } from "../timeline-model/changes";
import { AnswerLinksProvider } from "./answer-links";
import { ChangesCard } from "./changes-card";

const run = (i: number, isTest: boolean): CommandRun => ({
  ref: `evt_${isTest ? "t" : "c"}${i}`,
  seq: i,
  command: isTest ? `npm test -- shard ${i}` : `ls dir${i}`,
  isTest,
  state: "passed",
});
const file = (i: number): FileTouch => ({
  path: `src/f${String(i).padStart(2, "0")}.ts`,
  edits: 1,
  last: { ref: `evt_e${i}`, seq: i },
});

/** The card keeps the latest 8 runs of each kind and the first 40 files (changes.ts, changes-card.tsx). */
function facts(commands: number, tests: number, files: number): FactsView {
  const runs = (n: number, isTest: boolean) => Array.from({ length: Math.min(n, 8) }, (_, i) => run(n - i, isTest));
  return {
    version: 1,
    events: 200,
    lastEventAt: null,
    lastEvent: null,
    files: Array.from({ length: files }, (_, i) => file(i)),
    edits: files,
    commands: { count: commands, recent: runs(commands, false) },
    tests: { count: tests, recent: runs(tests, true) },
    firstFailure: null,
    openTool: null,
    openTools: 0,
    lastAssistant: null,
    spawned: [],
  };
}

const field = (label: string) => screen.getByText(label).closest("[class*=DataListItem]") as HTMLElement;

describe("ChangesCard", () => {
  it("what the card leaves out is one click away: the older runs and the other files open Steps", async () => {
    const user = userEvent.setup();
    const onOpenSteps = vi.fn();
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenSteps }}>
        <ChangesCard session={makeSession()} facts={facts(12, 9, 41)} />
      </AnswerLinksProvider>,
    );
    const commands = within(field("Commands"));
    expect(commands.getAllByRole("listitem")).toHaveLength(8);
    const older = commands.getByRole("button", { name: "and 4 older commands" });
    expect(older.getAttribute("title")).toBe("4 older commands, in Steps");
    await user.click(older);
    expect(onOpenSteps).toHaveBeenCalledTimes(1);
    const tests = within(field("Test runs")).getByRole("button", { name: "and 1 older test run" });
    expect(tests.getAttribute("title")).toBe("1 older test run, in Steps");
    await user.click(tests);
    const files = within(field("Files touched")).getByRole("button", { name: "and 1 more file" });
    expect(files.getAttribute("title")).toBe("1 more file, in Steps");
    await user.click(files);
    expect(onOpenSteps).toHaveBeenCalledTimes(3);
  });

  it("nothing left out, no link: every run and file is listed", () => {
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenSteps: () => {} }}>
        <ChangesCard session={makeSession()} facts={facts(8, 2, 40)} />
      </AnswerLinksProvider>,
    );
    expect(screen.queryByRole("button", { name: /^and / })).toBeNull();
    expect(field("Commands").textContent).toContain("8 commands:");
  });

  it("large counts are grouped as elsewhere on the page: 10,714 commands, 7,136 older", () => {
    renderThemed(
      <AnswerLinksProvider value={{ eventHref: (ref) => `#${ref}`, onSelectEvent: () => {}, onOpenSteps: () => {} }}>
        <ChangesCard session={makeSession()} facts={{ ...facts(10_714, 7_144, 1), events: 62_500, edits: 3_572 }} />
      </AnswerLinksProvider>,
    );
    expect(field("Commands").textContent).toContain("10,714 commands, the latest 8:");
    expect(screen.getByRole("button", { name: "and 7,136 older test runs" })).toBeTruthy();
    expect(field("Files touched").textContent).toContain("1 file, 3,572 edits");
    expect(screen.getByText(/from the session and 62,500 events loaded/)).toBeTruthy();
  });
});
