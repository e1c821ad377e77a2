import { describe, expect, it } from "vitest";
import { countCaption } from "./count-caption";
import { ATTENTION_KINDS } from "./triage-keys";

describe("countCaption", () => {
  it("says each count is of sessions, and which of them", () => {
    expect(countCaption("action_required", 2)).toBe("sessions not opened since they asked");
    expect(countCaption("failed", 3)).toBe("sessions not opened since they failed");
    expect(countCaption("stuck", 2)).toBe("running sessions gone quiet");
    expect(countCaption("held", 0)).toBe("sessions with a follow-up of yours held");
  });

  it("agrees in number with its count", () => {
    for (const kind of ATTENTION_KINDS) {
      expect(countCaption(kind, 1)).toMatch(/^(running )?session /);
      expect(countCaption(kind, 0)).toMatch(/^(running )?sessions /);
      expect(countCaption(kind, 7)).toMatch(/^(running )?sessions /);
    }
  });
});
