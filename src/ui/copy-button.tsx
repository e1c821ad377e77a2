import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { IconButton, Tooltip } from "@radix-ui/themes";
import { useEffect, useState } from "react";

export interface CopyButtonProps {
  /** What is copied, for the accessible name: "Copy request id". */
  label: string;
  value: string;
  size?: "1" | "2";
}

/** Copies non-secret text (ids, JSON). Never hand it a key, a secret value or an enrollment ticket. */
export function CopyButton({ label, value, size = "1" }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard can be denied (insecure context, permissions); the value stays visible to select by hand.
      setCopied(false);
    }
  };

  return (
    <Tooltip content={copied ? "Copied" : `Copy ${label}`}>
      <IconButton
        type="button"
        size={size}
        variant="ghost"
        color={copied ? "green" : "gray"}
        aria-label={`Copy ${label}`}
        onClick={copy}
      >
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      </IconButton>
    </Tooltip>
  );
}
