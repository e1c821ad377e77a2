import { useEffect, useRef } from "react";

/**
 * The Diff view's keys, as a reviewer on GitHub expects them: `n`/`p` the next or previous file, `j`/`k`
 * the next or previous hunk. Not while typing (the path filter, the composer) or with a modifier held.
 *
 * API: useDiffKeys({ onFile(delta), onHunk(delta) })
 */
export interface DiffKeys {
  onFile: (delta: 1 | -1) => void;
  onHunk: (delta: 1 | -1) => void;
}

const TYPING = "input, textarea, select, [contenteditable=''], [contenteditable='true']";

export function useDiffKeys(keys: DiffKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING) || target?.closest("[role=dialog]")) return;
      const move = { n: ["file", 1], p: ["file", -1], j: ["hunk", 1], k: ["hunk", -1] } as const;
      const found = move[event.key as keyof typeof move];
      if (!found) return;
      event.preventDefault();
      if (found[0] === "file") latest.current.onFile(found[1]);
      else latest.current.onHunk(found[1]);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
