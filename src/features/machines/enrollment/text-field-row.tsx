import { TextField } from "@radix-ui/themes";
import { FormField } from "@/ui";

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
  const shown = showError && error !== undefined;
  return (
    <FormField label={label} counter={counter} help={hint} error={shown ? error : undefined}>
      {(control) => (
        <TextField.Root
          {...control}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          placeholder={placeholder}
          inputMode={inputMode}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          color={shown ? "red" : undefined}
          style={monospace ? { fontFamily: "var(--code-font-family)" } : undefined}
        />
      )}
    </FormField>
  );
}
