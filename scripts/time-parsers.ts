/**
 * `npm run lint` step: an ISO timestamp becomes milliseconds in one place, `msOf` in src/ui/time.ts. Any
 * other `Date.parse(x)` or `new Date(x).getTime()` in src/ is a private twin of it and fails, tests aside.
 * The simulator (the service, not the app) and the test oracles (written independently on purpose) are
 * left out, and ALLOWED names the few others with why. Found with the TypeScript parser, so a mention in
 * a comment or a string does not count.
 *
 * API: timeParsers(fileName, text) → { line, text }[] · run from the command line to check src/
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { sourceFiles } from "./source-files";

/** Path → why it parses a time itself. */
const ALLOWED = new Map<string, string>([
  ["src/ui/time.ts", "msOf itself"],
  ["src/api/errors.ts", "Retry-After's HTTP date (not an ISO timestamp), and api/ imports nothing of ui/"],
]);

const LEFT_OUT = /^src\/(test|simulator)\//;

export interface TimeParser {
  readonly line: number;
  readonly text: string;
}

const isDateParse = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.expression.getText() === "Date" &&
  node.expression.name.text === "parse";

/** `new Date(x).getTime()` / `.valueOf()` with an argument: a parse; `new Date().getTime()` is the clock. */
const isNewDateTime = (node: ts.Node): boolean => {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const target = node.expression.expression;
  const inner = ts.isParenthesizedExpression(target) ? target.expression : target;
  return (
    ["getTime", "valueOf"].includes(node.expression.name.text) &&
    ts.isNewExpression(inner) &&
    inner.expression.getText() === "Date" &&
    (inner.arguments?.length ?? 0) > 0
  );
};

/** Every Date.parse(…) and new Date(…).getTime() in the text, with its line (1-based). */
export function timeParsers(fileName: string, text: string): TimeParser[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: TimeParser[] = [];
  const visit = (node: ts.Node) => {
    if (isDateParse(node) || isNewDateTime(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ line, text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main(): void {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const found = sourceFiles(root, "src", (path) => !LEFT_OUT.test(path) && !ALLOWED.has(path)).flatMap((path) =>
    timeParsers(path, readFileSync(join(root, path), "utf8")).map((p) => `${path}:${p.line} ${p.text}`),
  );
  if (found.length === 0) return;
  console.error(`Timestamps parsed outside src/ui/time.ts (use msOf):\n${found.join("\n")}`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
