import { parseSessionRef } from "../components/list/session-ref";
import { type RawSearch, searchFlag } from "../search-schema";

/**
 * The watch wall's URL search params, so a wall is a shareable link: the sessions on it (ids only, in
 * order) and two display choices. Like every search schema here, a bad value falls back instead of
 * throwing, so a hand-edited or stale link still opens the wall.
 *
 * API: WALL_MAX · wallSearchSchema / WallSearch · parseWallIds(raw) → { ids, rejected } · serializeWallIds(ids)
 */
export const WALL_MAX = 9;

export interface WallSearch {
  /** Session ids, comma-separated, in wall order. */
  sessions?: string;
  /** Larger type for a screen across the room. */
  large?: boolean;
  /** The wall is dark unless this is false (then it follows the app's theme). */
  dark?: boolean;
}

/** Plain parsing like the other search params (see search-schema.ts for why not a schema library). */
export function wallSearchSchema(raw: RawSearch): WallSearch {
  const sessions = typeof raw.sessions === "string" && raw.sessions.length <= 2000 ? raw.sessions : undefined;
  // Every key, undefined when refused (see search-schema.ts: the router merges over the raw search).
  return { sessions, large: searchFlag(raw.large), dark: searchFlag(raw.dark) };
}

export interface WallIds {
  /** Valid, distinct, at most WALL_MAX, in the link's order. */
  ids: string[];
  /** Pieces of the link that were not session ids (or over the limit), for an honest note. */
  rejected: string[];
}

export function parseWallIds(raw: string | undefined): WallIds {
  const ids: string[] = [];
  const rejected: string[] = [];
  for (const piece of (raw ?? "").split(/[\s,]+/)) {
    if (piece === "") continue;
    const parsed = parseSessionRef(piece);
    if (!parsed.ok || ids.length >= WALL_MAX) rejected.push(piece);
    else if (!ids.includes(parsed.id)) ids.push(parsed.id);
  }
  return { ids, rejected };
}

/** No sessions serialise to "absent", so an empty wall's URL stays clean. */
export function serializeWallIds(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.slice(0, WALL_MAX).join(",");
}
