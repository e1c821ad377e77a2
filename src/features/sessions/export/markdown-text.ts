/**
 * Markdown text helpers for the session export: content from the agent goes into fenced blocks that
 * nothing inside can close, and one-line facts are escaped so a title cannot become a link or a heading.
 * Pure, CommonMark rules.
 *
 * API: codeBlock(content, info?) · codeSpan(text) · escapeInline(text) · autolink(url) · blockquote(text) ·
 *      closeOpenFence(markdown)
 */

/** Longest run of `char` anywhere in `text`. */
function longestRun(text: string, char: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/**
 * A fenced code block whose fence is longer than any backtick run in the content (CommonMark: a closing
 * fence must be at least as long as the opening one), so the content cannot end the block early.
 */
export function codeBlock(content: string, info = ""): string {
  const fence = "`".repeat(Math.max(3, longestRun(content, "`") + 1));
  // An info string cannot hold backticks; ours are fixed words, this keeps it true.
  const safeInfo = info.replace(/[`\s]/g, "");
  const body = content === "" || content.endsWith("\n") ? content : `${content}\n`;
  return `${fence}${safeInfo}\n${body}${fence}`;
}

/** Inline code that holds any text: the backtick run around it is longer than any inside. */
export function codeSpan(text: string): string {
  const oneLine = text.replace(/\r\n?|\n/g, " ");
  const ticks = "`".repeat(longestRun(oneLine, "`") + 1);
  // A space on each side keeps a leading or trailing backtick from touching the fence.
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") ? " " : "";
  return `${ticks}${pad}${oneLine}${pad}${ticks}`;
}

/** An http(s) URL as an autolink; anything else (or a URL that could break out of <…>) as inline code. */
export function autolink(url: string): string {
  return /^https?:\/\/[^\s<>]+$/.test(url) ? `<${url}>` : codeSpan(url);
}

const INLINE_SPECIAL = /[\\`*_{}[\]()<>#+\-.!|~]/g;

/** One line of literal text: markdown punctuation escaped, line breaks folded to spaces. */
export function escapeInline(text: string): string {
  return text
    .replace(/\r\n?|\n/g, " ")
    .replace(INLINE_SPECIAL, (c) => `\\${c}`)
    .trim();
}

/** Every line quoted; a fence opened inside ends with the quote (CommonMark container rule). */
export function blockquote(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * The agent's own markdown, kept as written, except that a code fence it left open is closed at its
 * end, so the rest of the export is not swallowed into that block.
 */
export function closeOpenFence(markdown: string): string {
  let open: { char: string; length: number } | null = null;
  for (const line of markdown.split(/\r\n?|\n/)) {
    const match = FENCE_LINE.exec(line);
    if (!match) continue;
    const run = match[1] as string;
    const rest = (match[2] ?? "").trim();
    const char = run[0] as string;
    if (open === null) {
      // A backtick fence's info string may not contain backticks; such a line is not a fence.
      if (char === "`" && rest.includes("`")) continue;
      open = { char, length: run.length };
    } else if (char === open.char && run.length >= open.length && rest === "") {
      open = null;
    }
  }
  if (open === null) return markdown;
  const closing = open.char.repeat(open.length);
  return markdown.endsWith("\n") ? `${markdown}${closing}` : `${markdown}\n${closing}`;
}
