import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@/api/types";
import { diffScenario } from "@/simulator/domains/sessions/diff-scenario";
import { diffFoldOf } from "../timeline-model/diff-fold";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { fileDiffOf, sessionPatch } from "./file-diff";

/** The demo's ses_diff_review, through the same fold and hunks the Diff view draws. */
function diffsOfScenario() {
  const log = diffScenario(Date.parse("2026-05-01T12:00:00Z")).log;
  const events = log.page(-1, 1000, () => true).items as SessionEvent[];
  const entries = new TimelineEntries();
  entries.merge(events);
  const fold = diffFoldOf(entries.view());
  return fold.paths().map((path) => fileDiffOf(fold.rebuild(path) as NonNullable<ReturnType<typeof fold.rebuild>>));
}

describe("ses_diff_review through the diff fold", () => {
  it("marks the shell edit, skips the failed edit, keeps edit-only places apart, patches the rest", () => {
    const diffs = diffsOfScenario();
    const byPath = new Map(diffs.map((diff) => [diff.path, diff]));
    expect([...byPath.keys()]).toEqual([
      "src/retry/backoff.test.ts",
      "src/retry/backoff.ts",
      "src/retry/index.ts",
      "src/webhooks/dispatcher.ts",
    ]);
    const backoff = byPath.get("src/retry/backoff.ts");
    expect(backoff?.rebuild.gaps.map((gap) => [gap.reason, gap.ref])).toEqual([["shell", "ses_diff_review-b0-use"]]);
    expect(backoff?.rebuild.failed).toBe(1);
    expect(backoff?.rebuild.pieces[0]?.text).toContain("capMs: number;");
    expect(backoff?.rebuild.pieces[0]?.text).not.toContain("jitter");
    const dispatcher = byPath.get("src/webhooks/dispatcher.ts");
    expect(dispatcher?.rebuild.whole).toBe(false);
    expect(dispatcher?.hunks).toHaveLength(2);
    expect(dispatcher?.hunks.map((hunk) => hunk.step?.ref)).toEqual([
      "ses_diff_review-e4-use",
      "ses_diff_review-e5-use",
    ]);
    const patch = sessionPatch(diffs);
    expect(patch.included).toBe(2);
    expect(patch.leftOut.map((file) => file.path)).toEqual(["src/retry/backoff.ts", "src/webhooks/dispatcher.ts"]);
    expect(patch.text).toContain("+    expect(backoff(3, () => 0.5)).toBe(200);");
  });
});
