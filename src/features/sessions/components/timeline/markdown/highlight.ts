import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import python from "highlight.js/lib/languages/python";
import rust from "highlight.js/lib/languages/rust";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { createLowlight } from "lowlight";

/**
 * Code highlighting, loaded on demand (a dynamic import from CodeBlock) the first time a fenced block
 * names a language: lowlight (highlight.js grammars) gives a tree of spans, never an HTML string.
 * The languages agents write most; anything else stays plain.
 */
const lowlight = createLowlight({
  bash,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
});
lowlight.registerAlias({
  bash: ["sh", "zsh", "console"],
  javascript: ["js", "jsx", "mjs"],
  typescript: ["ts", "tsx"],
  xml: ["html", "svg"],
  yaml: ["yml"],
  python: ["py"],
  rust: ["rs"],
  markdown: ["md"],
});

export type HighlightTree = ReturnType<typeof lowlight.highlight>;

export function highlight(lang: string, code: string): HighlightTree | null {
  const name = lang.toLowerCase();
  if (!lowlight.registered(name)) return null;
  return lowlight.highlight(name, code);
}
