import { describe, expect, it } from "vitest";
import { type Coverage, coverageLine, coverageText, verdictInputs, watchStep } from "./alert-coverage";

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

const line = (c: Partial<Coverage> & { total: number }) =>
  coverageText(coverageLine({ firing: 0, reading: 0, unreadable: 0, unsound: [], ...c }));

describe("coverageLine", () => {
  it("gives the all-clear only when no rule fires and every Machine was read", () => {
    expect(line({ total: 3 })).toBe("No capacity alerts: every Machine is within its rules.");
    expect(line({ total: 3, reading: 3 })).toBe("Reading the Machines…");
    expect(line({ total: 3, reading: 1 })).toBe(
      "No capacity alerts for the 2 Machines read; 1 Machine still being read.",
    );
    expect(line({ total: 2, unreadable: 2 })).toBe(
      "2 Machines could not be read, so whether they need attention is not known.",
    );
    expect(line({ total: 3, unsound: ["odd-fleet"] })).toBe(
      "No capacity alerts for the 2 Machines read; 1 Machine not judged on its counts, which do not add up (odd-fleet).",
    );
    expect(line({ total: 2, unsound: ["a", "b"] })).toBe(
      "2 Machines not judged on their counts, which do not add up (a, b).",
    );
    expect(line({ total: 4, reading: 1, unreadable: 1, unsound: ["odd-fleet"] })).toBe(
      "No capacity alerts for the one Machine read; 1 Machine still being read; 1 Machine could not be read, so whether it needs attention is not known; 1 Machine not judged on its counts, which do not add up (odd-fleet).",
    );
    expect(line({ total: 3, reading: 1, unreadable: 1 })).toBe(
      "No capacity alerts for the one Machine read; 1 Machine still being read; 1 Machine could not be read, so whether it needs attention is not known.",
    );
  });

  it("says which Machines were not judged beside alerts that fire too, and nothing more when all were", () => {
    expect(coverageLine({ total: 3, firing: 2, reading: 0, unreadable: 0, unsound: [] })).toEqual([]);
    // Counts of Machines grouped, as everywhere.
    expect(
      coverageText(coverageLine({ total: 20_000, firing: 12_345, reading: 2_000, unreadable: 1_500, unsound: [] })),
    ).toBe(
      "Alerts for 12,345 Machines; 2,000 Machines still being read; 1,500 Machines could not be read, so whether they need attention is not known.",
    );
    expect(coverageText(coverageLine({ total: 14_345, firing: 0, reading: 2_000, unreadable: 0, unsound: [] }))).toBe(
      "No capacity alerts for the 12,345 Machines read; 2,000 Machines still being read.",
    );
    expect(line({ total: 3, firing: 2, unsound: ["odd-fleet"] })).toBe(
      "Alerts for 2 Machines; 1 Machine not judged on its counts, which do not add up (odd-fleet).",
    );
    expect(line({ total: 5, firing: 1, reading: 1, unreadable: 2 })).toBe(
      "Alerts for 1 Machine; 1 Machine still being read; 2 Machines could not be read, so whether they need attention is not known.",
    );
    // The Machines not judged are named apart, for links to their pages.
    expect(coverageLine({ total: 3, firing: 1, reading: 0, unreadable: 0, unsound: ["a", "b"] })).toEqual([
      { text: "Alerts for 1 Machine" },
      { text: "2 Machines not judged on their counts, which do not add up", machines: ["a", "b"] },
    ]);
  });
});

describe("watchStep", () => {
  it("takes the first verdict on every input as the baseline and announces only a rise from it", () => {
    expect(watchStep(undefined, "read", "high")).toEqual({ baseline: "high", rose: false });
    expect(watchStep("normal", "read", "elevated")).toEqual({ baseline: "elevated", rose: true });
    expect(watchStep("high", "read", "elevated")).toEqual({ baseline: "elevated", rose: false });
  });

  it("announces nothing from a Machine whose counts do not add up, and keeps its baseline for when they mend", () => {
    // Its oldest wait fires on screen, but a band from that one rule is not a rise of the whole Machine's.
    expect(watchStep("normal", "unsound", "high")).toEqual({ baseline: "normal", rose: false });
    // While they do not add up the band falls to the oldest wait's; when they mend, no false "rise".
    expect(watchStep("high", "unsound", "normal")).toEqual({ baseline: "high", rose: false });
    expect(watchStep(undefined, "reading", "normal")).toEqual({ baseline: undefined, rose: false });
    expect(watchStep(undefined, "unreadable", "high")).toEqual({ baseline: undefined, rose: false });
  });
});
