import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { miniTimeline } from "./mini-timeline";

function toolUse(seq: number, input: unknown): SessionEvent {
  const data = { tool: "bash", tool_use_id: `t${seq}`, input } as SessionEvent["data"];
  return { seq, id: `e${seq}`, type: "tool_use", text: null, data, created_at: "2026-11-21T07:00:00Z" };
}

function textsOf(events: SessionEvent[]): string[] {
  const entries = new TimelineEntries();
  entries.merge(events);
  return miniTimeline(entries.view(), 10).map((line) => line.text);
}

describe("miniTimeline tool input", () => {
  it("shows no input for a null one, as for a missing one, never the word null", () => {
    expect(textsOf([toolUse(0, null), toolUse(1, undefined)])).toEqual(["", ""]);
  });

  it("shows a scalar input as sent", () => {
    expect(textsOf([toolUse(0, 42), toolUse(1, false), toolUse(2, "ls -la")])).toEqual(["42", "false", "ls -la"]);
  });
});
