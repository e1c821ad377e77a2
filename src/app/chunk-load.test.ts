import { describe, expect, it } from "vitest";
import { buildChanged, entryScriptOf, isChunkLoadError } from "./chunk-load";

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

const BASE = "http://127.0.0.1:4173/o/demo/sessions";

describe("chunk load failures", () => {
  it("recognises the browsers' words for a chunk that did not download, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reads the entry script of a page", () => {
    expect(entryScriptOf(page("/assets/index-abc.js"))).toBe("/assets/index-abc.js");
    expect(entryScriptOf("<html><script src='/x.js'></script></html>")).toBeNull();
  });

  it("tells whether the server serves another build than this tab runs", async () => {
    const doc = "/assets/index-abc.js";
    const serve =
      (html: string, status = 200) =>
      async () =>
        new Response(html, { status });
    expect(await buildChanged(serve(page("/assets/index-abc.js")), doc, BASE)).toBe(false);
    expect(await buildChanged(serve(page("/assets/index-def.js")), doc, BASE)).toBe(true);
    // Cannot tell: offline, an error page, a page without an entry script, a tab without one.
    expect(
      await buildChanged(
        async () => {
          throw new TypeError("Failed to fetch");
        },
        doc,
        BASE,
      ),
    ).toBeNull();
    expect(await buildChanged(serve("bad gateway", 502), doc, BASE)).toBeNull();
    expect(await buildChanged(serve("<html></html>"), doc, BASE)).toBeNull();
    expect(await buildChanged(serve(page("/assets/index-def.js")), null, BASE)).toBeNull();
  });
});
