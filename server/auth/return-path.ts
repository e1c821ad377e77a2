/**
 * Where to go after sign-in: only a path on this origin. Anything that a browser could read as
 * another origin (`//host`, `/\host`, a scheme, control characters) falls back to the home page.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return "/";
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  // Browsers drop tabs and newlines inside URLs and read backslashes as slashes: "/\t/evil" is "//evil".
  for (let i = 0; i < raw.length; i += 1) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return "/";
  }
  try {
    const base = new URL("http://same.invalid");
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return "/";
    // Sign-in's own pages would loop.
    if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return "/";
    // Dot segments are resolved only here: "/x/..//evil" comes out as "//evil", another origin again.
    if (url.pathname.startsWith("//")) return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
