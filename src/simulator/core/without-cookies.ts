import { type HttpHandler, matchRequestUrl } from "msw";

/**
 * MSW's HttpHandler parses the request's cookies (the document's, and its cookie store's through
 * tough-cookie) for every handler it tries, before it knows whether the path matches: once per handler
 * down the list, for every request. On a demo page's first reads that was a tenth of the simulator's
 * time in the page. No handler here reads cookies, so a handler's parse matches the path alone.
 */
export function withoutCookies(handler: HttpHandler): HttpHandler {
  const { path } = handler.info;
  if (typeof path === "function") return handler;
  handler.parse = async ({ request, resolutionContext }) => ({
    match: matchRequestUrl(new URL(request.url), path, resolutionContext?.baseUrl),
    cookies: {},
  });
  return handler;
}
