import { describe, expect, it } from "vitest";
import { type PaletteItem, rankItems, scoreItem } from "./palette-items";

const item = (id: string, group: PaletteItem["group"], label: string, keywords?: string[]): PaletteItem => ({
  id,
  group,
  label,
  run: () => {},
  ...(keywords ? { keywords } : {}),
});

describe("scoreItem", () => {
  it("ranks exact > prefix > word start > substring, and matches hidden keywords", () => {
    const machines = item("a", "Go to", "Machines");
    expect(scoreItem(machines, "machines")).toBe(100);
    expect(scoreItem(machines, "mach")).toBe(80);
    expect(scoreItem(item("b", "Go to", "Agent network"), "net")).toBe(60);
    expect(scoreItem(item("c", "Go to", "Repositories"), "posit")).toBe(40);
    const session = item("d", "Sessions", "Fix the flaky test", ["ses_abc", "5e55a000-0000-4000-8000-000000000001"]);
    expect(scoreItem(session, "ses_abc")).toBe(90);
    expect(scoreItem(session, "5E55A000")).toBe(50);
    expect(scoreItem(session, "zzz")).toBe(0);
    expect(scoreItem(session, "  ")).toBe(1);
  });
});

describe("rankItems", () => {
  it("keeps the group order, best first, stable for ties, and says how many more matched", () => {
    const items = [
      item("s1", "Sessions", "Deploy notes"),
      item("g1", "Go to", "Sessions"),
      item("s2", "Sessions", "Notes about deploy"),
      item("a1", "Actions", "Toggle theme"),
      item("s3", "Sessions", "Deploy"),
    ];
    const ranked = rankItems(items, "deploy", 2);
    expect(ranked.map((g) => g.group)).toEqual(["Sessions"]);
    expect(ranked[0]?.items.map((i) => i.id)).toEqual(["s3", "s1"]);
    expect(ranked[0]?.more).toBe(1);
    expect(rankItems(items, "").map((g) => g.group)).toEqual(["Actions", "Go to", "Sessions"]);
  });

  it("puts the group with the best match first, so Enter opens the best option", () => {
    const items = [item("a1", "Actions", "Switch demo key to Machine token"), item("g1", "Go to", "Machines")];
    expect(rankItems(items, "mach").map((g) => g.group)).toEqual(["Go to", "Actions"]);
    expect(rankItems(items, "").map((g) => g.group)).toEqual(["Actions", "Go to"]);
  });

  it("ranks 1 000 sessions with a bounded result", () => {
    const many = Array.from({ length: 1000 }, (_, i) => item(`s${i}`, "Sessions", `Session number ${i}`, [`ses_${i}`]));
    const ranked = rankItems(many, "ses_99", 8);
    expect(ranked[0]?.items[0]?.id).toBe("s99");
    expect(ranked[0]?.items).toHaveLength(8);
    expect(ranked[0]?.more).toBe(3);
  });
});
