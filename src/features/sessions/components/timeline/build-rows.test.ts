import { describe, expect, it } from "vitest";
import { makeEvent } from "../test-utils";
import { buildRows, FILTER_TYPES, type FilterType, findEventRow, findMatches } from "./build-rows";

const all = new Set<FilterType>(FILTER_TYPES);

describe("buildRows", () => {
  const use = makeEvent({
    type: "tool_use",
    id: "u1",
    data: { tool: "bash", tool_use_id: "t1", input: { cmd: "ls" } },
  });
  const text = makeEvent({ type: "assistant", id: "a1", text: "working" });
  const result = makeEvent({ type: "tool_result", id: "r1", data: { tool_use_id: "t1", content: "file.txt" } });
  const orphan = makeEvent({ type: "tool_result", id: "r2", data: { tool_use_id: "t9", content: "?" } });

  it("pairs a tool_use with the tool_result of the same tool_use_id into one row at the use's place", () => {
    const rows = buildRows([use, text, result], all);
    expect(rows.map((r) => r.key)).toEqual(["u1", "a1"]);
    expect(rows[0]).toMatchObject({ kind: "tool", use, result });
  });

  it("gives an orphan tool_result its own block", () => {
    const rows = buildRows([text, orphan], all);
    expect(rows[1]).toMatchObject({ kind: "tool", use: null, result: orphan });
  });

  it("filters by group; debug covers diagnostic and raw", () => {
    const diag = makeEvent({ type: "diagnostic", id: "d1", text: "x" });
    const raw = makeEvent({ type: "raw", id: "w1", data: { content: "{}" } });
    const rows = buildRows([use, text, result, diag, raw], new Set<FilterType>(["assistant", "debug"]));
    expect(rows.map((r) => r.key)).toEqual(["a1", "d1", "w1"]);
  });

  it("finds rows by text, tool input and result content, and permalinks by id or seq", () => {
    const rows = buildRows([use, text, result], all);
    expect(findMatches(rows, "WORK")).toEqual([1]);
    expect(findMatches(rows, "file.txt")).toEqual([0]);
    expect(findMatches(rows, '"cmd"')).toEqual([0]);
    expect(findMatches(rows, "  ")).toEqual([]);
    expect(findEventRow(rows, "r1")).toBe(0);
    expect(findEventRow(rows, String(text.seq))).toBe(1);
    expect(findEventRow(rows, "nope")).toBe(-1);
  });
});
