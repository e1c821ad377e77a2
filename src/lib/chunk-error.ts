/**
 * A piece of the app's code that failed to download (a lazy chunk, its CSS): the browser's own error,
 * worded differently by each engine and by Vite. One test, used by the route fallback (which offers a
 * reload when the build changed) and by the error table (which words it for people).
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Outdated Optimize Dep/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message);
}
