import { closeSync, openSync } from "node:fs";
import { devNull } from "node:os";

/**
 * Grows this process's file descriptor table to `wanted` slots before the server takes connections.
 *
 * Linux grows a process's descriptor table by doubling it (64, 128, 256, …) when a new socket needs a
 * slot past its end, and never shrinks it. In a process with threads — node always has some — each
 * growth waits for an RCU grace period inside the `accept` or `connect` that needed it: 5–10 ms on a
 * 2-vCPU VM, with the event loop stopped. Held long polls take two descriptors each (the browser's
 * socket and the service's), so a server ramping to 1 000 polls stopped at each doubling on the way
 * to 2 048 slots, and every request arriving meanwhile waited (`npm run bench:proxy`; docs/operations.md, "Benchmarks").
 * Opening descriptors up to `wanted` once at start, then closing them, takes those stops before the
 * first request instead.
 *
 * Stops early at the open-files limit (EMFILE, ENFILE). Returns how many descriptors it could open on
 * top of those already open: the room there is for new sockets.
 */
export function reserveDescriptors(wanted: number): number {
  const opened: number[] = [];
  try {
    while (opened.length < wanted) opened.push(openSync(devNull, "r"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EMFILE" && code !== "ENFILE") {
      for (const fd of opened) closeSync(fd);
      throw error;
    }
  }
  for (const fd of opened) closeSync(fd);
  return opened.length;
}
