// Folder rules (issue 43): features, and the folders inside one, depend in one direction. Run by `npm run lint`
// after the module rules: depcruise src --config .dependency-cruiser-folders.cjs
// dependency-cruiser counts folder cycles over every module it cruised; a test may reach across folders to set
// things up (and the simulator's tests reach the server), so tests and test helpers are left out of this graph.
// The patterns are the module rules' own (.dependency-cruiser.cjs), read from there so they cannot drift apart.
const base = require("./.dependency-cruiser.cjs");

const ruleNamed = (name) => base.forbidden.find((rule) => rule.name === name);
/** Test files, and test code that is not itself a test (no-test-code-in-app's list). */
const TESTS = [...ruleNamed("src-knows-no-server").from.pathNot, base.options.exclude.path];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle-between-features",
      severity: "error",
      comment:
        "Features depend on each other in one direction (machines → notifications → sessions → connection): a " +
        "cycle between two features, even through modules that do not import each other, ties them into one. " +
        "Counted per folder, so it holds where no single module cycle does.",
      scope: "folder",
      from: { path: "^src/features/[^/]+$" },
      to: { path: "^src/features/[^/]+$", circular: true },
    },
    {
      name: "no-cycle-between-folders-of-a-feature",
      severity: "error",
      comment:
        "Inside a feature, folders depend in one direction too (components → answers → fields): a folder cycle " +
        "means neither can be read, tested or moved without the other.",
      scope: "folder",
      from: { path: "^src/features/([^/]+)/.+$" },
      to: { path: "^src/features/$1/.+$", circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: TESTS } },
};
