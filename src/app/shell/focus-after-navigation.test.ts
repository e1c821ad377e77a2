// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { pageName, shouldMoveFocus } from "./focus-after-navigation";

// Files share a worker's document (vitest isolate: false): a page left in the body is the next file's stray link.
afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `<nav><a id="nav" href="/x">Members</a></nav><main id="main" tabindex="-1"><h1>Members</h1><input id="field"></main>`;
  const get = (id: string) => document.getElementById(id);
  return { nav: get("nav"), main: get("main"), field: get("field") };
}

describe("shouldMoveFocus", () => {
  it("moves focus after a path change when focus stayed on the clicked link or fell to body", () => {
    const { nav, main } = page();
    expect(shouldMoveFocus({ pathChanged: true, fromPage: true, before: nav, now: nav, main })).toBe(true);
    expect(shouldMoveFocus({ pathChanged: true, fromPage: true, before: nav, now: document.body, main })).toBe(true);
    expect(shouldMoveFocus({ pathChanged: true, fromPage: true, before: nav, now: null, main })).toBe(true);
  });
  it("moves it when the clicked link was inside main and unmounted", () => {
    const { main } = page();
    const gone = document.createElement("a");
    expect(shouldMoveFocus({ pathChanged: true, fromPage: true, before: gone, now: gone, main })).toBe(true);
  });
  it("leaves it where the new page put it (an autofocused field)", () => {
    const { nav, main, field } = page();
    expect(shouldMoveFocus({ pathChanged: true, fromPage: true, before: nav, now: field, main })).toBe(false);
  });
  it("leaves it on a change of the search alone, and on the first page", () => {
    const { nav, main } = page();
    expect(shouldMoveFocus({ pathChanged: false, fromPage: true, before: nav, now: nav, main })).toBe(false);
    expect(shouldMoveFocus({ pathChanged: true, fromPage: false, before: null, now: document.body, main })).toBe(false);
  });
});

describe("pageName", () => {
  it("is the heading's words, else the title without the app's name", () => {
    const h1 = document.createElement("h1");
    h1.textContent = "  Fix   CI ";
    expect(pageName(h1, "whatever", "Session Control")).toBe("Fix CI");
    expect(pageName(null, "Members · Session Control", "Session Control")).toBe("Members");
    expect(pageName(null, "Session Control", "Session Control")).toBe("Session Control");
  });
});
