import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { Button } from "@radix-ui/themes";
import { useClipboardCopy } from "@/ui/use-clipboard-copy";

/**
 * Copies the one-use ticket. Unlike ui/CopyButton this is the one place meant for a secret: the
 * value is only handed to the clipboard, never to a tooltip, title or log.
 */
export function TicketCopyButton({ ticket }: { ticket: string }) {
  const { state, copy } = useClipboardCopy();

  return (
    <Button
      type="button"
      variant="soft"
      color={state === "copied" ? "green" : undefined}
      onClick={() => void copy(ticket)}
    >
      {state === "copied" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {state === "copied" ? "Copied" : state === "denied" ? "Copy refused: select it" : "Copy ticket"}
    </Button>
  );
}
