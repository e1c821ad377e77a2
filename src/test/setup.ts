// Shared vitest setup. Component tests opt into the DOM with `// @vitest-environment happy-dom`.
import { afterEach } from "vitest";
import { installReactCommits } from "./react-commits";

// Before react-dom loads (files share a worker's modules): components' renders can be counted (react-commits.ts).
installReactCommits();

// The DOM helpers load only where there is a DOM: most test files are pure logic, and loading
// jest-dom and testing-library into each of them cost the suite seconds of its two cores.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { configure } = await import("@testing-library/dom");
  // findBy* and waitFor wait up to 5 s instead of 1 s: component tests talk to the simulator, and on two
  // busy cores (a full suite beside a build) its first answer can take longer than a second. A bound on
  // waiting, not a speed assertion: a passing test still returns as soon as its condition holds.
  configure({ asyncUtilTimeout: 5000 });
}

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
