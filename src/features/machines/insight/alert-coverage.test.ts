import { describe, expect, it } from "vitest";
import { quietLine, verdictInputs } from "./alert-coverage";

describe("verdictInputs", () => {
  it("is read only once the counts and, when lists are read, the session list are in", () => {
    expect(verdictInputs({ counted: true, answered: true, list: "listed" })).toBe("read");
    expect(verdictInputs({ counted: true, answered: true, list: null })).toBe("read");
    // A service that does not list a Machine's sessions: nothing more will come.
    expect(verdictInputs({ counted: true, answered: true, list: "unsupported" })).toBe("read");
    expect(verdictInputs({ counted: true, answered: true, list: "reading" })).toBe("reading");
    expect(verdictInputs({ counted: false, answered: false, list: "listed" })).toBe("reading");
  });

  it("is unsound, whatever else is known, when the Machine's counts do not add up", () => {
    expect(verdictInputs({ counted: false, unsound: true, answered: true, list: "listed" })).toBe("unsound");
    expect(verdictInputs({ counted: false, unsound: true, answered: true, list: null })).toBe("unsound");
    expect(verdictInputs({ counted: false, unsound: false, answered: true, list: null })).toBe("unreadable");
  });

  it("is unreadable when the Machine or its session list was refused, or its counts are not reported", () => {
    expect(verdictInputs({ counted: false, answered: true, list: null })).toBe("unreadable");
    expect(verdictInputs({ counted: true, answered: true, list: "failed" })).toBe("unreadable");
  });
});

describe("quietLine", () => {
  it("gives the all-clear only when every Machine was read", () => {
    expect(quietLine(3, 0, 0)).toBe("No capacity alerts: every Machine is within its rules.");
    expect(quietLine(3, 3, 0)).toBe("Reading the Machines…");
    expect(quietLine(3, 1, 0)).toBe("No capacity alerts for the 2 Machines read; 1 Machine still being read.");
    expect(quietLine(2, 0, 2)).toBe("2 Machines could not be read, so whether they need attention is not known.");
    expect(quietLine(3, 0, 0, 1)).toBe("No capacity alerts for the 2 Machines read; 1 Machine's counts do not add up.");
    expect(quietLine(2, 0, 0, 2)).toBe("2 Machines' counts do not add up.");
    expect(quietLine(4, 1, 1, 1)).toBe(
      "No capacity alerts for the one Machine read; 1 Machine still being read; 1 Machine could not be read, so whether it needs attention is not known; 1 Machine's counts do not add up.",
    );
    expect(quietLine(3, 1, 1)).toBe(
      "No capacity alerts for the one Machine read; 1 Machine still being read; 1 Machine could not be read, so whether it needs attention is not known.",
    );
  });
});
