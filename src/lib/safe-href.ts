/**
 * Links from the service (a session's URL, its pull request, a markdown link in agent text) become
 * links only when they are absolute http(s) or mailto URLs; javascript:, data:, relative and
 * obfuscated ones stay text. Framework-free, so every place that renders a link uses the same rule.
 */
const SAFE_SCHEMES = ["http:", "https:", "mailto:"];

function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20 || text.charCodeAt(i) === 0x7f) return true;
  return false;
}

/** The URL to link to, or null when it must stay text. Not a string (contract drift) is null too. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
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
