import { type Inline, parseInline } from "./parse-inline";

export type Block =
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "heading"; level: number; inlines: Inline[] }
  | { kind: "code"; lang: string; text: string }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const FENCE = /^\s*(```|~~~)\s*([\w+-]*)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;

function listMatch(line: string): { ordered: boolean; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, text: bullet[1] ?? "" };
  const ordered = ORDERED.exec(line);
  if (ordered) return { ordered: true, text: ordered[1] ?? "" };
  return null;
}

/** Block-level pass: fenced code, headings, lists, paragraphs. Unclosed fences run to the end (streaming text). */
export function parseMarkdown(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let para: string[] = [];
  const flushPara = () => {
    if (para.length > 0) blocks.push({ kind: "paragraph", inlines: parseInline(para.join("\n")) });
    para = [];
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const fence = FENCE.exec(line);
    if (fence) {
      flushPara();
      const marker = fence[1] ?? "```";
      const body: string[] = [];
      i += 1;
      while (i < lines.length && (lines[i] ?? "").trim() !== marker) {
        body.push(lines[i] ?? "");
        i += 1;
      }
      blocks.push({ kind: "code", lang: fence[2] ?? "", text: body.join("\n") });
      i += 1;
      continue;
    }
    if (line.trim() === "") {
      flushPara();
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushPara();
      blocks.push({ kind: "heading", level: (heading[1] ?? "#").length, inlines: parseInline(heading[2] ?? "") });
      i += 1;
      continue;
    }
    const first = listMatch(line);
    if (first) {
      flushPara();
      const items: Inline[][] = [];
      let current: string[] = [first.text];
      i += 1;
      while (i < lines.length) {
        const next = lines[i] ?? "";
        const item = listMatch(next);
        if (item && item.ordered === first.ordered) {
          items.push(parseInline(current.join("\n")));
          current = [item.text];
        } else if (next.trim() !== "" && /^\s{2,}/.test(next)) {
          current.push(next.trim());
        } else break;
        i += 1;
      }
      items.push(parseInline(current.join("\n")));
      blocks.push({ kind: "list", ordered: first.ordered, items });
      continue;
    }
    para.push(line);
    i += 1;
  }
  flushPara();
  return blocks;
}
