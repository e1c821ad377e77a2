/**
 * Inline markdown → a tiny tree. Everything stays text: the renderer turns
 * these nodes into React elements, so HTML in the source is never interpreted.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "em"; children: Inline[] }
  | { kind: "strong"; children: Inline[] }
  | { kind: "link"; href: string | null; children: Inline[] };

const SAFE_SCHEMES = ["http:", "https:", "mailto:"];

function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20 || text.charCodeAt(i) === 0x7f) return true;
  return false;
}

/** Only absolute http(s)/mailto URLs become links; anything else (javascript:, data:, relative) stays text. */
export function safeHref(raw: string): string | null {
  const trimmed = raw.trim();
  // Control characters and whitespace inside a scheme are a classic way to sneak `java\tscript:` past checks.
  if (trimmed === "" || /\s/.test(trimmed) || hasControlChar(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return SAFE_SCHEMES.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(out: Inline[], text: string): void {
  if (text === "") return;
  const last = out[out.length - 1];
  if (last?.kind === "text") last.text += text;
  else out.push({ kind: "text", text });
}

/** Finds the closing delimiter that is not immediately preceded by whitespace. */
function findClose(src: string, from: number, delim: string): number {
  let at = src.indexOf(delim, from);
  while (at !== -1) {
    if (at > from && !/\s/.test(src[at - 1] ?? "")) return at;
    at = src.indexOf(delim, at + 1);
  }
  return -1;
}

function tryLink(src: string, i: number): { node: Inline; end: number } | null {
  const closeText = src.indexOf("](", i + 1);
  if (closeText === -1) return null;
  const label = src.slice(i + 1, closeText);
  if (label.includes("\n\n") || label.includes("[")) return null;
  const closeUrl = src.indexOf(")", closeText + 2);
  if (closeUrl === -1) return null;
  const url = src.slice(closeText + 2, closeUrl);
  return { node: { kind: "link", href: safeHref(url), children: parseInline(label) }, end: closeUrl + 1 };
}

export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  let plainStart = 0;
  const flush = (to: number) => pushText(out, src.slice(plainStart, to));
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\\" && i + 1 < src.length && /[\\`*_[\]()]/.test(src[i + 1] ?? "")) {
      flush(i);
      pushText(out, src[i + 1] ?? "");
      i += 2;
      plainStart = i;
      continue;
    }
    if (ch === "`") {
      const close = src.indexOf("`", i + 1);
      if (close > i + 1) {
        flush(i);
        out.push({ kind: "code", text: src.slice(i + 1, close) });
        i = close + 1;
        plainStart = i;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const strong = src[i + 1] === ch;
      const delim = strong ? ch + ch : ch;
      const start = i + delim.length;
      const next = src[start];
      if (next !== undefined && !/\s/.test(next)) {
        const close = findClose(src, start, delim);
        if (close !== -1) {
          flush(i);
          const children = parseInline(src.slice(start, close));
          out.push(strong ? { kind: "strong", children } : { kind: "em", children });
          i = close + delim.length;
          plainStart = i;
          continue;
        }
      }
    }
    if (ch === "[") {
      const link = tryLink(src, i);
      if (link) {
        flush(i);
        out.push(link.node);
        i = link.end;
        plainStart = i;
        continue;
      }
    }
    i += 1;
  }
  flush(src.length);
  return out;
}
