/**
 * The page to return to after connecting (`/connect?next=…`): only a path inside an organization of
 * this app. Anything else (another origin, `//host`, a scheme, backslashes a browser would read as
 * slashes, control characters, an over-long value) is dropped, so a crafted link cannot send someone
 * who just typed an API key to another site. API: safeReturnPath(value) → string | undefined
 */
const MAX_LENGTH = 2000;

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith("/o/")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.includes("//")) return undefined;
  return value;
}
