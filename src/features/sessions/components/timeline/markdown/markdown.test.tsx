// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderThemed } from "../../test-utils";
import { Markdown } from "./markdown";
import { safeHref } from "./parse-inline";
import { parseMarkdown } from "./parse-markdown";

describe("Markdown", () => {
  it("renders paragraphs, emphasis, inline code, lists and fenced code as elements", () => {
    const text =
      "Hello *there* and **bold** with `x()`\n\n- one\n- two\n\n1. first\n2. second\n\n```ts\nconst a = 1;\n```";
    const { container } = renderThemed(<Markdown text={text} />);
    expect(container.querySelector("em")?.textContent).toBe("there");
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("code")?.textContent).toBe("x()");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect(container.querySelector("pre")?.textContent).toBe("const a = 1;");
    expect(container.querySelector("pre")?.getAttribute("data-lang")).toBe("ts");
  });

  it("shows raw HTML as inert text, never as elements", () => {
    const { container } = renderThemed(<Markdown text={'<script>alert(1)</script> <img src=x onerror="alert(2)">'} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });

  it("links only http(s)/mailto, with rel noopener noreferrer; javascript: stays text", () => {
    renderThemed(
      <Markdown text="[docs](https://example.com/a) [bad](javascript:alert(1)) [mail](mailto:a@b.c) [rel](/x)" />,
    );
    const docs = screen.getByRole("link", { name: "docs" });
    expect(docs.getAttribute("href")).toBe("https://example.com/a");
    expect(docs.getAttribute("rel")).toBe("noopener noreferrer");
    expect(docs.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "mail" }).getAttribute("href")).toBe("mailto:a@b.c");
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(screen.queryByRole("link", { name: "rel" })).toBeNull();
    expect(screen.getByText("bad")).toBeTruthy();
    for (const a of document.querySelectorAll("a")) expect(a.getAttribute("href")).not.toMatch(/^javascript:/i);
  });

  it("keeps an unclosed fence (streaming text) as code to the end", () => {
    expect(parseMarkdown("intro\n```\nline 1\nline 2")).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "intro" }] },
      { kind: "code", lang: "", text: "line 1\nline 2" },
    ]);
  });
});

describe("safeHref", () => {
  it.each([
    ["javascript:alert(1)", null],
    ["JaVaScRiPt:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["data:text/html,<b>x</b>", null],
    ["vbscript:msgbox", null],
    ["//evil.example", null],
    ["https://ok.example/p?q=1", "https://ok.example/p?q=1"],
    ["http://ok.example", "http://ok.example/"],
  ])("%s → %s", (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
