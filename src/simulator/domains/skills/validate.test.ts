import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../api/limits.ts";
import { charCount, validateSkillCreate } from "./validate.ts";

const codeOf = (body: unknown) => {
  const result = validateSkillCreate(body);
  return result.ok ? "ok" : `${result.rejection.status} ${result.rejection.code}`;
};

describe("validateSkillCreate", () => {
  it("requires non-empty name and instructions", () => {
    expect(codeOf({ instructions: "x" })).toBe("400 name_required");
    expect(codeOf({ name: "   ", instructions: "x" })).toBe("400 name_required");
    expect(codeOf({ name: "n" })).toBe("400 instructions_required");
    expect(codeOf({ name: "n", instructions: "" })).toBe("400 instructions_required");
    expect(codeOf(null)).toBe("400 invalid_body");
  });

  it("counts instructions in code points and answers 413 just past the limit", () => {
    const max = LIMITS.skillInstructionsMaxChars;
    // An emoji is two UTF-16 units but one character.
    const atLimit = "😀".repeat(max);
    expect(charCount(atLimit)).toBe(max);
    expect(codeOf({ name: "n", instructions: atLimit })).toBe("ok");
    expect(codeOf({ name: "n", instructions: `${atLimit}a` })).toBe("413 skill_instructions_too_large");
  });

  it("rejects unknown fields and badly typed optional fields", () => {
    expect(codeOf({ name: "n", instructions: "i", provenance: "builtin" })).toBe("400 unknown_field");
    expect(codeOf({ name: "n", instructions: "i", description: 3 })).toBe("400 invalid_description");
    expect(codeOf({ name: "n", instructions: "i", activation_keywords: ["a", 1] })).toBe(
      "400 invalid_activation_keywords",
    );
  });

  it("fills optional fields", () => {
    const result = validateSkillCreate({ name: " Deploy ", instructions: "Ship it" });
    expect(result).toEqual({
      ok: true,
      value: { name: "Deploy", instructions: "Ship it", description: "", activation_keywords: [] },
    });
  });
});
