import { describe, expect, it } from "vitest";
import { longFunctions, MAX_LINES } from "./long-functions";

/** A function whose first line is `head` and whose last line is `}`, `lines` lines in all. */
const fn = (head: string, lines: number) =>
  `${head}\n${Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join("\n")}\n}`;

describe("long-functions", () => {
  it("flags a planted function one line over the limit, and not one at it", () => {
    const text = [
      "/** The comment above is not counted. */",
      fn("export function AtLimit() {", MAX_LINES),
      fn("export function Planted() {", MAX_LINES + 1),
    ].join("\n");
    expect(longFunctions("planted.ts", text)).toEqual([{ name: "Planted", line: 2 + MAX_LINES, lines: MAX_LINES + 1 }]);
  });

  it("names arrow components, methods and callbacks, nested ones on their own", () => {
    const text = [
      fn("const Page = () => {", 5),
      fn("class Store {\n  read() {", 5),
      "}",
      fn("const rows = useMemo(() => {", 5),
      ");",
      fn("it('x', () => {", 5),
      ");",
    ].join("\n");
    expect(longFunctions("named.tsx", text, 4).map((f) => f.name)).toEqual([
      "Page",
      "read",
      "rows (useMemo)",
      "(it callback)",
    ]);
  });
});
