// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderThemed } from "../../test-utils";
import { Markdown } from "./markdown";
import { decodeEntities, safeHref } from "./safe-href";

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
    expect(screen.getByText("bad")).toBeInTheDocument();
    for (const a of document.querySelectorAll("a")) expect(a.getAttribute("href")).not.toMatch(/^javascript:/i);
  });

  it("keeps an unclosed fence (streaming text) as code to the end", () => {
    const { container } = renderThemed(<Markdown text={"intro\n```\nline 1\nline 2"} />);
    expect(container.querySelector("p")?.textContent).toBe("intro");
    expect(container.querySelector("pre")?.textContent).toBe("line 1\nline 2");
  });

  it("renders GitHub-flavoured markdown: tables, blockquotes, nested and task lists, strikethrough, autolinks", () => {
    const text = [
      "| file | lines |",
      "|:-----|------:|",
      "| a.ts | 12 |",
      "",
      "> quoted **advice**",
      "",
      "- one",
      "  - nested",
      "- [x] done",
      "- [ ] todo",
      "",
      "~~gone~~ see www.example.com and https://docs.example.com/x?a=1&b=2",
    ].join("\n");
    const { container } = renderThemed(<Markdown text={text} />);
    expect([...container.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["file", "lines"]);
    expect(container.querySelector("td:last-child")?.textContent).toBe("12");
    expect(container.querySelector("blockquote strong")?.textContent).toBe("advice");
    expect(container.querySelector("ul ul li")?.textContent).toBe("nested");
    expect(screen.getByRole("img", { name: "done" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "not done" })).toBeInTheDocument();
    expect(container.querySelector("s")?.textContent).toBe("gone");
    const auto = screen.getByRole("link", { name: "www.example.com" });
    expect(auto.getAttribute("href")).toBe("http://www.example.com/");
    expect(auto.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "https://docs.example.com/x?a=1&b=2" })).toBeInTheDocument();
  });

  it("shows character references as characters and never loads images from agent output", () => {
    const { container } = renderThemed(<Markdown text={"a &amp; b &lt;i&gt; ![logo](https://cdn.example/x.png)"} />);
    expect(container.textContent).toContain("a & b <i>");
    expect(container.querySelector("i")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "[image: logo]" }).getAttribute("href")).toBe("https://cdn.example/x.png");
  });

  it("highlights a fenced block of a known language once the grammars have loaded, as spans (no HTML)", async () => {
    const { container } = renderThemed(<Markdown text={"```ts\nconst answer = 42; // why\n```"} />);
    expect(container.querySelector("pre")?.textContent).toBe("const answer = 42; // why");
    await waitFor(() => expect(container.querySelectorAll("pre code span").length).toBeGreaterThan(0), {
      // The grammars are a lazy import: on a loaded machine it takes longer than waitFor's 1 s default.
      timeout: 10_000,
    });
    expect(container.querySelector("pre")?.textContent).toBe("const answer = 42; // why");
    const keyword = [...container.querySelectorAll("pre code span")].find((s) => s.textContent === "const");
    expect(keyword?.getAttribute("style")).toContain("--purple-11");
  });
});

describe("decodeEntities", () => {
  it.each([
    ["a &amp; b", "a & b"],
    ["&#39;q&#x27;", "'q'"],
    ["&bogus; &#xZZ;", "&bogus; &#xZZ;"],
    ["&#0;", "&#0;"],
  ])("%s → %s", (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
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
