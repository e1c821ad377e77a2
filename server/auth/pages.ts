import type { ServerResponse } from "node:http";

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The few pages sign-in shows itself (the app is not loaded yet, or may not be): plain HTML with no
 * script or style of its own, under the page's security headers. Text is escaped; links are ours.
 */
export function sendPage(
  res: ServerResponse,
  status: number,
  title: string,
  paragraphs: string[],
  link: { href: string; text: string } | null,
  extra: Record<string, string> = {},
): void {
  const body = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(title)} · Session Control</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">',
    `<main><h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : "",
    "</main></body></html>",
  ].join("\n");
  res.writeHead(status, {
    ...extra,
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
}
