import { closeSync, openSync, readFileSync } from "node:fs";
import { devNull } from "node:os";
import { describe, expect, it } from "vitest";
import { reserveDescriptors } from "./fd-table";

// Other test files run in this process's other threads and open sockets meanwhile: the checks below
// hold whatever they do. Running into the open-files limit would fail them, so that case is tested in
// a child process with a low limit (prod-process.test.ts).

/** Slots in this process's descriptor table (Linux `FDSize`). */
const tableSize = () => Number(/^FDSize:\s+(\d+)/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1]);

/** The lowest free descriptor: where the next socket would go. */
function lowestFree(): number {
  const fd = openSync(devNull, "r");
  closeSync(fd);
  return fd;
}

describe("reserveDescriptors", () => {
  it("grows the descriptor table to hold that many more, and leaves none of them open", () => {
    const size = tableSize();
    const wanted = size * 2;
    expect(reserveDescriptors(wanted)).toBe(wanted);
    expect(tableSize()).toBeGreaterThanOrEqual(size * 2);
    // Any left open would push the next descriptor past them.
    expect(lowestFree()).toBeLessThan(size);
  });

  it("does nothing for 0", () => {
    const size = tableSize();
    expect(reserveDescriptors(0)).toBe(0);
    expect(tableSize()).toBe(size);
  });
});
