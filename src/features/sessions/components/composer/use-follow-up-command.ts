import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { Session } from "@/api/types";
import { useCapability } from "@/features/connection";
import { usePageCommand } from "@/ui";

export interface FollowUpCommandOptions {
  session: Session | undefined;
  onTimeline: boolean;
  /** Switches the page to the Timeline tab, where the composer lives. */
  showTimeline: () => void;
  /** The composer's message box (set while the Timeline tab is shown). */
  input: RefObject<HTMLTextAreaElement | null>;
}

/**
 * "Send a follow-up" in the command palette: focuses the composer's message box (from another tab of the
 * page, switches to the Timeline first). Offered only where the composer can send (not a read-only
 * subagent, the key holds `run`).
 */
export function useFollowUpCommand({ session, onTimeline, showTimeline, input }: FollowUpCommandOptions): void {
  const run = useCapability({ scope: "run" });
  const pending = useRef(false);
  // After the palette closes: while its dialog is open it keeps focus inside itself.
  const focus = useCallback(() => window.setTimeout(() => input.current?.focus(), 0), [input]);
  useEffect(() => {
    if (onTimeline && pending.current) {
      pending.current = false;
      focus();
    }
  }, [onTimeline, focus]);
  const canSend = session !== undefined && session.read_only !== true && session.session_type !== "subagent";
  usePageCommand(
    canSend && run.allowed
      ? {
          id: "session:follow-up",
          label: "Send a follow-up",
          hint: "Focus the message box",
          run: () => {
            if (onTimeline) {
              focus();
              return;
            }
            pending.current = true;
            showTimeline();
          },
        }
      : null,
  );
}
