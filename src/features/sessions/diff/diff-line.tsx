import { type CSSProperties, type ReactNode, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";
import type { HighlightTree } from "../components/timeline/markdown/highlight";
import type { HunkLine } from "./file-diff";

/**
 * One line of a hunk: its number(s), its sign and its text, highlighted once the timeline's grammar
 * chunk has loaded (the same lazy `highlight` the timeline's code blocks use; plain until then and for
 * languages it does not know). Line by line, so only the rows on screen are ever highlighted.
 *
 * API: useHighlighter(path) → ((text) → ReactNode) | null · warmHighlighter(paths, lines) → cancel ·
 *      DiffLineCells · ROW_HEIGHT
 */
export const ROW_HEIGHT = 20;

type Module = typeof import("../components/timeline/markdown/highlight");
type Render = (nodes: HighlightTree["children"], key: string) => ReactNode[];

let loader: Promise<[Module, Render]> | null = null;
/** The grammar chunk once loaded: a diff opened after that paints highlighted in its first render. */
let loaded: [Module, Render] | null = null;

function load(): Promise<[Module, Render]> {
  loader ??= Promise.all([
    import("../components/timeline/markdown/highlight"),
    import("../components/timeline/markdown/code-block").then((m) => m.renderHighlight as Render),
  ]).then((pair) => {
    loaded = pair;
    return pair;
  });
  return loader;
}

const EXTENSION = /\.([A-Za-z0-9]+)$/;
const langOf = (path: string): string => EXTENSION.exec(path)?.[1]?.toLowerCase() ?? "";

/** One painter per language, its lines' trees kept (up to 4 000) across files and openings of the tab. */
const painters = new Map<string, (text: string) => ReactNode>();

function painterOf(lang: string, [module, render]: [Module, Render]): (text: string) => ReactNode {
  let fn = painters.get(lang);
  if (fn) return fn;
  const cache = new Map<string, ReactNode>();
  fn = (text: string): ReactNode => {
    const held = cache.get(text);
    if (held !== undefined) return held;
    const tree = module.highlight(lang, text);
    const node = tree ? render(tree.children, "h") : text;
    if (cache.size > 4000) cache.clear();
    cache.set(text, node);
    return node;
  };
  painters.set(lang, fn);
  return fn;
}

export function useHighlighter(path: string): ((text: string) => ReactNode) | null {
  const lang = langOf(path);
  const [, setLoaded] = useState(loaded !== null);
  useEffect(() => {
    if (!lang || loaded) return;
    let live = true;
    void load().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return lang && loaded ? painterOf(lang, loaded) : null;
}

/**
 * In idle time, before the tab is opened: loads the grammar chunk, compiles the languages of `paths`
 * (highlight.js compiles a grammar on its first use, 50–100 ms for TypeScript) and paints `lines` of the
 * file the tab opens on, as much as each idle period allows. Returns a cancel function.
 */
export function warmHighlighter(paths: readonly string[], lines: readonly HunkLine[]): () => void {
  const langs = [...new Set(paths.map(langOf))].filter((lang) => lang !== "");
  const first = langOf(paths[0] ?? "");
  let cancel: (() => void) | null = null;
  let live = true;
  void load().then((pair) => {
    if (!live) return;
    let lang = 0;
    let line = 0;
    cancel = whenIdle((more) => {
      for (; lang < langs.length && more(); lang++) painterOf(langs[lang] as string, pair)("");
      if (first) for (; line < lines.length && more(); line++) painterOf(first, pair)((lines[line] as HunkLine).text);
      return lang >= langs.length && (!first || line >= lines.length);
    });
  });
  return () => {
    live = false;
    cancel?.();
  };
}

const BACKGROUND: Record<HunkLine["kind"], string | undefined> = {
  add: "var(--green-a4)",
  del: "var(--red-a4)",
  same: undefined,
};
const SIGN: Record<HunkLine["kind"], string> = { add: "+", del: "−", same: " " };
/** Read aloud instead of the sign, which a screen reader may skip. */
const SPOKEN: Record<HunkLine["kind"], string> = { add: "added", del: "removed", same: "" };

const NUMBER: CSSProperties = {
  display: "inline-block",
  width: "5ch",
  textAlign: "right",
  color: "var(--gray-11)",
  userSelect: "none",
  flexShrink: 0,
};

const HIDDEN: CSSProperties = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" };

export function DiffLineCells({
  line,
  numbers,
  paint,
}: {
  line: HunkLine | null;
  /** Which numbers to show: both (unified), or the one side's (split). */
  numbers: "both" | "old" | "new";
  paint: ((text: string) => ReactNode) | null;
}) {
  const style: CSSProperties = {
    display: "flex",
    gap: "1ch",
    flex: 1,
    minWidth: 0,
    height: ROW_HEIGHT,
    lineHeight: `${ROW_HEIGHT}px`,
    background: line ? undefined : "var(--gray-a2)",
    whiteSpace: "pre",
  };
  // The tint is on the gutter only: highlighted code keeps the page's background, so every token keeps its
  // contrast (green and orange tokens fall under 4.5:1 on a tinted line).
  const gutter: CSSProperties = {
    display: "flex",
    gap: "1ch",
    flexShrink: 0,
    background: line ? BACKGROUND[line.kind] : undefined,
    boxShadow:
      line && line.kind !== "same" ? `inset 3px 0 0 var(--${line.kind === "add" ? "green" : "red"}-9)` : undefined,
    paddingRight: "1ch",
  };
  if (!line) return <span style={style} />;
  return (
    <span style={style} data-kind={line.kind}>
      <span style={gutter}>
        {numbers !== "new" && <span style={NUMBER}>{line.oldNo ?? ""}</span>}
        {numbers !== "old" && <span style={NUMBER}>{line.newNo ?? ""}</span>}
        <span aria-hidden style={{ width: "1ch", flexShrink: 0 }}>
          {SIGN[line.kind]}
        </span>
      </span>
      {SPOKEN[line.kind] && <span style={HIDDEN}>{SPOKEN[line.kind]}: </span>}
      <span>{paint ? paint(line.text) : line.text}</span>
    </span>
  );
}
