/**
 * `npm run check:api`: fails when src/api/schema.d.ts is not what `npm run gen:api`
 * would produce from src/api/openapi.yaml, so a hand edit or a forgotten regen
 * cannot slip through. Same tools and order as gen:api (openapi-typescript, then
 * biome format), but through stdout/stdin so the working tree is never touched.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const SPEC = "src/api/openapi.yaml";
const TARGET = "src/api/schema.d.ts";

function run(cmd: string, args: string[], input?: string): string {
  return execFileSync(bin(cmd), args, {
    cwd: root,
    input,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["pipe", "pipe", "pipe"],
  });
}

function firstDifference(a: string, b: string): string {
  const left = a.split("\n");
  const right = b.split("\n");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) {
      return `line ${i + 1}:\n  committed:   ${left[i] ?? "<end of file>"}\n  regenerated: ${right[i] ?? "<end of file>"}`;
    }
  }
  return "(no line differs)";
}

const raw = run("openapi-typescript", [SPEC]);
// stdin-file-path makes biome apply the project config as if formatting the real file.
const fresh = run("biome", ["format", `--stdin-file-path=${TARGET}`], raw);
const committed = readFileSync(new URL(`../${TARGET}`, import.meta.url), "utf8");

if (fresh !== committed) {
  console.error(`${TARGET} is stale: it does not match ${SPEC}.`);
  console.error(firstDifference(committed, fresh));
  console.error("Run `npm run gen:api` and commit the result.");
  process.exit(1);
}
console.info(`${TARGET} is up to date with ${SPEC}.`);
