import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import Provider, { type Context, type Interaction } from "oidc-provider";
import { escapeHtml } from "../server/auth/pages.ts";
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PEOPLE, DEMO_ROLE_KEYS } from "./idp-people.ts";

/**
 * `npm run idp`: a real OpenID provider (oidc-provider) for trying sign-in locally, with a fixed
 * client and five demo people behind a plain login form. Not for production: the people, the client
 * secret and the cookie keys are public. The client is a loopback "native" one, so any
 * http://127.0.0.1:<port>/auth/callback (or localhost) is accepted: a dashboard on any port can use it.
 */
export interface RunningIdp {
  url: string;
  close(): Promise<void>;
}

function loginPage(uid: string, error: string | null): string {
  const people = DEMO_PEOPLE.map(
    (p) =>
      `<li>${escapeHtml(p.name)}: <code>${escapeHtml(p.email)}</code> (${p.groups.length ? escapeHtml(p.groups.join(", ")) : "no group"})</li>`,
  ).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo sign-in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 30rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>Demo identity provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>Email <input name="email" type="email" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form>
<p>Demo people (password <code>${DEMO_PASSWORD}</code>):</p><ul>${people}</ul></main></body></html>`;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((done, fail) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy(new Error("form too large"));
    });
    req.on("end", () => done(new URLSearchParams(text)));
    req.on("error", fail);
  });
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(body);
}

function createProvider(issuer: string): Provider {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return new Provider(issuer, {
    clients: [
      {
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
        application_type: "native",
        redirect_uris: ["http://127.0.0.1/auth/callback", "http://localhost/auth/callback"],
        post_logout_redirect_uris: ["http://127.0.0.1/auth/signed-out", "http://localhost/auth/signed-out"],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256", kid: "demo" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    // The groups claim rides in the ID token, where the dashboard reads it.
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => {
      const person = DEMO_PEOPLE.find((p) => p.id === id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: person.name,
          email: person.email,
          email_verified: true,
          groups: person.groups,
        }),
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: Context, form: string) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out</title></head><body><main><h1>Sign out of the demo provider?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button></main></body></html>`;
        },
        postLogoutSuccessSource: (ctx: Context) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>Signed out of the demo provider</h1></main></body></html>`;
        },
      },
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
    },
  });
}

export async function startIdp(options: { port: number; host?: string }): Promise<RunningIdp> {
  const host = options.host ?? "127.0.0.1";
  // The issuer must be known before the port: listen first, then build the provider for that address.
  let route: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => html(res, 503, "starting");
  const server = createServer((req, res) => route(req, res));
  await new Promise<void>((done) => server.listen(options.port, host, done));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = createProvider(url);
  const callback = provider.callback();
  route = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? "");
    if (!match) {
      callback(req, res);
      return;
    }
    void interaction(provider, req, res, match[1] as string, Boolean(match[2])).catch((error: Error) => {
      if (!res.headersSent) html(res, 400, `<p>${escapeHtml(error.message)}</p><p><a href="/">Start again</a></p>`);
    });
  };
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string, login: boolean) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error("This sign-in page belongs to another sign-in.");
  if (details.prompt.name === "consent") {
    // A first-party demo: consent goes with the sign-in, for exactly what was asked.
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grantAsked(provider, details) } },
      {
        mergeWithLastSubmission: true,
      },
    );
    return;
  }
  if (!login || req.method !== "POST") {
    html(res, 200, loginPage(uid, null));
    return;
  }
  const form = await readForm(req);
  const email = (form.get("email") ?? "").trim().toLowerCase();
  const person = DEMO_PEOPLE.find((p) => p.email === email);
  if (!person || form.get("password") !== DEMO_PASSWORD) {
    html(res, 200, loginPage(uid, "Unknown email or wrong password."));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: person.id } }, { mergeWithLastSubmission: false });
}

async function grantAsked(provider: Provider, details: Interaction): Promise<string> {
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({
        clientId: details.params.client_id as string,
        accountId: details.session?.accountId as string,
      });
  if (!grant) throw new Error("The sign-in's grant is gone; start again.");
  const missing = details.prompt.details;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  return grant.save();
}

/** The `npm run serve` line that signs in through this provider. */
export function serveLine(idpUrl: string, simUrl = "http://127.0.0.1:4010"): string {
  const secret = randomBytes(32).toString("base64url");
  return [
    `SVC_BASE_URL=${simUrl}`,
    `OIDC_ISSUER=${idpUrl}`,
    `OIDC_CLIENT_ID=${DEMO_CLIENT.id}`,
    `OIDC_CLIENT_SECRET=${DEMO_CLIENT.secret}`,
    `AUTH_SECRET=${secret}`,
    `ROLE_KEYS='${DEMO_ROLE_KEYS}'`,
    "npm run serve",
  ].join(" ");
}

async function main(): Promise<void> {
  const port = Number(process.env.IDP_PORT ?? 4020);
  const running = await startIdp({ port });
  console.info(
    `Demo identity provider on ${running.url} (people: ${DEMO_PEOPLE.map((p) => p.email).join(", ")}; password ${DEMO_PASSWORD})`,
  );
  console.info("Run the dashboard with sign-in through it (and `npm run sim` for the service):");
  console.info(`  ${serveLine(running.url)}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
