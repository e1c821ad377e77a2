import { LIMITS } from "@/api/limits";
import type { SkillCreateRequest } from "@/api/types";
import { codePointLength } from "@/lib/chars";

/** Pure rules of the "Create a skill" form (spec §4.6, docs/api-decisions.md). */
export interface SkillFormFields {
  name: string;
  description: string;
  instructions: string;
  keywords: readonly string[];
  /** Text in the keyword box not yet turned into a keyword; added on save so nothing typed is lost. */
  keywordDraft: string;
}

export const EMPTY_SKILL_FIELDS: SkillFormFields = {
  name: "",
  description: "",
  instructions: "",
  keywords: [],
  keywordDraft: "",
};

export type SkillFieldErrors = Partial<Record<"name" | "instructions", string>>;

export function skillNameError(name: string): string | null {
  return name.trim() === "" ? "A name is required." : null;
}

/** Instructions are counted in code points, as the service counts "characters" (src/lib/chars.ts). */
export function instructionsError(instructions: string): string | null {
  if (instructions.trim() === "") return "Instructions are required.";
  const over = codePointLength(instructions) - LIMITS.skillInstructionsMaxChars;
  if (over <= 0) return null;
  return `At most ${LIMITS.skillInstructionsMaxChars.toLocaleString("en-US")} characters (${over.toLocaleString("en-US")} too many).`;
}

export interface KeywordsAdded {
  keywords: string[];
  added: string[];
  /** Typed again (compared without case), so left out. */
  duplicates: string[];
}

/** Adds what was typed or pasted: split on commas and line breaks, trimmed, without repeats (case-insensitive). */
export function addKeywords(current: readonly string[], raw: string): KeywordsAdded {
  const keywords = [...current];
  const seen = new Set(current.map((k) => k.toLocaleLowerCase()));
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const part of raw.split(/[,\n]/)) {
    const keyword = part.trim();
    if (keyword === "") continue;
    const folded = keyword.toLocaleLowerCase();
    if (seen.has(folded)) {
      duplicates.push(keyword);
      continue;
    }
    seen.add(folded);
    keywords.push(keyword);
    added.push(keyword);
  }
  return { keywords, added, duplicates };
}

export type SkillCreateDraft =
  | { ok: true; body: SkillCreateRequest; keywords: string[] }
  | { ok: false; errors: SkillFieldErrors; keywords: string[] };

/** Validates and builds the request; a keyword still in the box is included. */
export function buildSkillCreate(fields: SkillFormFields): SkillCreateDraft {
  const { keywords } = addKeywords(fields.keywords, fields.keywordDraft);
  const errors: SkillFieldErrors = {};
  const name = skillNameError(fields.name);
  if (name) errors.name = name;
  const instructions = instructionsError(fields.instructions);
  if (instructions) errors.instructions = instructions;
  if (Object.keys(errors).length > 0) return { ok: false, errors, keywords };
  const body: SkillCreateRequest = { name: fields.name.trim(), instructions: fields.instructions };
  if (fields.description.trim() !== "") body.description = fields.description.trim();
  if (keywords.length > 0) body.activation_keywords = keywords;
  return { ok: true, body, keywords };
}
