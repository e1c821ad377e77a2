import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { Button } from "@radix-ui/themes";
import { useEffect, useState } from "react";

type CopyState = "idle" | "copied" | "denied";

/**
 * Copies the one-use ticket. Unlike ui/CopyButton this is the one place meant for a secret: the
 * value is only handed to the clipboard, never to a tooltip, title or log.
 */
export function TicketCopyButton({ ticket }: { ticket: string }) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ticket);
      setState("copied");
    } catch {
      // Clipboard can be refused (insecure context, permissions); the ticket stays selectable.
      setState("denied");
    }
  };

  return (
    <Button type="button" variant="soft" color={state === "copied" ? "green" : undefined} onClick={copy}>
      {state === "copied" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {state === "copied" ? "Copied" : state === "denied" ? "Copy refused: select it" : "Copy ticket"}
    </Button>
  );
}
