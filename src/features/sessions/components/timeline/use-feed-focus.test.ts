// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { firstTabbableAfter, tabbables } from "./use-feed-focus";

afterEach(() => {
  document.body.innerHTML = "";
});

const ids = (els: readonly HTMLElement[] | null) => (els ?? []).map((el) => el.id);

describe("tabbables", () => {
  it("keeps the elements Tab stops at, in document order", () => {
    document.body.innerHTML = `
      <article id="row" tabindex="-1">
        <button id="copy">Copy</button>
        <a id="anchor">no href</a>
        <a id="link" href="#e1">Link</a>
        <button id="off" disabled>Off</button>
        <span id="roving" tabindex="-1"></span>
        <div hidden><button id="hidden">Hidden</button></div>
        <div aria-hidden="true"><a id="decor" href="#x">x</a></div>
        <input id="field" />
        <input id="secret" type="hidden" />
        <div id="focusable" tabindex="0"></div>
      </article>`;
    expect(ids(tabbables(document.getElementById("row") as HTMLElement))).toEqual([
      "copy",
      "link",
      "field",
      "focusable",
    ]);
  });
});

describe("firstTabbableAfter", () => {
  it("skips everything inside the element and before it", () => {
    document.body.innerHTML = `
      <button id="before">Before</button>
      <div id="feed" tabindex="0"><article><button id="inside">Copy</button></article></div>
      <button id="gone" disabled>Gone</button>
      <textarea id="composer"></textarea>`;
    const feed = document.getElementById("feed") as HTMLElement;
    expect(firstTabbableAfter(feed)?.id).toBe("composer");
  });

  it("is null when nothing follows", () => {
    document.body.innerHTML = `<div id="feed" tabindex="0"><button>Copy</button></div>`;
    expect(firstTabbableAfter(document.getElementById("feed") as HTMLElement)).toBeNull();
  });
});
