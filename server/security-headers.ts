import type { ServerConfig } from "./config.ts";

/**
 * The two `<style>` elements Radix renders with fixed text (the Select and ScrollArea viewports hide
 * native scrollbars with them), allowed by hash. prod.test.ts recomputes both from node_modules, so an
 * upgrade that changes the text fails a test instead of breaking styles under the CSP.
 */
export const RADIX_STYLE_HASHES = {
  "@radix-ui/react-scroll-area": "sha256-vGQdhYJbTuF+M8iCn1IZCHpdkiICocWHDq4qnQF4Rjw=",
  "@radix-ui/react-select": "sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk=",
} as const;

export interface SecurityHeaders {
  /** Sent on every response but the proxy's. */
  headers: Record<string, string>;
  /**
   * Sent on every answer of the `/api` proxy: JSON is never rendered as a page, so it gets the short
   * set APIs need (no sniffing, no embedding, no cross-origin reads) instead of the page's whole policy,
   * which would cost every held long poll a kilobyte of headers.
   */
  apiHeaders: Record<string, string>;
  /**
   * The page's own CSP: `style-src-elem` also admits this response's nonce, which the app hands to the
   * scroll lock of dialogs and menus (react-remove-scroll), whose `<style>` text depends on the scrollbar width.
   */
  pageCsp(nonce: string): string;
}

/**
 * Scripts come only from our origin (the build has no inline script, and nothing may eval); so do
 * stylesheets. Style attributes stay allowed: Radix Themes positions popovers and sizes components with them.
 */
export function securityHeaders(
  config: Pick<ServerConfig, "upstream" | "direct" | "connectSrc" | "hstsMaxAgeS">,
): SecurityHeaders {
  const connectSrc = ["'self'", ...config.connectSrc];
  if (config.upstream && config.direct) connectSrc.push(config.upstream.origin);
  const hashes = Object.values(RADIX_STYLE_HASHES).map((h) => `'${h}'`);
  const csp = (styleElem: string[]) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `style-src-elem 'self' ${styleElem.join(" ")}`,
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connectSrc.join(" ")}`,
      // The demo runs the simulator in a service worker served from our origin.
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "frame-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join("; ");
  const headers: Record<string, string> = {
    "content-security-policy": csp(hashes),
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    // Only features browsers know: an unknown name costs a console warning on every page.
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "x-permitted-cross-domain-policies": "none",
  };
  const apiHeaders: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
  };
  if (config.hstsMaxAgeS > 0) {
    headers["strict-transport-security"] = `max-age=${config.hstsMaxAgeS}`;
    apiHeaders["strict-transport-security"] = headers["strict-transport-security"];
  }
  return { headers, apiHeaders, pageCsp: (nonce) => csp([`'nonce-${nonce}'`, ...hashes]) };
}
