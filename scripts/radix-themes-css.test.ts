import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  freeBreakpoints,
  pruneRadixCss,
  type RadixUsage,
  responsiveUsage,
  usedRadixComponents,
  utilityClassProps,
  utilityUsage,
} from "./radix-themes-css.ts";

const root = resolve(import.meta.dirname, "..");

const usage = (patch: Partial<RadixUsage> = {}): RadixUsage => ({
  components: new Set(["Text", "TextField", "Button"]),
  known: ["Text", "TextField", "TextArea", "Button", "Slider"],
  breakpoints: new Set(["sm"]),
  utilities: new Map([
    ["rt-r-m", true],
    ["rt-r-mb", true],
    ["rt-r-gcs", false],
  ]),
  negativeMargins: new Set(["rt-r-mb"]),
  breakpointsByPrefix: new Map([["rt-r-gcs", new Set<"sm">()]]),
  ...patch,
});

const selectors = (css: string): string[] => [...css.matchAll(/([^{}]+)\{/g)].map((m) => (m[1] ?? "").trim());

describe("pruneRadixCss", () => {
  it("drops rules of components nothing imports, by the longest component name a class starts with", () => {
    const css = ".rt-TextFieldSlot { a: 1 } .rt-TextAreaInput { a: 2 } .rt-Text { a: 3 } .rt-SliderThumb { a: 4 }";
    expect(selectors(pruneRadixCss(css, "components", usage()))).toEqual([".rt-TextFieldSlot", ".rt-Text"]);
  });

  it("keeps a rule while one of its selectors can still match, and classes of no known component", () => {
    const css = ".rt-SliderRoot, .rt-Button { a: 1 } .rt-BaseMenuItem { a: 2 } .rt-reset { a: 3 }";
    expect(selectors(pruneRadixCss(css, "components", usage()))).toEqual([
      ".rt-Button",
      ".rt-BaseMenuItem",
      ".rt-reset",
    ]);
  });

  it("judges :where()/:is() by their alternatives and ignores what :not() names", () => {
    const css = [
      ":where(.rt-Button[data-state=on], .rt-SliderThumb) .rt-Text { a: 1 }",
      ":where(.rt-SliderThumb, .rt-SliderRange) .rt-Text { a: 2 }",
      ".rt-Text:not(.rt-SliderRoot) { a: 3 }",
      ".rt-Button:where(.xs\\:rt-r-size-1) { a: 4 }",
      ".rt-Button:where(.sm\\:rt-r-size-1) { a: 5 }",
    ].join(" ");
    expect(selectors(pruneRadixCss(css, "components", usage()))).toEqual([
      ":where(.rt-Button[data-state=on], .rt-SliderThumb) .rt-Text",
      ".rt-Text:not(.rt-SliderRoot)",
      ".rt-Button:where(.sm\\:rt-r-size-1)",
    ]);
  });

  it("drops responsive rules of breakpoints no prop names, and media blocks left empty", () => {
    const css =
      "@media (min-width: 520px) { .xs\\:rt-r-size-1 { a: 1 } } @media (min-width: 768px) { .sm\\:rt-r-size-1 { a: 2 } }";
    const out = pruneRadixCss(css, "components", usage());
    expect(out).not.toContain("520px");
    expect(selectors(out)).toEqual(["@media (min-width: 768px)", ".sm\\:rt-r-size-1"]);
  });

  it("drops utilities of props never passed and negative margins never given", () => {
    const css =
      ".rt-r-m-2 { a: 1 } .-rt-r-m-2 { a: 2 } .-rt-r-mb-7 { a: 3 } .rt-r-gcs-2 { a: 4 } .rt-r-unknown { a: 5 }";
    expect(selectors(pruneRadixCss(css, "utilities", usage()))).toEqual([".rt-r-m-2", ".-rt-r-mb-7", ".rt-r-unknown"]);
  });

  it("leaves component classes alone in utilities.css and utility classes alone in components.css", () => {
    const css = ".rt-SliderRoot { a: 1 } .rt-r-gcs-2 { a: 2 }";
    expect(selectors(pruneRadixCss(css, "utilities", usage()))).toEqual([".rt-SliderRoot"]);
    expect(selectors(pruneRadixCss(css, "components", usage()))).toEqual([".rt-r-gcs-2"]);
  });
});

describe("what src uses", () => {
  it("closes imported component names over Radix's own component imports, type imports and aliases included", () => {
    const graph = new Map([
      ["Table", ["ScrollArea"]],
      ["ScrollArea", []],
      ["Slider", []],
      ["Button", ["Spinner"]],
      ["Spinner", []],
    ]);
    const sources = [
      'import { Table, type ButtonProps } from "@radix-ui/themes";',
      'import {\n  Button as RadixButton,\n} from "@radix-ui/themes";',
    ];
    expect([...usedRadixComponents(sources, graph)].sort()).toEqual(["Button", "ScrollArea", "Spinner", "Table"]);
  });

  it("finds breakpoints only as keys of responsive objects", () => {
    expect([...responsiveUsage(['columns={{ initial: "1", sm: "2", xl: "3" }}', "const md = 3;"])]).toEqual([
      "sm",
      "xl",
    ]);
    // Values written as a template or a name count too (the timeline's room under answer cards).
    expect([...responsiveUsage(["return { initial: least, md: `max(${least}, 50dvh)`, lg: wide };"])]).toEqual([
      "md",
      "lg",
    ]);
  });

  it("counts a utility prop as used when written as prop= or prop:, and negative steps per margin prop", () => {
    const classProps = new Map([
      ["rt-r-mb", ["mb"]],
      ["rt-r-mt", ["mt"]],
      ["rt-r-gcs", ["gridColumnStart"]],
      ["rt-r-lt", ["trim"]],
    ]);
    const app = ['<Box mt="-2" />', 'const style = { mb: { initial: "-7", sm: "2" } };', "name.trim()"];
    const { utilities, negativeMargins } = utilityUsage({ app, radix: [] }, classProps, new Set());
    expect(Object.fromEntries(utilities)).toEqual({
      "rt-r-mb": true,
      "rt-r-mt": true,
      "rt-r-gcs": false,
      "rt-r-lt": false,
    });
    expect([...negativeMargins].sort()).toEqual(["rt-r-mb", "rt-r-mt"]);
  });

  it("gives each class prefix the breakpoints its values name; an app's computed value may carry any", () => {
    const classProps = new Map([
      ["rt-r-gtc", ["columns"]],
      ["rt-r-size", ["size"]],
      ["rt-r-p", ["p"]],
    ]);
    const app = ['<Grid columns={{ initial: "1", md: "2" }} />', "<Button size={size} />", '<Box p="2" />'];
    const radix = ['e(Heading,{size:r.size,p:{initial:"1",xl:"3"}})'];
    const { breakpointsByPrefix } = utilityUsage({ app, radix }, classProps, new Set(["md", "lg"]));
    const of = (prefix: string) => [...(breakpointsByPrefix.get(prefix) ?? [])].sort();
    expect(of("rt-r-gtc")).toEqual(["md"]);
    expect(of("rt-r-size")).toEqual(["lg", "md"]);
    expect(of("rt-r-p")).toEqual(["xl"]);
  });

  it("reads both objects of a conditional prop value", () => {
    const classProps = new Map([["rt-r-w", ["width"]]]);
    const app = ['<Box width={wide ? { initial: "7rem", sm: "8rem" } : { initial: "5rem", lg: "6rem" }} />'];
    const { breakpointsByPrefix } = utilityUsage({ app, radix: [] }, classProps, new Set());
    expect([...(breakpointsByPrefix.get("rt-r-w") ?? [])].sort()).toEqual(["lg", "sm"]);
  });

  it("leaves free only the breakpoints not written straight to a responsive prop", () => {
    const classProps = new Map([
      ["rt-r-size", ["size"]],
      ["rt-r-gtc", ["columns"]],
    ]);
    const straight = ['<Grid columns={{ initial: "1", xl: "2" }} />', 'const s = { size: { initial: "2", md: "3" } };'];
    expect([...freeBreakpoints(straight, classProps)]).toEqual([]);
    // Kept in a constant, handed to a wrapper under another name, or not braced: a forwarded `size={size}`
    // may carry it.
    const forwarded = [
      'const WIDE = { initial: "1", sm: "2" };',
      '<Title headingSize={{ initial: "4", lg: "6" }} />',
      'const s = { size: big ? { md: "3" } : "2" };',
    ];
    expect([...freeBreakpoints(forwarded, classProps)].sort()).toEqual(["lg", "md", "sm"]);
  });

  it("drops a responsive rule at a breakpoint its prefix is never given", () => {
    const css = ".sm\\:rt-r-gcs-2 { a: 1 } .sm\\:rt-r-m-2 { a: 2 }";
    expect(
      selectors(
        pruneRadixCss(
          css,
          "utilities",
          usage({
            utilities: new Map([
              ["rt-r-gcs", true],
              ["rt-r-m", true],
            ]),
          }),
        ),
      ),
    ).toEqual([".sm\\:rt-r-m-2"]);
  });

  it("reads utility class prefixes from Radix's prop definitions", async () => {
    const map = utilityClassProps((await import("@radix-ui/themes/props")) as Record<string, unknown>);
    expect(map.get("rt-r-mb")).toEqual(["mb"]);
    expect(map.get("rt-r-gcs")).toEqual(["gridColumnStart"]);
  });
});

describe("src/app/styles.ts", () => {
  const RADIX_COLORS =
    "gray|gold|bronze|brown|yellow|amber|orange|tomato|red|ruby|crimson|pink|plum|purple|violet|iris|indigo|blue|cyan|teal|jade|green|grass|lime|mint|sky|mauve|slate|sage|olive|sand";

  it("imports the colour file of every Radix colour the app names (gray is the slate scale)", () => {
    const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .filter((file) => !file.includes("/src/simulator/"));
    const named = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(new RegExp(`["'](${RADIX_COLORS})["']`, "g"))) {
        named.add(m[1] === "gray" ? "slate" : (m[1] ?? ""));
      }
    }
    const styles = readFileSync(join(root, "src/app/styles.ts"), "utf8");
    const imported = new Set([...styles.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((m) => m[1]));
    expect([...named].filter((c) => !imported.has(c))).toEqual([]);
    expect(named.has("indigo") && named.has("slate")).toBe(true);
  });
});

describe("radixThemesCss plugin", () => {
  it("applies to builds only, so the dev server styles a newly used component without a restart", async () => {
    const { radixThemesCss } = await import("./radix-themes-css");
    expect(radixThemesCss().apply).toBe("build");
  });
});
