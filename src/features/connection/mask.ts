/** Shows enough of a key to tell keys apart, never enough to use one: `svc_…0001`. */
export function maskKey(key: string | null): string {
  if (!key) return "added by the server";
  const prefix = /^(svc|old)_/.exec(key)?.[0] ?? "";
  return `${prefix}…${key.slice(-4)}`;
}

export const KEY_PATTERN = /^(svc|old)_[A-Za-z0-9]+$/;

/** Live form rule: new keys start with svc_, legacy keys with old_. */
export function validateApiKey(key: string): string | null {
  const trimmed = key.trim();
  if (trimmed === "") return "Enter an API key.";
  if (!/^(svc|old)_/.test(trimmed)) return "An API key starts with svc_ (or old_ for legacy keys).";
  if (!KEY_PATTERN.test(trimmed)) return "An API key has only letters and digits after its prefix.";
  return null;
}

export function validateBaseUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return "Enter the service base URL.";
  if (trimmed.startsWith("/")) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? null : "Use an http(s) URL.";
  } catch {
    return "Enter a full URL such as https://api.example.com or a same-origin path such as /api.";
  }
}
