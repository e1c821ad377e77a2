import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utf8Bytes } from "../../core/http.ts";
import { sha256Hex } from "./hash.ts";
import { validateSecretWrite } from "./validate.ts";

const codeOf = (body: Record<string, unknown>) => {
  const result = validateSecretWrite({ name: "API_TOKEN", value: "v", ...body });
  return result.ok ? "ok" : `${result.rejection.status} ${result.rejection.code}`;
};

describe("validateSecretWrite", () => {
  it("enforces the uppercase name rule and its 128-character bound", () => {
    expect(codeOf({ name: "A" })).toBe("ok");
    expect(codeOf({ name: `A${"_".repeat(127)}` })).toBe("ok");
    expect(codeOf({ name: `A${"_".repeat(128)}` })).toBe("400 invalid_secret_name");
    for (const bad of ["", "lower", "1ABC", "A-B", "_A", 7])
      expect(codeOf({ name: bad })).toBe("400 invalid_secret_name");
  });

  it("measures the value in UTF-8 bytes: 65536 passes, 65537 is 413 with max_bytes", () => {
    const atLimit = "é".repeat(32_768);
    expect(utf8Bytes(atLimit)).toBe(65_536);
    expect(codeOf({ value: atLimit })).toBe("ok");
    const over = validateSecretWrite({ name: "A", value: `${atLimit}a` });
    expect(over).toMatchObject({
      ok: false,
      rejection: { status: 413, code: "secret_value_too_large", extra: { max_bytes: 65_536 } },
    });
    expect(codeOf({ value: "" })).toBe("400 value_required");
  });

  it("bounds the note at 2000 characters", () => {
    expect(codeOf({ note: "n".repeat(2000) })).toBe("ok");
    expect(codeOf({ note: "n".repeat(2001) })).toBe("400 note_too_long");
  });

  it("stores repo scope as organization and only accepts legacy context with it", () => {
    const repo = validateSecretWrite({ name: "A", value: "v", scope: "repo", repo: "acme/web", provider: "github" });
    expect(repo).toMatchObject({ ok: true, value: { scope: "organization", legacyRepo: "acme/web" } });
    expect(codeOf({ scope: "organization", repo: "acme/web" })).toBe("400 invalid_request");
    expect(codeOf({ provider: "github" })).toBe("400 invalid_request");
    expect(codeOf({ scope: "repo", provider: "gitlab" })).toBe("400 invalid_provider");
    expect(codeOf({ scope: "team" })).toBe("400 invalid_scope");
    expect(codeOf({ values: "typo" })).toBe("400 unknown_field");
  });

  it("agrees with TextEncoder on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe("sha256Hex", () => {
  it("matches the known digest", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
