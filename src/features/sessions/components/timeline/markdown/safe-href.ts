export { safeHref } from "@/lib/safe-href";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", "#39": "'" };

/**
 * Character references as the markdown source wrote them (`&amp;`, `&#x27;`) become the characters: the
 * renderer hands text to React as text, so nothing here is ever parsed as HTML.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith("#x") || lower.startsWith("#")) {
      const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[lower] ?? whole;
  });
}
