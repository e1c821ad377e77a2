import type { IncomingMessage, ServerResponse } from "node:http";
import { sendError } from "../proxy-gate.ts";
import type { Audit } from "./audit.ts";
import type { AuthConfig } from "./config.ts";
import { createSignInFlow } from "./flow.ts";
import { sendPage } from "./pages.ts";
import { setRoleBearer } from "./request-role.ts";
import { safeReturnPath } from "./return-path.ts";
import { createSessions } from "./session.ts";

/**
 * Sign-in in front of everything a server-held key could be used through. Per request: the session
 * (a sealed cookie) → its role → the role's key, which the proxy sends as Authorization.
 * /healthz and /readyz stay open, and so do the build's static files: they hold nothing but the app.
 */
export interface AuthGate {
  /** Answers /auth/*; false for any other path. */
  route(req: IncomingMessage, res: ServerResponse, pathname: string, target: string): boolean;
  /** For /api: who sends it when it may go on (the role's key set on it); otherwise null, and it has been answered. */
  api(req: IncomingMessage, res: ServerResponse, fixedHeaders: Readonly<Record<string, string>>): Who | null;
  /** For pages: true when the request may go on; otherwise it was sent to sign in. */
  page(req: IncomingMessage, res: ServerResponse, pathname: string, target: string): boolean;
}

/** Who a request is from, as the audit trail names them. */
export interface Who {
  subject: string | null;
  email: string | null;
  group: string | null;
}

export interface GateOptions {
  trustProxy: boolean;
  audit: Audit;
  log(line: string): void;
  nowMs?: () => number;
}

/** The app's own files (hashed assets, icons, the worker script): anything with a file extension. */
const STATIC_FILE = /\/[^/]+\.[A-Za-z0-9]+$/;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

export function createAuthGate(auth: AuthConfig, options: GateOptions): AuthGate {
  // Behind a TLS-terminating proxy the cookie is Secure; a plain-http dashboard (local trials) cannot be.
  const secure = options.trustProxy || auth.publicUrl?.protocol === "https:";
  const sessions = createSessions(auth, secure, options.nowMs);
  const bearers = new Map(auth.roles.map((pair) => [pair.group, `Bearer ${pair.key}`]));
  const originOf = (req: IncomingMessage): string => {
    if (auth.publicUrl) return auth.publicUrl.origin;
    const proto = options.trustProxy ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
    const host = (options.trustProxy ? firstValue(req.headers["x-forwarded-host"]) : undefined) ?? req.headers.host;
    return `${proto === "https" ? "https" : "http"}://${host ?? "localhost"}`;
  };
  const flow = createSignInFlow({ auth, sessions, audit: options.audit, secure, originOf, log: options.log });
  const failed = (res: ServerResponse, error: unknown) => {
    options.log(`sign-in: ${(error as Error).name}: ${(error as Error).message}`);
    if (!res.headersSent) sendPage(res, 500, "Sign-in failed", ["Something went wrong here. Please try again."], null);
  };

  return {
    route(req, res, pathname, target) {
      if (pathname !== "/auth" && !pathname.startsWith("/auth/")) return false;
      const url = new URL(target, "http://same.invalid");
      if (pathname === "/auth/sign-in") {
        const read = sessions.read(req);
        if (read.ok && url.searchParams.get("switch") !== "1") {
          res.writeHead(303, { location: safeReturnPath(url.searchParams.get("return")), "cache-control": "no-store" });
          res.end();
        } else flow.signIn(req, res, url).catch((e) => failed(res, e));
      } else if (pathname === "/auth/callback") flow.callback(req, res, url).catch((e) => failed(res, e));
      else if (pathname === "/auth/sign-out") flow.signOut(req, res).catch((e) => failed(res, e));
      else if (pathname === "/auth/signed-out") {
        sendPage(res, 200, "Signed out", ["You are signed out of Session Control."], {
          href: "/auth/sign-in",
          text: "Sign in again",
        });
      } else if (pathname === "/auth/me") {
        const read = sessions.read(req);
        const body = read.ok
          ? JSON.stringify({
              subject: read.session.sub,
              name: read.session.name,
              email: read.session.email,
              group: read.session.group,
            })
          : JSON.stringify({ error: "sign_in_required", message: "Sign in to use this dashboard." });
        const headers: Record<string, string> = {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
        };
        if (read.ok && read.renew) headers["set-cookie"] = read.renew;
        res.writeHead(read.ok ? 200 : 401, headers);
        res.end(body);
      } else {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        res.end("Not found");
      }
      return true;
    },

    api(req, res, fixedHeaders) {
      const read = sessions.read(req);
      if (!read.ok) {
        options.audit({
          event: "refused",
          subject: null,
          email: null,
          group: null,
          method: req.method ?? "GET",
          path: req.url ?? "/api",
          status: 401,
          request_id: null,
          reason: read.reason,
        });
        sendError(res, 401, "sign_in_required", "Sign in to use this dashboard.", { ...fixedHeaders });
        return null;
      }
      if (read.renew) res.setHeader("set-cookie", read.renew);
      setRoleBearer(req, bearers.get(read.role.group) as string);
      return { subject: read.session.sub, email: read.session.email, group: read.session.group };
    },

    page(req, res, pathname, target) {
      if (STATIC_FILE.test(pathname)) return true;
      const read = sessions.read(req);
      if (read.ok) {
        if (read.renew) res.setHeader("set-cookie", read.renew);
        return true;
      }
      res.writeHead(303, {
        location: `/auth/sign-in?return=${encodeURIComponent(safeReturnPath(target))}`,
        "cache-control": "no-store",
      });
      res.end();
      return false;
    },
  };
}
