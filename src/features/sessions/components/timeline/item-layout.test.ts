import { describe, expect, it } from "vitest";
import { SeqList } from "../../timeline-model/seq-list";
import { rowKey, type TimelineRow } from "../../timeline-model/timeline-rows";
import { ItemLayout } from "./item-layout";

const row = (seq: number): TimelineRow => ({
  kind: "event",
  seq,
  key: `e${seq}`,
  event: { seq, id: `e${seq}`, type: "assistant", text: "", data: null, created_at: "" },
});
const rows = SeqList.fromSorted([0, 10, 20, 30].map(row), rowKey);

describe("ItemLayout", () => {
  it("interleaves extras after the rows at or before their anchor, in anchor order", () => {
    const layout = new ItemLayout(rows, [
      { key: "late", anchorSeq: 25 },
      { key: "first", anchorSeq: -1 },
      { key: "after10", anchorSeq: 10 },
    ]);
    expect(layout.count).toBe(7);
    const keys = Array.from({ length: layout.count }, (_, i) => layout.keyAt(i));
    expect(keys).toEqual(["extra:first", "e0", "e10", "extra:after10", "e20", "extra:late", "e30"]);
    expect(layout.indexOfRowSeq(20)).toBe(4);
    expect(layout.indexOfRowSeq(0)).toBe(1);
    expect(layout.indexOfRowSeq(15)).toBe(-1);
    expect(layout.indexOfExtra("late")).toBe(5);
    expect(layout.at(7)).toBeUndefined();
  });
});
