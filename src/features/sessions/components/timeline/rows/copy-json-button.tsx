import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { IconButton } from "@radix-ui/themes";
import { useClipboardCopy } from "@/ui/use-clipboard-copy";

/**
 * Copy a row's events as JSON. Built for a list that mounts a screenful of rows per frame while
 * scrolling: the JSON is made on click (not on every render) and the hint is a plain title, not a
 * tooltip component per row.
 */
export function CopyJsonButton({ label, value }: { label: string; value: () => unknown }) {
  const { state, copy } = useClipboardCopy();
  const copied = state === "copied";
  return (
    <IconButton
      type="button"
      size="1"
      variant="ghost"
      color={copied ? "green" : "gray"}
      aria-label={`Copy ${label}`}
      title={copied ? "Copied" : `Copy ${label}`}
      onClick={() => void copy(JSON.stringify(value(), null, 2))}
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
    </IconButton>
  );
}
