import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { alertTag, alertText, decideAlert, decideStallAlert, lookOf, type SessionLook } from "./notify-decision";

const running: SessionLook = { status: "running", outcome: null, finishedAt: null, errorClass: null };
const look = (patch: Partial<SessionLook>): SessionLook => ({ ...running, ...patch });
const T1 = "2026-01-01T10:00:00.000Z";
const T2 = "2026-01-01T10:05:00.000Z";

describe("decideAlert", () => {
  it("takes the first look as a baseline, whatever it shows", () => {
    expect(decideAlert(null, running)).toBeNull();
    expect(decideAlert(null, look({ status: "exit", outcome: "success", finishedAt: T1 }))).toBeNull();
    expect(decideAlert(null, look({ status: "error", finishedAt: T1 }))).toBeNull();
    expect(decideAlert(null, look({ status: "exit", outcome: "action_required", finishedAt: T1 }))).toBeNull();
  });

  it("says nothing while a session keeps running or stays finished", () => {
    expect(decideAlert(running, running)).toBeNull();
    expect(decideAlert(running, look({ outcome: "success" }))).toBeNull();
    const done = look({ status: "exit", outcome: "success", finishedAt: T1 });
    expect(decideAlert(done, done)).toBeNull();
  });

  it("alerts when the status leaves running, by what it became", () => {
    expect(decideAlert(running, look({ status: "exit", outcome: "success", finishedAt: T1 }))).toBe("finished");
    expect(decideAlert(running, look({ status: "exit", outcome: "failure", finishedAt: T1 }))).toBe("finished");
    expect(decideAlert(running, look({ status: "exit", outcome: null, finishedAt: T1 }))).toBe("finished");
    expect(decideAlert(running, look({ status: "suspended", finishedAt: T1 }))).toBe("finished");
    expect(decideAlert(running, look({ status: "error", errorClass: "run_timeout", finishedAt: T1 }))).toBe("error");
    expect(decideAlert(running, look({ status: "exit", outcome: "action_required", finishedAt: T1 }))).toBe(
      "action_required",
    );
  });

  it("alerts once when the outcome turns action_required while running; the end is then 'finished'", () => {
    const waiting = look({ outcome: "action_required" });
    expect(decideAlert(running, waiting)).toBe("action_required");
    expect(decideAlert(waiting, waiting)).toBeNull();
    expect(decideAlert(waiting, look({ status: "exit", outcome: "action_required", finishedAt: T1 }))).toBe("finished");
    expect(decideAlert(waiting, look({ status: "error", outcome: "action_required", finishedAt: T1 }))).toBe("error");
  });

  it("a continuation that starts is no alert; its end is", () => {
    const done = look({ status: "exit", outcome: "success", finishedAt: T1 });
    expect(decideAlert(done, running)).toBeNull();
    expect(decideAlert(running, look({ status: "exit", outcome: "success", finishedAt: T2 }))).toBe("finished");
  });

  it("between two finished looks: a later end, an error or action_required alert; an earlier end does not", () => {
    const done = look({ status: "exit", outcome: "success", finishedAt: T1 });
    expect(decideAlert(done, look({ status: "exit", outcome: "failure", finishedAt: T2 }))).toBe("finished");
    expect(decideAlert(done, look({ status: "exit", outcome: "action_required", finishedAt: T2 }))).toBe(
      "action_required",
    );
    expect(decideAlert(done, look({ status: "error", finishedAt: T1 }))).toBe("error");
    expect(decideAlert(done, look({ status: "exit", outcome: "action_required", finishedAt: T1 }))).toBe(
      "action_required",
    );
    expect(decideAlert(look({ status: "exit", outcome: "success", finishedAt: T2 }), done)).toBeNull();
    expect(
      decideAlert(look({ status: "error", finishedAt: T1 }), look({ status: "error", finishedAt: T1 })),
    ).toBeNull();
  });
});

