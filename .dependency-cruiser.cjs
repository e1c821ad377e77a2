// Layering rules (ARCHITECTURE.md "Dependency direction"): routes → features → (api, ui, lib); app wires them.
// Run by `npm run lint`: depcruise src server --config .dependency-cruiser.cjs
const TEST_FILE = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make module init order fragile. Type-only cycles vanish at runtime and are allowed.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "feature-internals",
      severity: "error",
      comment:
        "A feature may use another feature only through its public entries: src/features/<b>/index.ts " +
        "(queries, hooks, types) and src/features/<b>/pages.ts (page components, kept apart for route code splitting).",
      from: { path: "^src/features/([^/]+)/" },
      to: {
        path: "^src/features/[^/]+/",
        pathNot: ["^src/features/$1/", "^src/features/[^/]+/(index|pages)\\.tsx?$"],
      },
    },
    {
      name: "simulator-is-demo-only",
      severity: "error",
      comment:
        "The simulator ships only in demo mode: main.tsx loads it with a dynamic import, tests use it directly. " +
        "src/test/ holds shared test helpers.",
      from: { path: "^src/", pathNot: ["^src/main\\.tsx$", "^src/simulator/", "^src/test/", TEST_FILE] },
      to: { path: "^src/simulator/" },
    },
    {
      name: "simulator-stands-alone",
      severity: "error",
      comment: "The simulator implements the spec, not the app: from src it may only use the limits and the API types.",
      from: { path: "^src/simulator/", pathNot: TEST_FILE },
      to: {
        path: "^src/",
        pathNot: ["^src/simulator/", "^src/api/limits\\.ts$", "^src/api/types\\.ts$", "^src/api/schema\\.d\\.ts$"],
      },
    },
    {
      name: "api-is-bottom-layer",
      severity: "error",
      comment: "src/api knows HTTP only; it must not reach up into features, app, ui or routes.",
      from: { path: "^src/api/" },
      to: { path: "^src/(features|app|ui|routes)/" },
    },
    {
      name: "shared-code-knows-no-features",
      severity: "error",
      comment: "src/ui and src/lib are shared building blocks; features build on them, not the other way round.",
      from: { path: "^src/(ui|lib)/" },
      to: { path: "^src/(features|routes)/" },
    },
    {
      name: "features-below-routes",
      severity: "error",
      comment:
        "Routes import features, never the reverse (read route state through hooks passed in or the router API).",
      from: { path: "^src/features/" },
      to: { path: "^src/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    // Count `import type` too: the simulator's allowed imports are mostly types.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
