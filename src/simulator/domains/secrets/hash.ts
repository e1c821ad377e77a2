/**
 * Secret values are never kept: only a SHA-256 digest, so tests can prove an upsert
 * changed the value. Web Crypto works in the browser worker and in Node alike.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
