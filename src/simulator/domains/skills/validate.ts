import { LIMITS } from "../../../api/limits.ts";
import type { SkillCreateRequest } from "../../../api/types.ts";
import { reject, type Validated } from "../../core/validated.ts";

/** A request that passed validation, optional fields filled in. */
export type SkillCreateInput = Required<SkillCreateRequest>;

const KNOWN_FIELDS: readonly string[] = ["name", "instructions", "description", "activation_keywords"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Characters are Unicode code points, so an emoji counts once, not as two UTF-16 units. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Spec §4.6 plus our decision: instructions over LIMITS.skillInstructionsMaxChars answer 413. */
export function validateSkillCreate(body: unknown): Validated<SkillCreateInput> {
  if (!isRecord(body)) return reject(400, "invalid_body", "The request body must be a JSON object.");
  const extra = Object.keys(body).find((key) => !KNOWN_FIELDS.includes(key));
  if (extra !== undefined) return reject(400, "unknown_field", `Unknown field: ${extra}.`);
  const { name, instructions, description, activation_keywords } = body;
  if (typeof name !== "string" || name.trim() === "") return reject(400, "name_required", "name is required.");
  if (typeof instructions !== "string" || instructions.trim() === "") {
    return reject(400, "instructions_required", "instructions are required.");
  }
  const max = LIMITS.skillInstructionsMaxChars;
  if (charCount(instructions) > max) {
    return reject(413, "skill_instructions_too_large", `instructions exceed ${max} characters.`, { max_chars: max });
  }
  if (description !== undefined && typeof description !== "string") {
    return reject(400, "invalid_description", "description must be a string.");
  }
  const keywordsOk =
    activation_keywords === undefined ||
    (Array.isArray(activation_keywords) && activation_keywords.every((k) => typeof k === "string"));
  if (!keywordsOk)
    return reject(400, "invalid_activation_keywords", "activation_keywords must be an array of strings.");
  return {
    ok: true,
    value: {
      name: name.trim(),
      instructions,
      description: description ?? "",
      activation_keywords: (activation_keywords as string[] | undefined) ?? [],
    },
  };
}
