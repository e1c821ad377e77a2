// Shared vitest setup. Component tests opt into the DOM with `// @vitest-environment happy-dom`.
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";
import { afterEach } from "vitest";

// findBy* and waitFor wait up to 5 s instead of 1 s: component tests talk to the simulator, and on two
// busy cores (a full suite beside a build) its first answer can take longer than a second. A bound on
// waiting, not a speed assertion: a passing test still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
