import { randomBytes } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CSP_PRELUDE_JS, CSP_PRELUDE_PATH } from "./csp-prelude.ts";

/**
 * The built app, indexed once at start: a request can only ever reach a file that was in the build
 * (an exact map lookup, so no path can walk out of it), and picks a precompressed `.br`/`.gz` twin
 * when the browser takes one.
 */
type Encoding = "br" | "gzip";

interface Variant {
  path: string;
  size: number;
}

interface StaticFile {
  path: string;
  size: number;
  etag: string;
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>>;
}

/** index.html split around the nonce, which is new for every response. */
interface Page {
  before: string;
  after: string;
}

export interface StaticSite {
  /** Serves a file of the build, the page, or the page for a client-side route; false when none fits. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  fileCount: number;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** A twin older than its source is from an earlier build: ignored rather than served stale. */
function variantOf(path: string, encoding: Encoding, sourceMtime: number): Variant | undefined {
  try {
    const stat = statSync(path + ENCODING_SUFFIX[encoding]);
    return stat.mtimeMs >= sourceMtime ? { path: path + ENCODING_SUFFIX[encoding], size: stat.size } : undefined;
  } catch {
    return undefined;
  }
}

/** Prefers brotli, then gzip, among what the browser accepts (a `;q=0` refuses). */
export function pickEncoding(accept: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!accept || available.length === 0) return null;
  const offered = new Set<string>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    offered.add(name.trim());
  }
  for (const encoding of ["br", "gzip"] as const) {
    if (available.includes(encoding) && (offered.has(encoding) || offered.has("*"))) return encoding;
  }
  return null;
}

const NONCE_SLOT = "\u0000nonce\u0000";

function buildPage(distDir: string, liveConfig: string | null): Page {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  // vite's convention (`html.cspNonce`): the app reads the nonce from this tag's `nonce` property.
  const metas = [`<meta property="csp-nonce" nonce="${NONCE_SLOT}" />`];
  if (liveConfig) metas.push(`<meta name="session-control-config" content="${escapeAttribute(liveConfig)}" />`);
  const prelude = `<script defer src="${CSP_PRELUDE_PATH}"></script>\n    `;
  const withPrelude = html.includes('<script type="module"')
    ? html.replace('<script type="module"', `${prelude}<script type="module"`)
    : html.replace("</head>", `  ${prelude}</head>`);
  const [before = "", after = ""] = withPrelude
    .replace("</head>", `${metas.map((m) => `  ${m}\n`).join("")}  </head>`)
    .split(NONCE_SLOT);
  return { before, after };
}

export function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function notModified(req: IncomingMessage, etag: string): boolean {
  const match = req.headers["if-none-match"];
  return typeof match === "string" && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

export function loadStaticSite(
  distDir: string,
  liveConfig: string | null,
  pageCsp: (nonce: string) => string,
): StaticSite {
  const files = new Map<string, StaticFile>();
  const all = walk(distDir);
  const present = new Set(all);
  for (const path of all) {
    // Twins are served in place of their source, never under their own name.
    if ((path.endsWith(".br") || path.endsWith(".gz")) && present.has(path.slice(0, -3))) continue;
    const stat = statSync(path);
    const urlPath = `/${relative(distDir, path).split(sep).join("/")}`;
    const variants: Partial<Record<Encoding, Variant>> = {};
    for (const encoding of ["br", "gzip"] as const) {
      const variant = variantOf(path, encoding, stat.mtimeMs);
      if (variant) variants[encoding] = variant;
    }
    files.set(urlPath, {
      path,
      size: stat.size,
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      // Vite puts content-hashed names under /assets/: a new build means new names.
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      variants,
    });
  }
  const page = buildPage(distDir, liveConfig);
  const prelude = Buffer.from(CSP_PRELUDE_JS);

  // No ETag: a revalidated copy would pair an old nonce with a new policy. The page is 1–2 KB.
  const sendPage = (req: IncomingMessage, res: ServerResponse) => {
    const nonce = randomBytes(16).toString("base64");
    const html = Buffer.from(page.before + nonce + page.after);
    const encoding = pickEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
    const body =
      encoding === "br"
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === "gzip"
          ? gzipSync(html)
          : html;
    res.setHeader("content-security-policy", pageCsp(nonce));
    res.setHeader("cache-control", REVALIDATE);
    res.setHeader("vary", "accept-encoding");
    res.setHeader("content-type", TYPES[".html"] ?? "text/html");
    res.setHeader("content-length", body.length);
    if (encoding) res.setHeader("content-encoding", encoding);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, file: StaticFile) => {
    const available = Object.keys(file.variants) as Encoding[];
    const encoding = pickEncoding(req.headers["accept-encoding"], available);
    const variant = encoding ? file.variants[encoding] : undefined;
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    res.setHeader("cache-control", file.cacheControl);
    if (available.length > 0) res.setHeader("vary", "accept-encoding");
    res.setHeader("etag", etag);
    if (notModified(req, etag)) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader("content-type", file.type);
    res.setHeader("content-length", variant ? variant.size : file.size);
    if (encoding) res.setHeader("content-encoding", encoding);
    res.writeHead(200);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    // A read error mid-body can only cut the connection: the status is already sent.
    pipeline(createReadStream(variant ? variant.path : file.path), res, () => {});
  };

  return {
    fileCount: files.size,
    serve(req, res, pathname) {
      if (pathname === CSP_PRELUDE_PATH) {
        res.writeHead(200, {
          "content-type": TYPES[".js"],
          "content-length": prelude.length,
          "cache-control": IMMUTABLE,
        });
        res.end(req.method === "HEAD" ? undefined : prelude);
        return true;
      }
      if (pathname === "/" || pathname === "/index.html") {
        sendPage(req, res);
        return true;
      }
      const file = files.get(safeDecode(pathname));
      if (file) {
        sendFile(req, res, file);
        return true;
      }
      // Client-side routes get the page; a missing file (an old asset, a typo) gets a real 404.
      const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
      const wantsPage = !lastSegment.includes(".") || (req.headers.accept ?? "").includes("text/html");
      if (pathname.startsWith("/assets/") || !wantsPage) return false;
      sendPage(req, res);
      return true;
    },
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
