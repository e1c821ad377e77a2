import { join, resolve } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

/**
 * The layering rules must be able to fail: test-fixtures/depcruise holds a small src/ tree in which
 * each mistake is planted once, next to allowed imports. Cruised with the project's real
 * .dependency-cruiser.cjs (only the tsconfig is the fixture's, so `@/` maps to the fixture's src/).
 */
const root = resolve(import.meta.dirname, "..");
const fixture = join(root, "test-fixtures", "depcruise");

async function fixtureViolations(config = ".dependency-cruiser.cjs"): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(root, config));
  const tsConfigFile = join(fixture, "tsconfig.json");
  const result = await cruise(
    ["src"],
    { ...options, tsConfig: { fileName: tsConfigFile }, baseDir: fixture, validate: true },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("dependency-cruiser rules fire on planted mistakes", () => {
  it("reports exactly the planted violations, and nothing for the allowed imports beside them", async () => {
    expect(await fixtureViolations()).toEqual([
      "feature-internals: src/features/beta/uses-alpha.ts → src/features/alpha/pages.ts",
      "features-know-no-app: src/features/alpha/components/widget.tsx → src/app/theme.ts",
      "main-loads-simulator-lazily: src/main.tsx → src/simulator/keys.ts",
      "no-circular: src/lib/cycle-a.ts → src/lib/cycle-b.ts",
      "no-non-package-json: src/lib/undeclared.ts → ../../node_modules/picocolors/picocolors.js",
      "no-test-code-in-app: src/lib/format.ts → src/test/stub-api.ts",
      "not-to-unresolvable: src/ui/badge.tsx → @/lib/initials",
      "routes-and-app-use-feature-entries: src/app/shell.tsx → src/features/beta/count.ts",
      "routes-and-app-use-feature-entries: src/main.tsx → src/features/beta/count.ts",
      "routes-and-app-use-feature-entries: src/routes/alpha.tsx → src/features/alpha/components/widget.tsx",
      "search-parsing-stays-light: src/features/alpha/alpha-search.ts → src/features/alpha/timeline-model/rows.ts",
      "src-knows-no-server: src/lib/server-port.ts → server/port.ts",
    ]);
  });

  it("reports the planted folder cycles (between features, between folders of one), tests left out", async () => {
    expect(await fixtureViolations(".dependency-cruiser-folders.cjs")).toEqual([
      "no-cycle-between-features: src/features/alpha → src/features/beta",
      "no-cycle-between-features: src/features/beta → src/features/alpha",
      "no-cycle-between-folders-of-a-feature: src/features/alpha/answers → src/features/alpha/components",
      "no-cycle-between-folders-of-a-feature: src/features/alpha/components → src/features/alpha/answers",
    ]);
  });
});
