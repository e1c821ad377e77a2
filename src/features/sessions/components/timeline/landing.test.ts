// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { type LandingHost, land, landingOffset, mayTakeFocus } from "./landing";

afterEach(() => {
  document.body.replaceChildren();
});

describe("landingOffset", () => {
  it("centres a row that fits in the timeline", () => {
    expect(landingOffset({ start: 1000, size: 100 }, 400, 5000)).toBe(850);
  });

  it("shows the top of a row taller than the timeline (its command, not the middle of its output)", () => {
    expect(landingOffset({ start: 1000, size: 600 }, 400, 5000)).toBe(1000);
  });

  it("stays within the list: the first row lands at 0, the last at the end", () => {
    expect(landingOffset({ start: 0, size: 50 }, 400, 5000)).toBe(0);
    expect(landingOffset({ start: 4950, size: 50 }, 400, 4600)).toBe(4600);
    expect(landingOffset({ start: 10, size: 50 }, 400, -20)).toBe(0);
  });
});

describe("mayTakeFocus", () => {
  function place() {
    const main = document.createElement("main");
    const h1 = document.createElement("h1");
    const feed = document.createElement("div");
    const row = document.createElement("article");
    const link = document.createElement("a");
    const other = document.createElement("input");
    feed.append(row);
    main.append(h1, link, feed, other);
    document.body.append(main);
    return { h1, feed, row, link, other };
  }

  it("takes focus from the link that was followed, the body, the page's heading or a row", () => {
    const { h1, feed, row, link } = place();
    const at = (now: Element | null) => mayTakeFocus({ before: link, now, body: document.body, feed });
    expect(at(link)).toBe(true);
    expect(at(document.body)).toBe(true);
    expect(at(null)).toBe(true);
    expect(at(h1)).toBe(true);
    expect(at(row)).toBe(true);
  });

  it("leaves focus where the reader has put it since", () => {
    const { feed, link, other } = place();
    expect(mayTakeFocus({ before: link, now: other, body: document.body, feed })).toBe(false);
  });
});

/** A list whose scroll position, measurements and frames the test drives. */
function world(opts: { viewport?: () => number } = {}) {
  const el = document.createElement("div");
  document.body.append(el);
  let top = 0;
  Object.defineProperty(el, "scrollTop", {
    get: () => top,
    set: (v: number) => {
      top = v;
    },
  });
  Object.defineProperty(el, "clientHeight", { get: () => opts.viewport?.() ?? 400 });
  Object.defineProperty(el, "scrollHeight", { get: () => 10_000 });
  const row = document.createElement("article");
  row.tabIndex = -1;
  let span: (ReturnType<LandingHost["span"]> & object) | null = { start: 2000, size: 88, measured: false };
  let mounted = false;
  const frames: (() => void)[] = [];
  const host: LandingHost = {
    viewport: () => el,
    span: () => span,
    element: () => (mounted ? row : null),
    frame: (fn) => {
      frames.push(fn);
      return () => frames.splice(frames.indexOf(fn), 1);
    },
  };
  return {
    el,
    row,
    host,
    get top() {
      return top;
    },
    set top(v: number) {
      top = v;
    },
    setSpan(next: typeof span) {
      span = next;
    },
    mount() {
      el.append(row);
      mounted = true;
    },
    /** Runs the frames due now; returns how many ran. */
    tick(n = 1) {
      let ran = 0;
      for (let i = 0; i < n; i += 1) {
        const due = frames.splice(0);
        for (const fn of due) fn();
        ran += due.length;
      }
      return ran;
    },
    pending: () => frames.length,
  };
}

describe("land", () => {
  it("aims at once, then again when the row is measured taller than estimated", () => {
    const w = world();
    land(w.host);
    expect(w.top).toBe(2000 - (400 - 88) / 2);
    w.mount();
    w.setSpan({ start: 2000, size: 600, measured: true });
    w.tick();
    expect(w.top).toBe(2000);
  });

  it("puts the row back in view when something writes an old position after it (the router's restoration)", () => {
    const w = world();
    land(w.host);
    w.mount();
    w.setSpan({ start: 2000, size: 100, measured: true });
    w.tick();
    const landed = w.top;
    w.top = 9600; // the position before the link was followed, written back after the render
    w.tick();
    expect(w.top).toBe(landed);
  });

  it("follows the row when the timeline's height changes (a card above folds)", () => {
    let viewport = 200;
    const w = world({ viewport: () => viewport });
    land(w.host);
    w.mount();
    w.setSpan({ start: 2000, size: 100, measured: true });
    w.tick();
    expect(w.top).toBe(1950);
    viewport = 600;
    w.tick();
    expect(w.top).toBe(1750);
  });

  it("stops once the row is mounted, measured and has stayed put for a few frames", () => {
    const w = world();
    land(w.host);
    w.mount();
    w.setSpan({ start: 2000, size: 100, measured: true });
    w.tick(6);
    expect(w.pending()).toBe(0);
  });

  it("gives the row focus once it is mounted, from the link that was followed", () => {
    const w = world();
    const link = document.createElement("a");
    link.href = "#";
    document.body.append(link);
    link.focus();
    land(w.host);
    expect(document.activeElement).toBe(link);
    w.mount();
    w.tick();
    expect(document.activeElement).toBe(w.row);
  });

  it("stops aiming when cancelled (the reader scrolled)", () => {
    const w = world();
    const cancel = land(w.host);
    cancel();
    w.top = 0;
    expect(w.tick()).toBe(0);
    expect(w.top).toBe(0);
  });
});
