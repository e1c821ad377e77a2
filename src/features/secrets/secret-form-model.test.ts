import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import { validateSecretWrite } from "@/simulator/domains/secrets/validate";
import {
  buildSecretWrite,
  EMPTY_SECRET_FIELDS,
  existingSecret,
  legacyRepoError,
  type SecretFormFields,
  secretNameError,
  secretNoteError,
  secretValueError,
  secretValueSize,
} from "./secret-form-model";

const fields = (patch: Partial<SecretFormFields> = {}): SecretFormFields => ({
  ...EMPTY_SECRET_FIELDS,
  name: "API_TOKEN",
  ...patch,
});

/** What the simulator answers for the same body: the client must refuse exactly what it refuses. */
const simulatorSays = (body: Record<string, unknown>) => {
  const result = validateSecretWrite({ name: "API_TOKEN", value: "v", ...body });
  return result.ok ? "ok" : result.rejection.code;
};

describe("secretNameError", () => {
  it("accepts uppercase identifiers up to 128 characters", () => {
    expect(secretNameError("A")).toBeNull();
    expect(secretNameError("API_TOKEN_2")).toBeNull();
    expect(secretNameError(`A${"B".repeat(127)}`)).toBeNull();
  });

  it("says how to fix each kind of bad name", () => {
    expect(secretNameError("")).toBe("A name is required.");
    expect(secretNameError(`A${"B".repeat(128)}`)).toBe("At most 128 characters (this one has 129).");
    expect(secretNameError("api_token")).toBe("Use uppercase letters: API_TOKEN.");
    expect(secretNameError("Api-token")).toBe("Use uppercase letters.");
    expect(secretNameError("1API")).toBe("Start with a letter A–Z.");
    expect(secretNameError("_API")).toBe("Start with a letter A–Z.");
    expect(secretNameError("API TOKEN")).toBe("No spaces: join words with _ (for example API_TOKEN).");
    expect(secretNameError("API-TOKEN")).toBe("Use only uppercase letters A–Z, digits 0–9 and _.");
    expect(secretNameError("ÄPI")).toBe("Use only uppercase letters A–Z, digits 0–9 and _.");
    expect(secretNameError("   ")).toBe("A name is required.");
    // E + a combining acute accent looks like É: still not A–Z.
    expect(secretNameError("KEY_E\u0301")).toBe("Use only uppercase letters A–Z, digits 0–9 and _.");
    // Counted in code points, like every "characters" limit.
    expect(secretNameError(`A${"😀".repeat(128)}`)).toBe("At most 128 characters (this one has 129).");
  });

  it("refuses exactly the names the simulator refuses", () => {
    const names = ["A", "lower", "1ABC", "", "A B", "A-B", "_A", "ÄPI", `A${"_".repeat(127)}`, `A${"_".repeat(128)}`];
    for (const name of names) {
      expect(secretNameError(name) === null, name).toBe(simulatorSays({ name }) === "ok");
    }
  });
});

describe("secret value size", () => {
  it("counts UTF-8 bytes: 3-byte characters landing exactly on 65 536 pass, one more byte fails", () => {
    // 21 845 × "€" (3 bytes) = 65 535 bytes, plus one ASCII byte = 65 536.
    const atLimit = `${"€".repeat(21_845)}a`;
    expect(secretValueSize(atLimit)).toEqual({ bytes: 65_536, over: 0 });
    expect(secretValueError(atLimit)).toBeNull();
    expect(secretValueSize(`${atLimit}b`)).toEqual({ bytes: 65_537, over: 1 });
    expect(secretValueError(`${atLimit}b`)).toBe("The value is 1 byte over the 65,536-byte limit.");
  });

  it("counts 4-byte characters: 16 384 emoji are exactly the limit", () => {
    const atLimit = "😀".repeat(16_384);
    expect(atLimit.length).toBe(32_768);
    expect(secretValueSize(atLimit).bytes).toBe(LIMITS.secretValueMaxBytes);
    expect(secretValueError(atLimit)).toBeNull();
    expect(secretValueError(`${atLimit}😀`)).toBe("The value is 4 bytes over the 65,536-byte limit.");
  });

  it("agrees with the simulator at and beyond the limit", () => {
    for (const value of [
      "😀".repeat(16_384),
      `${"😀".repeat(16_384)}x`,
      `${"€".repeat(21_845)}a`,
      "é".repeat(32_769),
    ]) {
      expect(secretValueError(value) === null).toBe(simulatorSays({ value }) === "ok");
    }
  });

  it("requires a value, refuses one of only whitespace, keeps whitespace around a value as it is", () => {
    expect(secretValueError("")).toBe("A value is required.");
    for (const blank of [" ", "\n\t ", "\u00a0\u2003"])
      expect(secretValueError(blank)).toBe("The value is only whitespace.");
    expect(secretValueError(" token ")).toBeNull();
    expect(secretValueError("-----BEGIN KEY-----\nabc\n-----END KEY-----\n")).toBeNull();
  });
});

