import { Box } from "@radix-ui/themes";
import { createElement, type ReactNode, useEffect, useState } from "react";
import { preStyle } from "@/ui/pre-style";
import type { HighlightTree } from "./highlight";

/** highlight.js classes → Radix colour tokens, so light and dark both read well. */
const COLOR: Record<string, string> = {
  "hljs-keyword": "var(--purple-11)",
  "hljs-built_in": "var(--cyan-11)",
  "hljs-type": "var(--cyan-11)",
  "hljs-literal": "var(--orange-11)",
  "hljs-number": "var(--orange-11)",
  "hljs-string": "var(--green-11)",
  "hljs-regexp": "var(--green-11)",
  "hljs-comment": "var(--gray-10)",
  "hljs-title": "var(--blue-11)",
  "hljs-function": "var(--blue-11)",
  "hljs-attr": "var(--amber-11)",
  "hljs-attribute": "var(--amber-11)",
  "hljs-property": "var(--amber-11)",
  "hljs-variable": "var(--red-11)",
  "hljs-template-variable": "var(--red-11)",
  "hljs-meta": "var(--gray-11)",
  "hljs-tag": "var(--blue-11)",
  "hljs-name": "var(--blue-11)",
  "hljs-addition": "var(--green-11)",
  "hljs-deletion": "var(--red-11)",
  "hljs-section": "var(--blue-11)",
};

type Node = HighlightTree["children"][number];

function render(nodes: readonly Node[], key: string): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === "text") return node.value;
    if (node.type !== "element") return null;
    const classes = Array.isArray(node.properties?.className) ? (node.properties.className as string[]) : [];
    const color = classes.map((c) => COLOR[c]).find(Boolean);
    const italic = classes.includes("hljs-comment");
    return createElement(
      "span",
      { key: `${key}.${i}`, style: color || italic ? { color, fontStyle: italic ? "italic" : undefined } : undefined },
      ...render(node.children as Node[], `${key}.${i}`),
    );
  });
}

let loader: Promise<typeof import("./highlight")> | null = null;

/** A fenced code block: plain at once, highlighted once the grammar chunk has loaded (if the language is known). */
export function CodeBlock({ lang, text }: { lang: string; text: string }) {
  const [tree, setTree] = useState<HighlightTree | null>(null);
  useEffect(() => {
    setTree(null);
    if (!lang) return;
    let live = true;
    loader ??= import("./highlight");
    void loader.then((module) => {
      if (live) setTree(module.highlight(lang, text));
    });
    return () => {
      live = false;
    };
  }, [lang, text]);
  return (
    <Box asChild mb="2">
      <pre data-lang={lang || undefined} style={{ ...preStyle, whiteSpace: "pre" }}>
        <code>{tree ? render(tree.children, "h") : text}</code>
      </pre>
    </Box>
  );
}
/** The same spans for another view of code (the Diff), so both read alike in either theme. */
export const renderHighlight = render;
