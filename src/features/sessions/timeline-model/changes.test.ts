import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineFacts } from "./changes";
import { TimelineEntries } from "./timeline-entries";
import { editedPathsOf, isTestCommand, resultFailed } from "./tool-calls";

const T0 = Date.parse("2026-05-01T10:00:00Z");
let seq = 0;
function ev(type: string, id: string, data: SessionEvent["data"], text: string | null = null, at = seq): SessionEvent {
  seq += 1;
  return { seq: seq - 1, id, type, text, data, created_at: new Date(T0 + at * 1000).toISOString() };
}
const use = (id: string, tool: string, input: unknown) =>
  ev("tool_use", `${id}-use`, { tool, name: tool, tool_use_id: id, input });
const result = (id: string, content: string, isError = false) =>
  ev("tool_result", `${id}-result`, { tool_use_id: id, content, is_error: isError });

function script(): SessionEvent[] {
  seq = 0;
  return [
    ev("status", "s0", null, "Session started"),
    use("t1", "edit_file", { path: "src/a.ts", old_string: "a", new_string: "b" }),
    result("t1", "Applied 1 edit"),
    use("t2", "write_file", { file_path: "src/b.ts", content: "x" }),
    result("t2", "Wrote src/b.ts"),
    use("t3", "bash", { command: "npm test -- webhooks" }),
    result("t3", "FAIL src/a.test.ts\nProcess exited with code 1"),
    use("t4", "Edit", { path: "src/a.ts" }),
    result("t4", "ok"),
    use("t5", "bash", { command: "git status" }),
    result("t5", "clean"),
    use("t6", "task", { session_id: "ses_child", prompt: "look around" }),
    ev("assistant", "a1", { is_partial: true }, "Should I also bump the SDK?"),
    use("t7", "bash", { command: ["pytest", "-q"] }),
  ];
}

function factsOf(events: readonly SessionEvent[]) {
  const entries = new TimelineEntries();
  entries.merge(events);
  const facts = new TimelineFacts();
  facts.sync(entries.view(), (from) => entries.changesSince(from));
  return facts.facts();
}

describe("tool-call readers", () => {
  it("reads edit paths, test commands and failed results", () => {
    seq = 0;
    expect(editedPathsOf(use("x", "MultiEdit", { edits: [{ path: "a" }, { file_path: "b" }, { path: "a" }] }))).toEqual(
      ["a", "b"],
    );
    expect(editedPathsOf(use("x", "read_file", { path: "a" }))).toEqual([]);
    expect(isTestCommand("cd api && npm test -- x")).toBe(true);
    expect(isTestCommand("go test ./...")).toBe(true);
    expect(isTestCommand("git commit -m 'add test'")).toBe(false);
    expect(resultFailed(result("x", "done\nexit code 2"))).toEqual({ failed: true, exitCode: 2 });
    expect(resultFailed(result("x", "exit code 0"))).toEqual({ failed: false, exitCode: null });
    expect(resultFailed(result("x", "boom", true)).failed).toBe(true);
  });
});

describe("TimelineFacts", () => {
  it("extracts files, commands, tests, failures, open calls, the last message and spawned sessions", () => {
    const facts = factsOf(script());
    expect(facts.files).toEqual([
      { path: "src/a.ts", edits: 2, last: { ref: "t4-use", seq: 7 } },
      { path: "src/b.ts", edits: 1, last: { ref: "t2-use", seq: 3 } },
    ]);
    expect(facts.edits).toBe(3);
    expect(facts.commands.count).toBe(3);
    expect(facts.commands.recent.map((run) => run.command)).toEqual([
      "pytest -q",
      "git status",
      "npm test -- webhooks",
    ]);
    expect(facts.tests.count).toBe(2);
    expect(facts.tests.recent.map((run) => run.state)).toEqual(["pending", "failed"]);
    expect(facts.firstFailure).toMatchObject({
      ref: "t3-result",
      use: { ref: "t3-use" },
      command: "npm test -- webhooks",
      exitCode: 1,
    });
    expect(facts.openTool).toMatchObject({ ref: "t6-use", tool: "task" });
    expect(facts.openTools).toBe(2);
    expect(facts.lastAssistant?.text).toBe("Should I also bump the SDK?");
    expect(facts.spawned).toEqual([{ ref: "t6-use", seq: 11, sessionId: "ses_child" }]);
    expect(facts.lastEvent?.ref).toBe("t7-use");
    expect(facts.lastEventAt).toBe(T0 + 13_000);
  });

  it("a result closes its call; a grown version replaces its earlier one", () => {
    const events = script();
    const entries = new TimelineEntries();
    const facts = new TimelineFacts();
    const sync = () => facts.sync(entries.view(), (from) => entries.changesSince(from));
    entries.merge(events);
    sync();
    seq = 100;
    entries.merge([result("t6", "child finished"), result("t7", "3 passed")]);
    entries.merge([ev("assistant", "a1", { is_partial: false }, "Should I also bump the SDK? Waiting for you.")]);
    expect(sync()).toBe(true);
    const view = facts.facts();
    expect(view.openTool).toBeNull();
    expect(view.tests.recent[0]?.state).toBe("passed");
    expect(view.lastAssistant).toMatchObject({
      ref: "a1",
      seq: 12,
      text: "Should I also bump the SDK? Waiting for you.",
    });
    expect(sync()).toBe(false);
  });

  it("property: pages in any order and split give the facts of one pass", () => {
    const all = script();
    const whole = factsOf(all);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          all.map((_, i) => i),
          { minLength: all.length, maxLength: all.length },
        ),
        fc.integer({ min: 1, max: 5 }),
        (order, size) => {
          const entries = new TimelineEntries();
          const facts = new TimelineFacts();
          for (let i = 0; i < order.length; i += size) {
            entries.merge(order.slice(i, i + size).map((k) => all[k] as SessionEvent));
            facts.sync(entries.view(), (from) => entries.changesSince(from));
          }
          const { version: _a, ...got } = facts.facts();
          const { version: _b, ...want } = whole;
          expect(got).toEqual(want);
        },
      ),
    );
  });
});

