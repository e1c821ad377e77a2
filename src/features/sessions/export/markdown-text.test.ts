import fc from "fast-check";
import { Lexer, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { autolink, blockquote, closeOpenFence, codeBlock, codeSpan, escapeInline } from "./markdown-text";

/** What a Markdown reader makes of the text: its top-level tokens (marked's CommonMark/GFM lexer). */
const tokens = (markdown: string) => new Lexer().lex(markdown).filter((t) => t.type !== "space");

describe("codeBlock", () => {
  it("uses a three-backtick fence for plain content", () => {
    expect(codeBlock("npm test", "text")).toBe("```text\nnpm test\n```");
  });

  it("makes the fence longer than any backtick run inside, so the content cannot close it", () => {
    const content = "before\n```\nnot the end\n````js\nstill inside";
    const block = codeBlock(content, "text");
    expect(block.startsWith("`````text\n")).toBe(true);
    const [only, ...rest] = tokens(`${block}\n\nafter`);
    expect(only?.type).toBe("code");
    expect((only as Tokens.Code).text).toBe(content);
    expect(rest.map((t) => t.type)).toEqual(["paragraph"]);
  });

  it("round-trips any text through a Markdown reader", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("`", "~", "a", " ", "\n", "#", ">") }), (content) => {
        const found = tokens(`${codeBlock(content, "text")}\n\nafter`);
        expect(found[0]?.type).toBe("code");
        // Readers differ only in the trailing newlines they keep; everything else is the content.
        expect((found[0] as Tokens.Code).text.replace(/\n+$/, "")).toBe(content.replace(/\n+$/, ""));
        expect(found.slice(1).map((t) => t.type)).toEqual(["paragraph"]);
      }),
    );
  });

  it("keeps backticks and spaces out of the info string", () => {
    expect(codeBlock("x", "j`s on").split("\n")[0]).toBe("```json");
  });
});

describe("codeSpan", () => {
  it("wraps ids in one backtick and backticked text in a longer run", () => {
    expect(codeSpan("ses_abc")).toBe("`ses_abc`");
    expect(codeSpan("a ``b`` c")).toBe("```a ``b`` c```");
    expect(codeSpan("`edge")).toBe("`` `edge ``");
    expect(codeSpan("two\nlines")).toBe("`two lines`");
  });
});

describe("escapeInline", () => {
  it("escapes markdown punctuation and folds line breaks", () => {
    expect(escapeInline("[click](javascript:x) *bold* # h")).toBe("\\[click\\]\\(javascript:x\\) \\*bold\\* \\# h");
    expect(escapeInline("one\r\ntwo\nthree")).toBe("one two three");
  });

  it("reads back as the same literal text", () => {
    const title = "Fix <b>`x`</b> [link](javascript:x) #1 _y_";
    const [paragraph] = tokens(escapeInline(title));
    expect(paragraph?.type).toBe("paragraph");
    expect((paragraph as Tokens.Paragraph).tokens.map((t) => t.type)).not.toContain("link");
    expect((paragraph as Tokens.Paragraph).tokens.map((t) => t.type)).not.toContain("html");
  });
});

describe("autolink", () => {
  it("links http(s) URLs and quotes anything else", () => {
    expect(autolink("https://github.com/acme/x/pull/1")).toBe("<https://github.com/acme/x/pull/1>");
    expect(autolink("javascript:alert(1)")).toBe("`javascript:alert(1)`");
    expect(autolink("https://e.x/a b")).toBe("`https://e.x/a b`");
  });
});

describe("blockquote", () => {
  it("quotes every line, blank ones too", () => {
    expect(blockquote("a\n\nb")).toBe("> a\n>\n> b");
  });

  it("keeps an open fence inside the quote", () => {
    const found = tokens(`${blockquote("thinking\n```\nunclosed")}\n\n## After`);
    expect(found.map((t) => t.type)).toEqual(["blockquote", "heading"]);
  });
});

describe("closeOpenFence", () => {
  it("leaves balanced markdown as written", () => {
    const text = "Done.\n\n```ts\nconst a = 1;\n```\n\n~~~\nx\n~~~";
    expect(closeOpenFence(text)).toBe(text);
  });

  it("closes a fence left open, with the same character and length", () => {
    expect(closeOpenFence("Here:\n````ts\ncode")).toBe("Here:\n````ts\ncode\n````");
    expect(closeOpenFence("~~~\nx\n")).toBe("~~~\nx\n~~~");
    const found = tokens(`${closeOpenFence("Here:\n```\ncode")}\n\n## After`);
    expect(found.map((t) => t.type)).toEqual(["paragraph", "code", "heading"]);
  });

  it("knows a shorter or different fence does not close, and a backticked info string is no fence", () => {
    expect(closeOpenFence("````\n```\n~~~~\n")).toBe("````\n```\n~~~~\n````");
    expect(closeOpenFence("``` not `a` fence")).toBe("``` not `a` fence");
    expect(closeOpenFence("```\nx\n``` trailing")).toBe("```\nx\n``` trailing\n```");
  });
});
