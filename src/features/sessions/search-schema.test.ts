import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSessionRef } from "./components/list/session-ref";
import { sessionSearchSchema, sessionsIndexSearchSchema } from "./search-schema";
import { parseWallIds, wallSearchSchema } from "./wall/wall-search";

describe("session page search", () => {
  it("keeps valid values, numbers as text", () => {
    expect(sessionSearchSchema({ tab: "diagnostics", event: 42, types: "messages,tools", q: "retry" })).toEqual({
      tab: "diagnostics",
      event: "42",
      types: "messages,tools",
      q: "retry",
    });
  });

  it("drops what a hand-edited link gets wrong instead of failing the page", () => {
    expect(
      sessionSearchSchema({ tab: "secrets", event: "", types: "x".repeat(201), q: { $gt: "" }, extra: 1 }),
    ).toEqual({});
    expect(sessionSearchSchema({ event: "e".repeat(201), q: "q".repeat(501) })).toEqual({});
    expect(sessionSearchSchema({ event: "e".repeat(200), q: "q".repeat(500) })).toEqual({
      event: "e".repeat(200),
      q: "q".repeat(500),
    });
    expect(sessionSearchSchema({ event: Number.NaN })).toEqual({});
  });

  it("returns every key, undefined when refused, so the router's merge over the raw search drops the bad value", () => {
    const parsed = sessionSearchSchema({ tab: "secrets", q: 7 });
    expect(Object.keys(parsed).sort()).toEqual([
      "concise",
      "errors",
      "event",
      "file",
      "layout",
      "q",
      "tab",
      "tool",
      "types",
    ]);
    expect(parsed).toStrictEqual({
      tab: undefined,
      event: undefined,
      types: undefined,
      q: "7",
      tool: undefined,
      errors: undefined,
      concise: undefined,
      file: undefined,
      layout: undefined,
    });
    expect(Object.keys(sessionsIndexSearchSchema({})).sort()).toEqual([
      "attention",
      "day",
      "dir",
      "outcome",
      "q",
      "repo",
      "sort",
      "status",
    ]);
    expect(Object.keys(wallSearchSchema({})).sort()).toEqual(["dark", "large", "sessions"]);
  });

  it("keeps the steps tab and the timeline tools; refuses other shapes", () => {
    expect(sessionSearchSchema({ tab: "steps", tool: "bash", errors: true, concise: false })).toEqual({
      tab: "steps",
      tool: "bash",
      errors: true,
      concise: false,
    });
    expect(sessionSearchSchema({ tool: "", errors: "yes", concise: 1 })).toEqual({});
    expect(sessionSearchSchema({ tool: "t".repeat(101) })).toEqual({});
  });

  it("keeps the Diff's file and layout; refuses other layouts and over-long paths", () => {
    expect(sessionSearchSchema({ tab: "changes", file: "src/a.ts", layout: "split" })).toEqual({
      tab: "changes",
      file: "src/a.ts",
      layout: "split",
    });
    expect(sessionSearchSchema({ file: "f".repeat(1001), layout: "side" })).toEqual({});
  });

  it("an empty filter list stays (no group selected), unlike an empty event", () => {
    expect(sessionSearchSchema({ types: "", event: "" })).toEqual({ types: "" });
  });
});

describe("sessions index search", () => {
  it("keeps only statuses and outcomes of the contract", () => {
    expect(sessionsIndexSearchSchema({ status: "running", outcome: "success", q: "flaky" })).toEqual({
      status: "running",
      outcome: "success",
      q: "flaky",
    });
    expect(sessionsIndexSearchSchema({ status: "Running", outcome: 1, q: "" })).toEqual({});
  });
});

describe("watch wall search", () => {
  it("keeps the session list and the two switches", () => {
    expect(wallSearchSchema({ sessions: "ses_a1,ses_b2", large: true, dark: false })).toEqual({
      sessions: "ses_a1,ses_b2",
      large: true,
      dark: false,
    });
    expect(wallSearchSchema({ sessions: 5, large: "yes", dark: null })).toEqual({});
    expect(wallSearchSchema({ sessions: "s".repeat(2001) })).toEqual({});
  });

  it("parses ids from the list, refusing what is not one", () => {
    expect(parseWallIds("ses_a1, ses_a1 <b>,https://x.test/o/demo/sessions/ses_c3")).toEqual({
      ids: ["ses_a1", "ses_c3"],
      rejected: ["<b>"],
    });
  });
});

describe("session reference", () => {
  it("takes an id, a UUID (lower-cased) or a pasted URL", () => {
    expect(parseSessionRef("  ses_abc123 ")).toEqual({ ok: true, id: "ses_abc123" });
    expect(parseSessionRef("0F0E0D0C-0000-4000-8000-00000000000A")).toEqual({
      ok: true,
      id: "0f0e0d0c-0000-4000-8000-00000000000a",
    });
    expect(parseSessionRef("https://app.test/o/demo/sessions/ses_x9z?tab=links")).toEqual({ ok: true, id: "ses_x9z" });
  });

  it("says what is wrong, also for a URL with a broken escape", () => {
    expect(parseSessionRef("")).toEqual({ ok: false, error: "Enter a session id or attempt UUID." });
    expect(parseSessionRef("a b")).toMatchObject({ ok: false, error: expect.stringMatching(/^Use a session id/) });
    expect(parseSessionRef("/sessions/ses_%zz")).toMatchObject({ ok: false });
  });
});

describe("any link", () => {
  const raw = fc.dictionary(
    fc.constantFrom("tab", "event", "types", "q", "status", "outcome", "sessions", "large", "dark", "other"),
    fc.oneof(fc.string({ maxLength: 600 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.object()),
  );

  it("opens every page: parsing never throws and keeps only values within the limits", () => {
    fc.assert(
      fc.property(raw, (search) => {
        const session = sessionSearchSchema(search);
        const index = sessionsIndexSearchSchema(search);
        const wall = wallSearchSchema(search);
        for (const value of [...Object.values(session), ...Object.values(index), wall.sessions]) {
          if (value !== undefined) expect(typeof value).toBe("string");
        }
        expect((session.q ?? "").length).toBeLessThanOrEqual(500);
        expect((index.q ?? "").length).toBeLessThanOrEqual(200);
        expect(parseWallIds(wall.sessions).ids.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  it("a parsed search parses to itself (links written by the app read back unchanged)", () => {
    fc.assert(
      fc.property(raw, (search) => {
        const once = sessionSearchSchema(search);
        expect(sessionSearchSchema({ ...once })).toEqual(once);
        const wall = wallSearchSchema(search);
        expect(wallSearchSchema({ ...wall })).toEqual(wall);
      }),
    );
  });
});

describe("sessions index triage search", () => {
  it("keeps known attention reasons, sort keys, exact repositories and real days", () => {
    expect(
      sessionsIndexSearchSchema({ attention: "stuck", sort: "cost", dir: "asc", repo: "acme/x", day: "2026-11-24" }),
    ).toEqual({ attention: "stuck", sort: "cost", dir: "asc", repo: "acme/x", day: "2026-11-24" });
    expect(
      sessionsIndexSearchSchema({ attention: "everything", sort: "__proto__", dir: 1, repo: "", day: "2026-13-45" }),
    ).toEqual({});
  });
});
