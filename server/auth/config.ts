import { parseRoleKeys, type RolePair } from "./roles.ts";

/** Sign-in settings (OIDC_*, ROLE_KEYS, AUTH_SECRET, SESSION_*), validated with the rest of the config. */
export interface AuthConfig {
  issuer: URL;
  clientId: string;
  /** null: a public client (PKCE alone). */
  clientSecret: string | null;
  scopes: string;
  groupsClaim: string;
  roles: RolePair[];
  secret: string;
  /** Sessions end this long after sign-in, however busy. */
  absoluteS: number;
  /** …and this long after the last request. */
  idleS: number;
  /** The dashboard's own origin as people reach it (for the redirect URI); null: read from each request. */
  publicUrl: URL | null;
}

type Env = Readonly<Record<string, string | undefined>>;

export const MIN_SECRET_LENGTH = 32;
const set = (v: string | undefined): v is string => v !== undefined && v.trim() !== "";

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the port. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

export function parseAuthConfig(
  env: Env,
  errors: string[],
  int: (name: string, fallback: number, min: number, max: number) => number,
): AuthConfig | null {
  if (!set(env.OIDC_ISSUER)) {
    for (const name of ["ROLE_KEYS", "AUTH_SECRET", "OIDC_CLIENT_ID"]) {
      if (set(env[name])) errors.push(`${name} is set but OIDC_ISSUER is not: sign-in needs an identity provider`);
    }
    return null;
  }
  let issuer: URL | null = null;
  try {
    issuer = new URL(env.OIDC_ISSUER.trim());
    if (issuer.protocol !== "https:" && issuer.protocol !== "http:") throw new Error("scheme");
  } catch {
    errors.push(`OIDC_ISSUER=${JSON.stringify(env.OIDC_ISSUER)}: expected the provider's https:// issuer URL`);
  }
  if (!set(env.OIDC_CLIENT_ID)) errors.push("OIDC_CLIENT_ID: required with OIDC_ISSUER");
  const secret = env.AUTH_SECRET ?? "";
  if (secret.trim().length < MIN_SECRET_LENGTH) {
    errors.push(
      `AUTH_SECRET: required with OIDC_ISSUER, at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`; value not shown)`,
    );
  }
  const roles = set(env.ROLE_KEYS) ? parseRoleKeys(env.ROLE_KEYS, errors) : [];
  if (!set(env.ROLE_KEYS)) errors.push("ROLE_KEYS: required with OIDC_ISSUER (group=key;group=key, * for anyone)");
  if (set(env.SVC_API_KEY)) {
    errors.push("SVC_API_KEY is set with OIDC_ISSUER: with sign-in each key belongs to a group; put it in ROLE_KEYS");
  }
  if (!set(env.SVC_BASE_URL)) errors.push("OIDC_ISSUER is set but SVC_BASE_URL is not: sign-in guards the /api proxy");
  let publicUrl: URL | null = null;
  if (set(env.PUBLIC_URL)) {
    try {
      publicUrl = new URL(env.PUBLIC_URL.trim());
      if (publicUrl.pathname !== "/" || publicUrl.search || publicUrl.hash) throw new Error("not an origin");
    } catch {
      errors.push(
        `PUBLIC_URL=${JSON.stringify(env.PUBLIC_URL)}: expected the dashboard's origin, e.g. https://dash.example.com`,
      );
    }
  }
  const absoluteS = int("SESSION_MAX_AGE_S", 12 * 3600, 60, 30 * 86_400);
  const idleS = int("SESSION_IDLE_S", 3600, 30, 30 * 86_400);
  if (!issuer || !set(env.OIDC_CLIENT_ID)) return null;
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID.trim(),
    clientSecret: set(env.OIDC_CLIENT_SECRET) ? env.OIDC_CLIENT_SECRET : null,
    scopes: set(env.OIDC_SCOPES) ? env.OIDC_SCOPES.trim() : "openid profile email",
    groupsClaim: set(env.OIDC_GROUPS_CLAIM) ? env.OIDC_GROUPS_CLAIM.trim() : "groups",
    roles,
    secret,
    absoluteS,
    idleS: Math.min(idleS, absoluteS),
    publicUrl,
  };
}

/** With a key held here and a port others can reach, someone must sign in, or the open door must be meant. */
export function openDoorError(
  config: { apiKey: string | null; host: string; auth: AuthConfig | null },
  anonymousAccess: boolean,
): string | null {
  if (!config.apiKey || config.auth || anonymousAccess || isLoopback(config.host)) return null;
  return `SVC_API_KEY with HOST=${config.host} and no sign-in: anyone who can reach the port would act with that key. Set OIDC_ISSUER, OIDC_CLIENT_ID, ROLE_KEYS and AUTH_SECRET, or ANONYMOUS_ACCESS=1 if an open door is meant`;
}
