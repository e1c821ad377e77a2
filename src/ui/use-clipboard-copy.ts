import { useCallback, useEffect, useState } from "react";

export type ClipboardCopyState = "idle" | "copied" | "denied";

/**
 * Copy to the clipboard with the state a button shows: "copied" for 2 s after success, "denied" when
 * the browser refused (insecure context, permissions; the text stays on screen to select by hand).
 * Only the clipboard gets the text: nothing here logs or keeps it. API: useClipboardCopy() → { state, copy(text) }
 */
export function useClipboardCopy(): { state: ClipboardCopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<ClipboardCopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("denied");
    }
  }, []);

  return { state, copy };
}
