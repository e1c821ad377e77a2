/**
 * `npm run lint` step: no component or function in src/ or server/ is longer than MAX_LINES, tests aside.
 * Counted with the TypeScript parser, from a function's first line to its last (its leading comment not
 * included); a function nested in another is counted on its own as well. A page component past that is
 * split into named parts with their own hooks, so it reads top to bottom.
 *
 * API: MAX_LINES · longFunctions(fileName, text, max?) → LongFunction[] · run from the command line to check
 * every file (exits 1 and lists each one over, unless it is in ALLOWED).
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { sourceFiles } from "./source-files";

export const MAX_LINES = 120;

/** Known and owned elsewhere, each with why: keep this list empty where possible. */
const ALLOWED = new Set<string>([]);

const ROOTS = ["src", "server"];
const TEST_FOLDER = /^src\/(test|simulator\/conformance)\//;

export interface LongFunction {
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node)) && node.name) {
    return node.name.getText();
  }
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (ts.isFunctionExpression(node) && node.name) return node.name.getText();
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  // A function passed to a call (useMemo, forwardRef, describe): named after the call and what holds it.
  if (ts.isCallExpression(parent)) {
    const holder = parent.parent;
    const callee = parent.expression.getText();
    return ts.isVariableDeclaration(holder) ? `${holder.name.getText()} (${callee})` : `(${callee} callback)`;
  }
  return "(anonymous)";
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isAccessor(node);

/** Every function in the text longer than `max` lines, with its name, first line (1-based) and length. */
export function longFunctions(fileName: string, text: string, max = MAX_LINES): LongFunction[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: nameOf(node), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main(): void {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const over = ROOTS.flatMap((dir) => sourceFiles(root, dir, (path) => !TEST_FOLDER.test(path))).flatMap((path) =>
    longFunctions(path, readFileSync(join(root, path), "utf8"))
      .filter((f) => !ALLOWED.has(f.name))
      .map((f) => `${relative(root, join(root, path))}:${f.line} ${f.name}: ${f.lines} lines`),
  );
  if (over.length === 0) return;
  console.error(`Functions over ${MAX_LINES} lines (split them into named parts):\n${over.join("\n")}`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
