import { describe, expect, it } from "vitest";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { keepsStepsWarm, STEPS_WARM_MAX_EVENTS } from "./use-session-steps";

function entriesUpTo(seqs: readonly number[]) {
  const entries = new TimelineEntries();
  entries.merge(
    seqs.map((seq) => ({
      id: `e${seq}`,
      seq,
      type: "status",
      created_at: "2026-11-28T12:00:00Z",
      text: "",
      data: null,
    })),
  );
  return { entries: entries.view() };
}

describe("keepsStepsWarm", () => {
  it("keeps a session's steps warm up to the limit, judged by its newest seq once the tail is known", () => {
    expect(keepsStepsWarm(entriesUpTo([0, 1, 2]))).toBe(true);
    expect(keepsStepsWarm(entriesUpTo([0, STEPS_WARM_MAX_EVENTS - 1]))).toBe(true);
    // ses_100k after its first page and its tail: two thousand events held, a hundred thousand in all.
    expect(keepsStepsWarm(entriesUpTo([0, 999, 99_000, 99_999]))).toBe(false);
    expect(keepsStepsWarm(entriesUpTo([0, STEPS_WARM_MAX_EVENTS]))).toBe(false);
  });
});
