import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import { validateSkillCreate } from "@/simulator/domains/skills/validate";
import {
  addKeywords,
  buildSkillCreate,
  EMPTY_SKILL_FIELDS,
  instructionsError,
  skillNameError,
} from "./skill-form-model";

const MAX = LIMITS.skillInstructionsMaxChars;
const simulatorSays = (body: Record<string, unknown>) => {
  const result = validateSkillCreate({ name: "n", instructions: "i", ...body });
  return result.ok ? "ok" : result.rejection.code;
};

describe("skillNameError", () => {
  it("requires a name that is not only whitespace, like the simulator", () => {
    expect(skillNameError("Deploy")).toBeNull();
    for (const name of ["", " ", "\t\n "]) {
      expect(skillNameError(name)).toBe("A name is required.");
      expect(simulatorSays({ name })).toBe("name_required");
    }
  });
});

describe("instructionsError", () => {
  it("requires instructions that are not only whitespace", () => {
    expect(instructionsError("")).toBe("Instructions are required.");
    expect(instructionsError("  \n")).toBe("Instructions are required.");
    expect(simulatorSays({ instructions: "  \n" })).toBe("instructions_required");
  });

  it(`counts code points: ${MAX} astral characters pass, one more fails`, () => {
    const atLimit = "𝄞".repeat(MAX);
    expect(atLimit.length).toBe(2 * MAX);
    expect(instructionsError(atLimit)).toBeNull();
    expect(instructionsError(`${atLimit}a`)).toBe("At most 100,000 characters (1 too many).");
    expect(instructionsError("a".repeat(MAX))).toBeNull();
    expect(instructionsError("a".repeat(MAX + 2))).toBe("At most 100,000 characters (2 too many).");
  });

  it("refuses exactly what the simulator refuses", () => {
    for (const instructions of ["𝄞".repeat(MAX), `${"𝄞".repeat(MAX)}a`, "a".repeat(MAX), "a".repeat(MAX + 1)]) {
      expect(instructionsError(instructions) === null).toBe(simulatorSays({ instructions }) === "ok");
    }
  });
});

describe("addKeywords", () => {
  it("splits on commas and line breaks, trims and skips empties", () => {
    expect(addKeywords([], " release, notes ,,\nchangelog ")).toEqual({
      keywords: ["release", "notes", "changelog"],
      added: ["release", "notes", "changelog"],
      duplicates: [],
    });
    expect(addKeywords(["ci"], "  ")).toEqual({ keywords: ["ci"], added: [], duplicates: [] });
  });

  it("leaves out repeats without regard to case, keeping the first spelling", () => {
    expect(addKeywords(["CI"], "ci, flaky, Flaky")).toEqual({
      keywords: ["CI", "flaky"],
      added: ["flaky"],
      duplicates: ["ci", "Flaky"],
    });
  });
});

describe("buildSkillCreate", () => {
  it("builds the body, adding a keyword still in the box and leaving out empty optional fields", () => {
    const result = buildSkillCreate({
      ...EMPTY_SKILL_FIELDS,
      name: "  Release notes ",
      instructions: "Draft notes.\n",
      keywords: ["changelog"],
      keywordDraft: "release",
    });
    expect(result).toEqual({
      ok: true,
      body: { name: "Release notes", instructions: "Draft notes.\n", activation_keywords: ["changelog", "release"] },
      keywords: ["changelog", "release"],
    });
    if (result.ok) expect(simulatorSays(result.body as unknown as Record<string, unknown>)).toBe("ok");
  });

  it("reports both required fields at once", () => {
    expect(buildSkillCreate({ ...EMPTY_SKILL_FIELDS, description: "d" })).toEqual({
      ok: false,
      errors: { name: "A name is required.", instructions: "Instructions are required." },
      keywords: [],
    });
  });
});
