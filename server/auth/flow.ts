import type { IncomingMessage, ServerResponse } from "node:http";
import type * as Oidc from "openid-client";
import type { Audit } from "./audit.ts";
import type { AuthConfig } from "./config.ts";
import { sendPage } from "./pages.ts";
import { safeReturnPath } from "./return-path.ts";
import { groupsOf, matchRole } from "./roles.ts";
import { createSealer } from "./seal.ts";
import { cookieValue, type Sessions } from "./session.ts";

/**
 * The OpenID Connect Authorization Code flow with PKCE (openid-client 6): /auth/sign-in sends the
 * person to the provider with a fresh state, nonce and code verifier kept in a short sealed cookie;
 * /auth/callback checks all three, has the ID token validated, matches a role and starts the session.
 * openid-client is loaded only when sign-in is configured, so a server without it needs no node_modules.
 */
const FLOW_COOKIE = "sc_signin";
const FLOW_TTL_S = 600;

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  ret: string;
  exp: number;
}

export interface SignInFlow {
  signIn(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  callback(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  signOut(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface FlowParts {
  auth: AuthConfig;
  sessions: Sessions;
  audit: Audit;
  secure: boolean;
  /** The dashboard's origin for this request (PUBLIC_URL, or its Host). */
  originOf(req: IncomingMessage): string;
  log(line: string): void;
}

interface OidcProvider {
  /** Discovery once; a failure is not kept, so the next sign-in asks the provider again. */
  configuration(): Promise<Oidc.Configuration>;
  /** The library, once configuration() has loaded it. */
  library(): Promise<typeof Oidc>;
  /** The provider's configuration and the library, or null once the person was told the provider is down. */
  ready(res: ServerResponse): Promise<{ config: Oidc.Configuration; client: typeof Oidc } | null>;
}

function oidcProvider(parts: FlowParts): OidcProvider {
  const { auth } = parts;
  let lib: Promise<typeof Oidc> | null = null;
  let discovered: Promise<Oidc.Configuration> | null = null;
  const configuration = (): Promise<Oidc.Configuration> => {
    discovered ??= (async () => {
      lib ??= import("openid-client");
      const client = await lib;
      const execute = auth.issuer.protocol === "http:" ? [client.allowInsecureRequests] : [];
      const auth_ = auth.clientSecret ? client.ClientSecretBasic(auth.clientSecret) : client.None();
      return client.discovery(auth.issuer, auth.clientId, undefined, auth_, { execute, timeout: 5 });
    })();
    discovered.catch(() => {
      discovered = null;
    });
    return discovered;
  };
  const library = () => lib as Promise<typeof Oidc>;
  const ready = async (res: ServerResponse) => {
    try {
      const config = await configuration();
      return { config, client: await library() };
    } catch (error) {
      parts.log(`sign-in: the provider at ${auth.issuer.origin} cannot be reached (${(error as Error).name})`);
      sendPage(
        res,
        503,
        "Sign-in is unavailable",
        [
          `The sign-in provider (${auth.issuer.origin}) cannot be reached, so nobody can sign in right now.`,
          "Try again in a minute; if it lasts, tell whoever runs the identity provider.",
        ],
        { href: "/auth/sign-in", text: "Try again" },
      );
      return null;
    }
  };
  return { configuration, library, ready };
}

/** What the three routes share: the parts, the provider, the flow cookie's seal and attributes. */
interface Flow {
  readonly parts: FlowParts;
  readonly oidc: OidcProvider;
  readonly sealer: ReturnType<typeof createSealer>;
  /** The flow cookie's attributes, and the header that clears it. */
  readonly attributes: string;
  readonly clearFlow: string;
}

export function createSignInFlow(parts: FlowParts): SignInFlow {
  const attributes = `Path=/auth/; HttpOnly; SameSite=Lax${parts.secure ? "; Secure" : ""}`;
  const flow: Flow = {
    parts,
    oidc: oidcProvider(parts),
    sealer: createSealer(parts.auth.secret, "sign-in flow"),
    attributes,
    clearFlow: `${FLOW_COOKIE}=; ${attributes}; Max-Age=0`,
  };
  return {
    signIn: (req, res, url) => signIn(flow, req, res, url),
    callback: (req, res, url) => callback(flow, req, res, url),
    signOut: (req, res) => signOut(flow, req, res),
  };
}

/** /auth/sign-in: off to the provider with a fresh state, nonce and code verifier in the sealed flow cookie. */
async function signIn({ parts, oidc, sealer, attributes }: Flow, req: IncomingMessage, res: ServerResponse, url: URL) {
  const ready = await oidc.ready(res);
  if (!ready) return;
  const { config, client } = ready;
  const flow: FlowState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    ret: safeReturnPath(url.searchParams.get("return")),
    exp: Math.floor(Date.now() / 1000) + FLOW_TTL_S,
  };
  const params: Record<string, string> = {
    redirect_uri: `${parts.originOf(req)}/auth/callback`,
    scope: parts.auth.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
  };
  if (url.searchParams.get("switch") === "1") params.prompt = "login";
  const target = client.buildAuthorizationUrl(config, params);
  res.writeHead(303, {
    location: target.href,
    "set-cookie": `${FLOW_COOKIE}=${sealer.seal(flow)}; ${attributes}; Max-Age=${FLOW_TTL_S}`,
    "cache-control": "no-store",
  });
  res.end();
}

function refuse({ parts, clearFlow }: Flow, req: IncomingMessage, res: ServerResponse, reason: string, text: string) {
  parts.audit({
    event: "sign_in_refused",
    subject: null,
    email: null,
    group: null,
    method: req.method ?? "GET",
    path: "/auth/callback",
    status: 400,
    request_id: null,
    reason,
  });
  sendPage(
    res,
    400,
    "Sign-in did not finish",
    [text],
    { href: "/auth/sign-in", text: "Sign in again" },
    { "set-cookie": clearFlow },
  );
}

/** The ID token's claims for the code in the callback's URL, or undefined once the person was told why not. */
async function claimsOf(flow: Flow, opened: FlowState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { parts, oidc } = flow;
  const ready = await oidc.ready(res);
  if (!ready) return undefined;
  const { config, client } = ready;
  const current = new URL(`${url.pathname}${url.search}`, parts.originOf(req));
  let claims: Oidc.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: opened.verifier,
      expectedState: opened.state,
      expectedNonce: opened.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    // The provider's words may carry its internals: the log gets the kind, the person a plain sentence.
    parts.log(
      `sign-in: the provider's answer was refused (${(error as Error).name}: ${(error as { code?: string }).code ?? "no code"})`,
    );
    refuse(
      flow,
      req,
      res,
      "provider_answer",
      "The identity provider's answer could not be accepted. Please sign in again.",
    );
    return undefined;
  }
  if (!claims) refuse(flow, req, res, "no_id_token", "The identity provider sent no ID token. Please sign in again.");
  return claims;
}

/** /auth/callback: the flow cookie, the provider's answer and a role, then the session; each refusal says why. */
async function callback(flow: Flow, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { parts, sealer, clearFlow } = flow;
  const opened = sealer.open(cookieValue(req.headers.cookie, FLOW_COOKIE) ?? "") as FlowState | null;
  if (!opened || typeof opened.state !== "string" || opened.exp < Date.now() / 1000) {
    refuse(flow, req, res, "no_flow", "This sign-in started too long ago or in another browser. Please sign in again.");
    return;
  }
  const claims = await claimsOf(flow, opened, req, res, url);
  if (!claims) return;
  const who = {
    sub: claims.sub,
    email: typeof claims.email === "string" ? claims.email : null,
    name: typeof claims.name === "string" ? claims.name : null,
  };
  const role = matchRole(parts.auth.roles, groupsOf(claims[parts.auth.groupsClaim]));
  const line = { subject: who.sub, email: who.email, method: "GET", path: "/auth/callback", request_id: null };
  if (!role) {
    parts.audit({ ...line, event: "sign_in_refused", group: null, status: 403, reason: "no_role" });
    const named = who.name && who.email ? `${who.name} (${who.email})` : (who.email ?? who.name ?? who.sub);
    sendPage(
      res,
      403,
      "No role here is yours",
      [
        `You are signed in as ${named}, but none of your groups has a role on this dashboard.`,
        "Ask whoever runs it to give one of your groups a role (ROLE_KEYS), then sign in again.",
      ],
      { href: "/auth/sign-in?switch=1", text: "Sign in as someone else" },
      { "set-cookie": clearFlow },
    );
    return;
  }
  parts.audit({ ...line, event: "sign_in", group: role.group, status: 303 });
  res.writeHead(303, {
    location: opened.ret,
    "set-cookie": [parts.sessions.issue({ ...who, group: role.group }), clearFlow],
    "cache-control": "no-store",
  });
  res.end();
}

/** /auth/sign-out: this dashboard's session ends; the provider's too when it offers an end-session endpoint. */
async function signOut({ parts, oidc }: Flow, req: IncomingMessage, res: ServerResponse) {
  const read = parts.sessions.read(req);
  const who = read.ok ? read.session : null;
  parts.audit({
    event: "sign_out",
    subject: who?.sub ?? null,
    email: who?.email ?? null,
    group: who?.group ?? null,
    method: req.method ?? "GET",
    path: "/auth/sign-out",
    status: 303,
    request_id: null,
  });
  let location = "/auth/signed-out";
  try {
    const config = await oidc.configuration();
    const client = await oidc.library();
    if (config.serverMetadata().end_session_endpoint) {
      location = client.buildEndSessionUrl(config, {
        client_id: parts.auth.clientId,
        post_logout_redirect_uri: `${parts.originOf(req)}/auth/signed-out`,
      }).href;
    }
  } catch {
    // The provider is down: this dashboard's session still ends.
  }
  res.writeHead(303, { location, "set-cookie": parts.sessions.clear(), "cache-control": "no-store" });
  res.end();
}