describe("alertTag and alertText", () => {
  it("gives every tab the same tag for one end and a new tag for the next end", () => {
    const end1 = look({ status: "exit", finishedAt: T1 });
    const end2 = look({ status: "exit", finishedAt: T2 });
    expect(alertTag("org_a", "ses_1", "finished", end1)).toBe(alertTag("org_a", "ses_1", "finished", { ...end1 }));
    expect(alertTag("org_a", "ses_1", "finished", end1)).not.toBe(alertTag("org_a", "ses_1", "finished", end2));
    expect(alertTag("org_a", "ses_1", "finished", end1)).not.toBe(alertTag("org_b", "ses_1", "finished", end1));
    expect(alertTag("org_a", "ses_1", "action_required", running)).not.toBe(
      alertTag("org_a", "ses_1", "action_required", end1),
    );
  });

  it("words each kind", () => {
    expect(alertText("finished", look({ status: "exit", outcome: "success" }), "Fix CI")).toEqual({
      title: "Finished: Fix CI",
      body: "Finished with success.",
    });
    expect(alertText("finished", look({ status: "exit", outcome: null }), "T").body).toBe("Finished with no outcome.");
    expect(alertText("finished", look({ status: "suspended" }), "T").body).toBe(
      "Suspended (cancelled or stopped by quota).",
    );
    expect(alertText("error", look({ status: "error", errorClass: "run_timeout" }), "T")).toEqual({
      title: "Failed: T",
      body: "Status error (run_timeout).",
    });
    expect(alertText("error", look({ status: "error" }), "T").body).toBe("Status error.");
    expect(alertText("action_required", look({ status: "exit" }), "T").title).toBe("Needs you: T");
  });

  it("words an outcome the contract does not list as sent, and a missing one as none", () => {
    // A newer service's outcome, and drifted shapes, arrive through lookOf like any session.
    const drifted = (outcome: unknown) =>
      lookOf({ session_id: "s", status: "exit", outcome, finished_at: T1 } as unknown as Session);
    expect(alertText("finished", drifted("partial_success"), "T").body).toBe("Finished with partial_success.");
    expect(alertText("finished", drifted(undefined), "T").body).toBe("Finished with no outcome.");
    expect(alertText("finished", drifted(""), "T").body).toBe("Finished with no outcome.");
    expect(alertText("finished", drifted({ code: 2 }), "T").body).toBe('Finished with {"code":2}.');
    // A table key inherited from Object.prototype is not a known outcome either.
    expect(alertText("finished", drifted("toString"), "T").body).toBe("Finished with toString.");
  });

  it("names the error class only when it is text", () => {
    const drifted = (error_class: unknown) =>
      lookOf({ session_id: "s", status: "error", error_class, finished_at: T1 } as unknown as Session);
    expect(alertText("error", drifted({ kind: "oom" }), "T").body).toBe("Status error.");
    expect(alertText("error", drifted(42), "T").body).toBe("Status error.");
    expect(alertText("error", drifted("  "), "T").body).toBe("Status error.");
    expect(alertText("error", drifted("oom_killed"), "T").body).toBe("Status error (oom_killed).");
  });

  it("reads a look from a session", () => {
    const session = {
      session_id: "ses_1",
      status: "exit",
      outcome: "failure",
      finished_at: T1,
      error_class: null,
    } as unknown as Session;
    expect(lookOf(session)).toEqual({ status: "exit", outcome: "failure", finishedAt: T1, errorClass: null });
    expect(lookOf({ session_id: "s", status: "running" } as unknown as Session)).toEqual(running);
  });
});

describe("possibly stuck alerts (opt-in)", () => {
  it("fire when the verdict turns stalled, never on the first look nor while it stays so", () => {
    expect(decideStallAlert(null, true)).toBe(false);
    expect(decideStallAlert(false, true)).toBe(true);
    expect(decideStallAlert(true, true)).toBe(false);
    expect(decideStallAlert(true, false)).toBe(false);
    expect(decideStallAlert(false, false)).toBe(false);
  });

  it("each stall episode has its own tag; two tabs seeing one episode share it", () => {
    const look = { status: "running", outcome: null, finishedAt: null, errorClass: null } as const;
    const first = alertTag("org", "ses", "stalled", look, 1000);
    expect(alertTag("org", "ses", "stalled", look, 1000)).toBe(first);
    expect(alertTag("org", "ses", "stalled", look, 5000)).not.toBe(first);
    expect(alertText("stalled", look, "Shard it").title).toBe("Possibly stuck: Shard it");
  });
});
