import { LockClosedIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Switch, Text, TextArea, TextField } from "@radix-ui/themes";
import { type ClipboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { LIMITS } from "@/api/limits";
import { FormField } from "@/ui";
import { secretValueSize } from "../secret-form-model";

export interface SecretValueFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  disabled: boolean;
  error: string | undefined;
  /** Extra ids the field is described by (e.g. the permission note). */
  describedBy?: string;
}

const MONO = { fontFamily: "var(--code-font-family)" };
/** Keeps password managers and browser extensions from offering to save or fill a secret value. */
const NO_SAVE = {
  autoComplete: "off",
  spellCheck: false,
  "data-1p-ignore": "",
  "data-lpignore": "true",
  "data-bwignore": "",
  "data-form-type": "other",
} as const;

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The write-only value. Masked by default with a real password input (screen readers announce
 * it as protected text, nothing is spell-checked). A password input cannot hold line breaks —
 * browsers strip them, which would silently corrupt a pasted key or certificate — so a multi-line
 * paste is inserted intact and the field then shows a masked summary; "Show value" swaps in a
 * plain textarea to read or edit any value, multi-line or not. No CSS masking trick is used:
 * -webkit-text-security is non-standard and invisible to assistive technology.
 */
export function SecretValueField({ value, onValueChange, disabled, error, describedBy }: SecretValueFieldProps) {
  const [shown, setShown] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const focusSummary = useRef(false);
  const multiLine = value.includes("\n");
  const { bytes, over } = secretValueSize(value);

  // Uncontrolled on purpose: React mirrors a controlled input's value into its `value` attribute
  // (and a textarea's into its text), where CSS attribute selectors, extensions or a DOM dump could
  // read it. Writing the property keeps the value out of the markup.
  useLayoutEffect(() => {
    for (const field of [inputRef.current, areaRef.current]) {
      if (field && field.value !== value) field.value = value;
    }
  });

  useEffect(() => {
    if (focusSummary.current && multiLine && !shown) summaryRef.current?.focus();
    focusSummary.current = false;
  });

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData("text");
    if (!/[\r\n]/.test(text)) return;
    e.preventDefault();
    const input = e.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    // Same line-break form a textarea gives (LF), so the byte count matches what "Show value" displays.
    focusSummary.current = true;
    onValueChange(value.slice(0, start) + text.replace(/\r\n?/g, "\n") + value.slice(end));
  };

  return (
    <FormField
      id="secret-value"
      label="Value"
      aside={
        <Text as="label" size="1" color="gray">
          <Flex gap="2" align="center">
            <Switch size="1" checked={shown} onCheckedChange={setShown} disabled={disabled} />
            Show value
          </Flex>
        </Text>
      }
      help={`${fmt(bytes)} of ${fmt(LIMITS.secretValueMaxBytes)} bytes (UTF-8). Multi-line values keep their line breaks.`}
      helpAlarm={over > 0}
      error={error}
      invalid={over > 0}
      describedBy={describedBy}
    >
      {(control) => {
        const common = { ...control, disabled, ...NO_SAVE } as const;
        return shown ? (
          <TextArea
            {...common}
            ref={areaRef}
            onChange={(e) => onValueChange(e.target.value)}
            rows={4}
            resize="vertical"
            style={MONO}
          />
        ) : multiLine ? (
          <Card
            size="1"
            ref={summaryRef}
            tabIndex={-1}
            role="group"
            aria-label="Value"
            aria-describedby={control["aria-describedby"]}
          >
            <Flex align="center" justify="between" gap="3" wrap="wrap">
              <Flex align="center" gap="2">
                <LockClosedIcon aria-hidden />
                <Text size="2">Multi-line value, hidden ({fmt(value.split("\n").length)} lines)</Text>
              </Flex>
              <Button
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                disabled={disabled}
                onClick={() => onValueChange("")}
              >
                Clear value
              </Button>
            </Flex>
          </Card>
        ) : (
          <TextField.Root
            {...common}
            ref={inputRef}
            type="password"
            onChange={(e) => onValueChange(e.target.value)}
            onPaste={onPaste}
            style={MONO}
          />
        );
      }}
    </FormField>
  );
}
