import type { IncomingMessage } from "node:http";
import type { AuthConfig } from "./config.ts";
import type { RolePair } from "./roles.ts";
import { createSealer } from "./seal.ts";

/** What a signed-in person's cookie holds: who, the group they act as, and its clock (seconds). Never a key. */
export interface Session {
  sub: string;
  email: string | null;
  name: string | null;
  /** The ROLE_KEYS group that matched at sign-in. */
  group: string;
  /** Signed in at; the absolute lifetime counts from here. */
  iat: number;
  /** Last seen at; the idle lifetime counts from here. */
  seen: number;
}

export type SessionRead =
  | {
      ok: true;
      session: Session;
      role: RolePair /** A fresher cookie to send (the idle clock moved on), else null. */;
      renew: string | null;
    }
  | { ok: false; reason: "none" | "invalid" | "expired" | "role_gone" };

export interface Sessions {
  read(req: IncomingMessage): SessionRead;
  /** Set-Cookie value starting a session. */
  issue(session: Omit<Session, "iat" | "seen">): string;
  /** Set-Cookie value ending it. */
  clear(): string;
  readonly cookieName: string;
}

/** Opened cookies are remembered this long, keyed by their exact bytes: a busy dashboard opens each once. */
const CACHE_MS = 10_000;
const CACHE_MAX = 10_000;

export function isSession(value: unknown): value is Session {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => x === null || typeof x === "string";
  return (
    typeof v.sub === "string" &&
    typeof v.group === "string" &&
    text(v.email) &&
    text(v.name) &&
    Number.isFinite(v.iat) &&
    Number.isFinite(v.seen)
  );
}

/** The value of one cookie in a Cookie header, without parsing the rest. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let at = header.indexOf(`${name}=`);
  while (at > 0 && header[at - 1] !== " " && header[at - 1] !== ";") at = header.indexOf(`${name}=`, at + 1);
  if (at === -1) return null;
  const end = header.indexOf(";", at);
  return header.slice(at + name.length + 1, end === -1 ? undefined : end).trim();
}

export function createSessions(
  auth: Pick<AuthConfig, "secret" | "absoluteS" | "idleS" | "roles">,
  secure: boolean,
  nowMs: () => number = Date.now,
): Sessions {
  const sealer = createSealer(auth.secret, "session");
  // __Host- binds the cookie to this exact origin, and browsers accept it only with Secure.
  const cookieName = secure ? "__Host-sc_session" : "sc_session";
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  // Renew the cookie when the idle clock has moved this far, not on every request.
  const renewAfterS = Math.max(1, Math.min(60, Math.floor(auth.idleS / 10)));
  const cache = new Map<string, { session: Session; until: number }>();
  const cookie = (s: Session) => {
    const left = Math.max(0, s.iat + auth.absoluteS - s.seen);
    return `${cookieName}=${sealer.seal(s)}; ${attributes}; Max-Age=${left}`;
  };

  const open = (value: string, now: number): Session | null => {
    const hit = cache.get(value);
    if (hit && hit.until > now) return hit.session;
    const opened = sealer.open(value);
    if (!isSession(opened)) return null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(value, { session: opened, until: now + CACHE_MS });
    return opened;
  };

  return {
    cookieName,
    read(req) {
      const value = cookieValue(req.headers.cookie, cookieName);
      if (value === null || value === "") return { ok: false, reason: "none" };
      const now = nowMs();
      const session = open(value, now);
      if (!session) return { ok: false, reason: "invalid" };
      const nowS = Math.floor(now / 1000);
      if (nowS >= session.iat + auth.absoluteS || nowS >= session.seen + auth.idleS) {
        return { ok: false, reason: "expired" };
      }
      const role = auth.roles.find((pair) => pair.group === session.group);
      // ROLE_KEYS changed since sign-in: the person signs in again and is matched anew.
      if (!role) return { ok: false, reason: "role_gone" };
      const renew = nowS - session.seen >= renewAfterS ? cookie({ ...session, seen: nowS }) : null;
      return { ok: true, session, role, renew };
    },
    issue(who) {
      const nowS = Math.floor(nowMs() / 1000);
      return cookie({ ...who, iat: nowS, seen: nowS });
    },
    clear: () => `${cookieName}=; ${attributes}; Max-Age=0`,
  };
}
