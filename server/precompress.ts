import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes `.br` and `.gz` twins of the build's text files once, at build time, so the server sends
 * compressed assets without compressing per request. Up-to-date twins are kept; run it after every build.
 */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function candidates(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) candidates(full, out);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase())) out.push(full);
  }
  return out;
}

function fresh(twin: string, sourceMtime: number): boolean {
  try {
    return statSync(twin).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

export async function precompress(dir: string): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  const jobs = candidates(resolve(dir)).map(async (path) => {
    const stat = statSync(path);
    if (stat.size < MIN_BYTES) return;
    if (fresh(`${path}.br`, stat.mtimeMs) && fresh(`${path}.gz`, stat.mtimeMs)) {
      kept += 1;
      return;
    }
    const source = await readFile(path);
    // zlib's async calls run on libuv's thread pool, so files compress in parallel.
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    written += 1;
  });
  await Promise.all(jobs);
  return { written, kept };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? resolve(import.meta.dirname, "..", "dist");
  const started = Date.now();
  const { written, kept } = await precompress(dir);
  console.info(
    `precompress: ${written} file(s) compressed, ${kept} up to date, in ${Date.now() - started} ms (${dir})`,
  );
}
