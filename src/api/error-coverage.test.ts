import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { knownErrorCodes } from "./error-messages";

/** Every code the simulator can answer with must have human text in the one error table. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

function emittedCodes(): Set<string> {
  const codes = new Set<string>();
  // Codes appear as apiError(400, "code", …) or as `code: "…"` / `error: "…"` in rejection records.
  const call = /(?:apiError\(\s*\d{3}\s*,\s*|\b(?:code|error):\s*)"([a-z]+_[a-z_]+)"/g;
  for (const file of sourceFiles(join(import.meta.dirname, "../simulator"))) {
    for (const match of readFileSync(file, "utf8").matchAll(call)) codes.add(match[1] ?? "");
  }
  return codes;
}

describe("error table coverage", () => {
  const codes = emittedCodes();

  it("finds the simulator's error codes", () => {
    expect(codes.size).toBeGreaterThan(30);
    expect(codes).toContain("session_not_found");
  });

  it("has text for every code the simulator emits", () => {
    const missing = [...codes].filter((code) => !knownErrorCodes.includes(code));
    expect(missing).toEqual([]);
  });
});
