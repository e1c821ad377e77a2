import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Logical session ids look like `ses_…`; other opaque ids are tolerated if they are path-safe. */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{2,159}$/;

/** Pulls the id out of a pasted session URL (…/sessions/<id>), else returns the trimmed input. */
function extractId(input: string): string {
  const trimmed = input.trim();
  const fromUrl = /\/sessions\/([^/?#\s]+)/.exec(trimmed);
  return fromUrl?.[1] ? decodeURIComponent(fromUrl[1]) : trimmed;
}

export const sessionRefSchema = z
  .string()
  .transform(extractId)
  .pipe(
    z
      .string()
      .min(1, "Enter a session id or attempt UUID.")
      .refine((value) => UUID.test(value) || SESSION_ID.test(value), {
        message: "Use a session id like ses_abc123 or a physical attempt UUID (8-4-4-4-12 hex digits).",
      }),
  );

export function parseSessionRef(input: string): { ok: true; id: string } | { ok: false; error: string } {
  const parsed = sessionRefSchema.safeParse(input);
  if (parsed.success) return { ok: true, id: UUID.test(parsed.data) ? parsed.data.toLowerCase() : parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid session id." };
}
