const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Logical session ids look like `ses_…`; other opaque ids are tolerated if they are path-safe. */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{2,159}$/;

/** Pulls the id out of a pasted session URL (…/sessions/<id>), else returns the trimmed input. */
function extractId(input: string): string {
  const trimmed = input.trim();
  const fromUrl = /\/sessions\/([^/?#\s]+)/.exec(trimmed);
  if (!fromUrl?.[1]) return trimmed;
  try {
    return decodeURIComponent(fromUrl[1]);
  } catch {
    return fromUrl[1]; // a stray "%": the id check below says what is wrong with it
  }
}

/** Session id or attempt UUID, typed or pasted (as a URL too); the wall's links are parsed with it on load. */
export function parseSessionRef(input: string): { ok: true; id: string } | { ok: false; error: string } {
  const id = extractId(input);
  if (id === "") return { ok: false, error: "Enter a session id or attempt UUID." };
  if (UUID.test(id)) return { ok: true, id: id.toLowerCase() };
  if (SESSION_ID.test(id)) return { ok: true, id };
  return {
    ok: false,
    error: "Use a session id like ses_abc123 or a physical attempt UUID (8-4-4-4-12 hex digits).",
  };
}
