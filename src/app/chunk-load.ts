/**
 * A page's code arrives in chunks after the first load; on a flaky network, or after a deploy replaced
 * the files, one can fail to download. The app then says so in words (never the browser's exception
 * text), retries the download on the next navigation or "Try again", and offers a reload only when the
 * build on the server is not the one running in this tab (a reload then brings the new version).
 *
 * API: isChunkLoadError(error) (from lib/chunk-error) · entryScriptOf(html) · buildChanged(fetchPage?, running?, base?) → true | false | null
 */
export { isChunkLoadError } from "@/lib/chunk-error";

/** The path of the entry module script a page names, or null. */
export function entryScriptOf(html: string): string | null {
  const match = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/i.exec(html);
  return match?.[1] ?? null;
}

function runningEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, document.baseURI).pathname : null;
}

/**
 * Whether the server now serves another build than this tab runs: true / false, or null when it cannot
 * tell (offline, no entry script found).
 */
export async function buildChanged(
  fetchPage: (url: string) => Promise<Response> = (url) => fetch(url, { cache: "no-store" }),
  running: string | null = runningEntry(),
  base: string = document.baseURI,
): Promise<boolean | null> {
  if (running === null) return null;
  try {
    const response = await fetchPage(new URL("/", base).href);
    if (!response.ok) return null;
    const served = entryScriptOf(await response.text());
    if (served === null) return null;
    return new URL(served, base).pathname !== running;
  } catch {
    return null;
  }
}
