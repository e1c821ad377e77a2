import { useEffect, useRef } from "react";

/**
 * Single-key shortcuts of a list, read on the window while the list is on screen: `j` next row, `k`
 * previous row, `e` expand the current one. Ignored while typing (inputs, text areas, selects, editable
 * text), with a modifier held, inside a dialog or menu, or when another handler already took the key.
 *
 * API: useRowKeys({ enabled, onMove(step), onExpand() }) · isTypingTarget(target)
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export interface RowKeys {
  enabled: boolean;
  onMove: (step: 1 | -1) => void;
  onExpand: () => void;
}

export function useRowKeys(keys: RowKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  const { enabled } = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTypingTarget(event.target))
        return;
      const key = event.key;
      if (key === "j" || key === "k") {
        event.preventDefault();
        latest.current.onMove(key === "j" ? 1 : -1);
      } else if (key === "e") {
        event.preventDefault();
        latest.current.onExpand();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
