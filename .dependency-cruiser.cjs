// Layering rules (ARCHITECTURE.md "Dependency direction"): routes → features → (api, ui, lib); app wires them.
// Run by `npm run lint` over every folder with code: depcruise src server scripts bench e2e --config .dependency-cruiser.cjs
// Cycles between features and between the folders of one are checked per folder by .dependency-cruiser-folders.cjs.
const TEST_FILE = "\\.test\\.tsx?$";
/** Test code that is not itself a test: shared helpers, harnesses, fake feeds. Production code must not use it. */
const TEST_SUPPORT = [
  "^src/test/",
  "\\.test-utils?\\.tsx?$",
  "(^|/)test-(utils?|harness)\\.tsx?$",
  "^src/simulator/conformance/",
];
/** Public entries of a feature for routes and the app: index.ts (queries, hooks, types) and pages.ts (page components). */
const FEATURE_ENTRY = "^src/features/[^/]+/(index|pages)\\.tsx?$";

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
      name: "no-non-package-json",
      severity: "error",
      comment:
        "Every package imported anywhere (src, server, scripts, bench, e2e) is declared in package.json: one that " +
        "resolves only because another package pulls it in can vanish with that package's next release.",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "src-knows-no-server",
      severity: "error",
      comment:
        "The browser app never imports the node server (server/ knows node:http, the proxy, the simulator's port); " +
        "what both need belongs in src/api or src/lib, which the server may import.",
      from: { path: "^src/", pathNot: [TEST_FILE, ...TEST_SUPPORT] },
      to: { path: "^server/" },
    },
    {
      name: "feature-internals",
      severity: "error",
      comment:
        "A feature may use another feature only through its front door, src/features/<b>/index.ts (queries, " +
        "hooks, types, the components it lends). Its pages.ts is for routes (page components kept apart for code splitting).",
      from: { path: "^src/features/([^/]+)/" },
      to: {
        path: "^src/features/[^/]+/",
        pathNot: ["^src/features/$1/", "^src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "routes-and-app-use-feature-entries",
      severity: "error",
      comment:
        "main.tsx, routes and the app shell reach a feature through its index.ts or pages.ts, never its internals: " +
        "otherwise a feature cannot move its files without breaking the app.",
      from: { path: "^src/(main\\.tsx$|routes/|app/)", pathNot: TEST_FILE },
      to: { path: "^src/features/[^/]+/", pathNot: FEATURE_ENTRY },
    },
    {
      name: "features-know-no-app",
      severity: "error",
      comment:
        "src/app wires features together (providers, router, shell); a feature importing it would make " +
        "the dependency run both ways. Shared pieces belong in src/ui or src/lib.",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "simulator-is-demo-only",
      severity: "error",
      comment:
        "The simulator ships only in demo mode: main.tsx loads it with a dynamic import, tests use it directly. " +
        "src/test/ holds shared test helpers.",
      from: { path: "^src/", pathNot: ["^src/main\\.tsx$", "^src/simulator/", TEST_FILE, ...TEST_SUPPORT] },
      to: { path: "^src/simulator/" },
    },
    {
      name: "main-loads-simulator-lazily",
      severity: "error",
      comment:
        "main.tsx may load the simulator only with a dynamic import(): a static import (types included) " +
        "would put the whole simulator into every live bundle.",
      from: { path: "^src/main\\.tsx$" },
      to: { path: "^src/simulator/", dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "search-parsing-stays-light",
      severity: "error",
      comment:
        "Route search parsing (a feature's *search*.ts) runs in the first bundle: it may read the timeline's " +
        "filter-types.ts, not the timeline model (rows, tool calls, seq lists), which belongs in the session chunk.",
      from: { path: "^src/features/[^/]+/.*search[^/]*\\.ts$", pathNot: TEST_FILE },
      to: { path: "^src/features/[^/]+/timeline-model/", pathNot: "filter-types\\.ts$" },
    },
    {
      name: "no-test-code-in-app",
      severity: "error",
      comment:
        "Test helpers (src/test/, test harnesses and utils, simulator conformance harnesses) are for tests only; " +
        "shipping code that imports them would pull test doubles into the bundle.",
      from: { path: "^(src|server)/", pathNot: [TEST_FILE, ...TEST_SUPPORT] },
      to: { path: TEST_SUPPORT },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "Every import must resolve: a typo, a deleted file or an `@/…` alias that no longer maps to src/ " +
        "fails here instead of at build time.",
      from: {},
      to: { couldNotResolve: true },
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
    // node_modules is not followed, but its packages stay in the graph so no-non-package-json can see them.
    exclude: { path: "(^|/)dist[^/]*/" },
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
