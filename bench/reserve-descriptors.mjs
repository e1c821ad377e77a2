// The harness's own processes (load generators, upstream) grow their descriptor tables before they are
// timed, as the server does (server/fd-table.ts, FD_RESERVE): otherwise each of them stops for an RCU
// grace period at every doubling of its table while it opens sockets, and both proxies' answers carry
// those stops. A browser's tab and a long-running service do not meet them. Plain node, no loader.
import { closeSync, openSync } from "node:fs";
import { devNull } from "node:os";

/** Opens up to `wanted` descriptors, then closes them; stops quietly at the open-files limit. */
export function reserveDescriptors(wanted) {
  const opened = [];
  try {
    while (opened.length < wanted) opened.push(openSync(devNull, "r"));
  } catch {
    // EMFILE: the limit; the bench raises it to the hard limit (bench/proxy-capacity.ts).
  }
  for (const fd of opened) closeSync(fd);
  return opened.length;
}
