import { Flex, Text, TextField } from "@radix-ui/themes";
import { useId } from "react";

export interface TextFieldRowProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The rule the value breaks, in words; shown once the user typed something or tried to go on. */
  error: string | undefined;
  showError: boolean;
  /** What to paste or type, always visible under the field. */
  hint?: string;
  /** Right of the label, e.g. "12 / 160 characters". */
  counter?: string;
  placeholder?: string;
  monospace?: boolean;
  inputMode?: "numeric" | "text";
  autoFocus?: boolean;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextFieldRow(props: TextFieldRowProps) {
  const { label, value, onValue, error, showError, hint, counter, placeholder, monospace, inputMode, autoFocus } =
    props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = showError && error !== undefined;
  const describedBy = [shown ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;

  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" gap="2" align="baseline">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {counter ? (
          <Text size="1" color={shown ? "red" : "gray"} aria-hidden>
            {counter}
          </Text>
        ) : null}
      </Flex>
      <TextField.Root
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        placeholder={placeholder}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        inputMode={inputMode}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        color={shown ? "red" : undefined}
        style={monospace ? { fontFamily: "var(--code-font-family)" } : undefined}
      />
      {shown ? (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      ) : null}
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}
