import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { IconButton, Tooltip } from "@radix-ui/themes";
import { memo } from "react";
import { useClipboardCopy } from "./use-clipboard-copy";

export interface CopyButtonProps {
  /** What is copied, for the accessible name: "Copy request id". */
  label: string;
  value: string;
  /**
   * Ghost icon buttons: size 1 is 23 px, under WCAG 2.2's 24 px target; size 2 is 27 px and reaches 6 px
   * past its box on each side, so keep 12 px (`gap="3"`) to the next control.
   */
  size?: "1" | "2";
}

/**
 * Copies non-secret text (ids, JSON). Never hand it a key, a secret value or an enrollment ticket.
 * Memoized: it sits in headers and rows that re-render on every live page, and its tooltip is deep.
 */
export const CopyButton = memo(function CopyButton({ label, value, size = "2" }: CopyButtonProps) {
  const { state, copy } = useClipboardCopy();
  const copied = state === "copied";

  return (
    <Tooltip content={copied ? "Copied" : `Copy ${label}`}>
      <IconButton
        type="button"
        size={size}
        variant="ghost"
        color={copied ? "green" : "gray"}
        aria-label={`Copy ${label}`}
        onClick={() => void copy(value)}
      >
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      </IconButton>
    </Tooltip>
  );
});