describe("the open call's earlier runs", () => {
  it("names the open call's command and the longest finished run of the same command, from the timestamps", () => {
    seq = 0;
    const events = [
      ev("status", "s0", null, "Session started", 0),
      ev("tool_use", "a-use", { tool: "bash", tool_use_id: "a", input: { command: "npm test" } }, null, 10),
      ev("tool_result", "a-result", { tool_use_id: "a", content: "ok" }, null, 10 + 360),
      ev("tool_use", "b-use", { tool: "bash", tool_use_id: "b", input: { command: "npm run lint" } }, null, 400),
      ev("tool_result", "b-result", { tool_use_id: "b", content: "ok" }, null, 400 + 900),
      ev("tool_use", "c-use", { tool: "bash", tool_use_id: "c", input: { command: "npm test" } }, null, 1400),
      ev("tool_result", "c-result", { tool_use_id: "c", content: "ok" }, null, 1400 + 240),
      ev("tool_use", "d-use", { tool: "bash", tool_use_id: "d", input: { command: "npm test" } }, null, 2000),
    ];
    const open = factsOf(events).openTool;
    // 6 min is the longest of the two npm test runs; the 15 min lint run is another command.
    expect(open).toMatchObject({ ref: "d-use", command: "npm test", longestEarlierMs: 360_000 });
    // Incrementally, and when the longest run's result is taken back (a grown event re-delivered without it).
    const entries = new TimelineEntries();
    const facts = new TimelineFacts();
    const sync = () => facts.sync(entries.view(), (from) => entries.changesSince(from));
    entries.merge(events.slice(0, 5));
    sync();
    entries.merge(events.slice(5));
    sync();
    expect(facts.facts().openTool?.longestEarlierMs).toBe(360_000);
    const regrown = { ...(events[2] as SessionEvent), seq: 99, type: "reasoning", data: null };
    entries.merge([regrown]);
    sync();
    expect(facts.facts().openTool?.longestEarlierMs).toBe(240_000);
    // No earlier run of the command: null.
    expect(factsOf(events.slice(0, 4)).openTool).toMatchObject({ command: "npm run lint", longestEarlierMs: null });
  });
});

describe("bounded summaries", () => {
  it("finds the newest commands, the last edit and the last message again when one is taken back", () => {
    seq = 0;
    const events: SessionEvent[] = [];
    for (let k = 0; k < 10; k++) events.push(use(`c${k}`, "bash", { command: `make step-${k}` }));
    events.push(use("e1", "edit_file", { path: "src/x.ts" }), use("e2", "edit_file", { path: "src/x.ts" }));
    events.push(ev("assistant", "m1", null, "first"), ev("assistant", "m2", null, "second"));
    const entries = new TimelineEntries();
    const facts = new TimelineFacts();
    const sync = () => facts.sync(entries.view(), (from) => entries.changesSince(from));
    entries.merge(events);
    sync();
    expect(facts.facts().commands.recent[0]?.command).toBe("make step-9");
    // The newest command, the last edit and the last message come back as events that add nothing.
    const regrown = (id: string) => ({ ...(events.find((e) => e.id === id) as SessionEvent), seq: 100 + seq++ });
    entries.merge([
      { ...regrown("c9-use"), type: "reasoning", data: null },
      { ...regrown("e2-use"), type: "reasoning", data: null },
      { ...regrown("m2"), type: "reasoning" },
    ]);
    sync();
    const view = facts.facts();
    expect(view.commands.count).toBe(9);
    expect(view.commands.recent.map((run) => run.command)).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((k) => `make step-${k}`),
    );
    expect(view.files).toEqual([{ path: "src/x.ts", edits: 1, last: { ref: "e1-use", seq: 10 } }]);
    expect(view.lastAssistant).toMatchObject({ ref: "m1", text: "first" });
  });
});
