import { type CSSProperties, type ReactNode, useEffect, useState } from "react";
import type { HighlightTree } from "../components/timeline/markdown/highlight";
import type { HunkLine } from "./file-diff";

/**
 * One line of a hunk: its number(s), its sign and its text, highlighted once the timeline's grammar
 * chunk has loaded (the same lazy `highlight` the timeline's code blocks use; plain until then and for
 * languages it does not know). Line by line, so only the rows on screen are ever highlighted.
 *
 * API: useHighlighter(path) → ((text) → ReactNode) | null · DiffLineCells · ROW_HEIGHT
 */
export const ROW_HEIGHT = 20;

type Module = typeof import("../components/timeline/markdown/highlight");
type Render = (nodes: HighlightTree["children"], key: string) => ReactNode[];

let loader: Promise<[Module, Render]> | null = null;

function load(): Promise<[Module, Render]> {
  loader ??= Promise.all([
    import("../components/timeline/markdown/highlight"),
    import("../components/timeline/markdown/code-block").then((m) => m.renderHighlight as Render),
  ]);
  return loader;
}

const EXTENSION = /\.([A-Za-z0-9]+)$/;

export function useHighlighter(path: string): ((text: string) => ReactNode) | null {
  const lang = EXTENSION.exec(path)?.[1]?.toLowerCase() ?? "";
  const [paint, setPaint] = useState<{ lang: string; fn: (text: string) => ReactNode } | null>(null);
  useEffect(() => {
    if (!lang) return;
    let live = true;
    void load().then(([module, render]) => {
      if (!live) return;
      const cache = new Map<string, ReactNode>();
      const fn = (text: string): ReactNode => {
        const held = cache.get(text);
        if (held !== undefined) return held;
        const tree = module.highlight(lang, text);
        const node = tree ? render(tree.children, "h") : text;
        if (cache.size > 4000) cache.clear();
        cache.set(text, node);
        return node;
      };
      setPaint({ lang, fn });
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return paint && paint.lang === lang ? paint.fn : null;
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
