import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { proxy } from "hono/proxy";
import { secureHeaders } from "hono/secure-headers";

/**
 * Production server: the built SPA with strict security headers, plus a same-origin proxy
 * `/api/* → SVC_BASE_URL` so browsers need no CORS and, with SVC_API_KEY, never see a key.
 */
export interface ProdOptions {
  /** Built app (vite build output). */
  distDir: string;
  /** Upstream service base URL, e.g. https://svc.example.com. Without it /api answers 404 and pages carry no live config. */
  upstream?: string | null;
  /** Injected as `Authorization: Bearer …` when the browser sent none. */
  apiKey?: string | null;
  /** Extra origins the SPA may call directly (Live mode on the connect screen); the upstream origin is added when `direct`. */
  connectSrc?: string[];
  /** Also allow the browser to call the upstream origin directly (besides the proxy). */
  direct?: boolean;
}

// Request headers that must not reach the upstream: browser credentials and per-hop/origin details.
const DROP_REQUEST_HEADERS = ["cookie", "host", "origin", "referer", "x-forwarded-for", "x-forwarded-host"];

function originOf(url: string): string {
  return new URL(url).origin;
}

function proxyTarget(upstream: string, c: Context): string {
  const url = new URL(c.req.url);
  const base = upstream.replace(/\/+$/, "");
  return `${base}${url.pathname.replace(/^\/api/, "")}${url.search}`;
}

async function forward(c: Context, upstream: string, apiKey: string | null): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  for (const name of DROP_REQUEST_HEADERS) headers.delete(name);
  if (apiKey && !headers.has("authorization")) headers.set("authorization", `Bearer ${apiKey}`);
  let response: Response;
  try {
    response = await proxy(proxyTarget(upstream, c), { raw: c.req.raw, headers });
  } catch {
    // No upstream detail in the body: it may name internal hosts.
    return c.json({ error: "upstream_unavailable", message: "The service could not be reached." }, 502);
  }
  // Bodies stream through untouched; headers (Retry-After included) pass except cookies.
  response.headers.delete("set-cookie");
  response.headers.delete("set-cookie2");
  return response;
}

export function createProdApp(opts: ProdOptions): Hono {
  const distDir = resolve(opts.distDir);
  const upstream = opts.upstream ? opts.upstream.replace(/\/+$/, "") : null;
  const apiKey = opts.apiKey || null;
  const connectSrc = ["'self'", ...(opts.connectSrc ?? [])];
  if (upstream && opts.direct) connectSrc.push(originOf(upstream));

  const app = new Hono();
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix Themes sets inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc,
        // The demo runs the simulator in a service worker served from our origin.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
      referrerPolicy: "no-referrer",
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      crossOriginResourcePolicy: "same-origin",
      crossOriginOpenerPolicy: "same-origin",
      // HTTPS is terminated in front of this server when there is one; HSTS is that layer's call.
      strictTransportSecurity: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );

  app.all("/api/*", (c) => {
    if (!upstream) return c.json({ error: "not_configured", message: "SVC_BASE_URL is not set." }, 404);
    return forward(c, upstream, apiKey);
  });

  // Hashed asset names can be cached for good; everything else is revalidated.
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("cache-control")) return;
    const immutable = c.req.path.startsWith("/assets/");
    c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  });
  // The page tells the app how it is served (a meta tag: no extra request, and CSP allows it).
  const liveConfig = upstream ? JSON.stringify({ mode: "live", baseUrl: "/api", serverKey: apiKey !== null }) : null;
  const page = async (c: Context) => {
    const html = await readFile(resolve(distDir, "index.html"), "utf8").catch(() => null);
    if (html === null) return c.text("The app is not built: run `npm run build`.", 503);
    c.header("Cache-Control", "no-store");
    if (!liveConfig) return c.html(html);
    const meta = `<meta name="session-control-config" content="${escapeAttribute(liveConfig)}" />`;
    return c.html(html.replace("</head>", `    ${meta}\n  </head>`));
  };
  app.get("/", page);
  app.get("/index.html", page);
  app.use("*", serveStatic({ root: distDir }));

  // SPA fallback: client routes (no file extension, or a page navigation) get index.html.
  app.get("*", async (c) => {
    const path = new URL(c.req.url).pathname;
    const wantsPage = !/\.[a-z0-9]+$/i.test(path) || (c.req.header("accept") ?? "").includes("text/html");
    if (path.startsWith("/assets/") || !wantsPage) return c.text("Not found", 404);
    return page(c);
  });

  return app;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function main(): void {
  const port = Number(process.env.PORT ?? 8080);
  const hostname = process.env.HOST ?? "127.0.0.1";
  const upstream = process.env.SVC_BASE_URL || null;
  const app = createProdApp({
    distDir: resolve(import.meta.dirname, "..", "dist"),
    upstream,
    apiKey: process.env.SVC_API_KEY || null,
    direct: process.env.SVC_DIRECT === "1",
    connectSrc: (process.env.CSP_CONNECT_SRC ?? "").split(/\s+/).filter(Boolean),
  });
  serve({ fetch: app.fetch, port, hostname }, (info) => {
    const target = upstream ? `, /api → ${originOf(upstream)}` : " (no SVC_BASE_URL: demo or Live mode only)";
    console.info(`Session Control on http://${hostname}:${info.port}${target}`);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
