import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Test files and test helpers that are not themselves tests, for the lint scripts that read app code. */
const TEST_FILE = /(\.test\.tsx?|\.test-utils?\.tsx?|(^|\/)test-(utils?|harness)\.tsx?|\.d\.ts)$/;

/** Every .ts/.tsx under `dir` (relative to root, node_modules left out) that `keep` accepts, as root-relative paths. */
export function sourceFiles(root: string, dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(root, path, keep);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(path) && keep(path) ? [path] : [];
  });
}