describe("secretNoteError", () => {
  it("counts characters as code points: 2 000 emoji pass, 2 001 fail", () => {
    const atLimit = "😀".repeat(LIMITS.secretNoteMaxChars);
    expect(atLimit.length).toBe(4000);
    expect(secretNoteError(atLimit)).toBeNull();
    expect(secretNoteError(`${atLimit}a`)).toBe("At most 2,000 characters (1 too many).");
    expect(secretNoteError("n".repeat(2000))).toBeNull();
    expect(secretNoteError("n".repeat(2001))).toBe("At most 2,000 characters (1 too many).");
  });

  it("counts the same way as the simulator", () => {
    for (const note of ["😀".repeat(2000), `${"😀".repeat(2000)}a`, "n".repeat(2000), "n".repeat(2001)]) {
      expect(secretNoteError(note) === null).toBe(simulatorSays({ note }) === "ok");
    }
  });
});

describe("buildSecretWrite", () => {
  it("builds a user-scope body and leaves out an empty note", () => {
    expect(buildSecretWrite(fields(), "v")).toEqual({
      ok: true,
      body: { name: "API_TOKEN", value: "v", scope: "user" },
    });
    expect(buildSecretWrite(fields({ note: "  " }), "v")).toMatchObject({ ok: true, body: { scope: "user" } });
  });

  it("sends the legacy repo/provider context only with the repo scope", () => {
    const repo = buildSecretWrite(fields({ scope: "repo", repo: " acme/web " }), "v");
    expect(repo).toEqual({
      ok: true,
      body: { name: "API_TOKEN", value: "v", scope: "repo", provider: "github", repo: "acme/web" },
    });
    if (repo.ok) expect(simulatorSays(repo.body as unknown as Record<string, unknown>)).toBe("ok");
    expect(buildSecretWrite(fields({ scope: "organization", repo: "acme/web" }), "v")).toEqual({
      ok: true,
      body: { name: "API_TOKEN", value: "v", scope: "organization" },
    });
    expect(legacyRepoError(fields({ scope: "repo", repo: "acme" }))).toBe("Write the repository as owner/name.");
  });

  it("collects every field error at once", () => {
    const result = buildSecretWrite(fields({ name: "bad name", note: "n".repeat(2001) }), "");
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "No spaces: join words with _ (for example API_TOKEN).",
        value: "A value is required.",
        note: "At most 2,000 characters (1 too many).",
      },
    });
  });
});

describe("existingSecret", () => {
  const items = [{ name: "NPM_TOKEN", scope: "organization" as const, note: null, updated_at: "2026-01-01T00:00:00Z" }];
  it("matches by name and stored scope (repo is organization)", () => {
    expect(existingSecret(items, { name: "NPM_TOKEN", scope: "repo" })).toBe(items[0]);
    expect(existingSecret(items, { name: "NPM_TOKEN", scope: "user" })).toBeUndefined();
    expect(existingSecret(undefined, { name: "NPM_TOKEN", scope: "organization" })).toBeUndefined();
  });
});
