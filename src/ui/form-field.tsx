import { Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { type CSSProperties, type ReactNode, useId } from "react";

/** What a field hands its control: spread it onto TextField.Root, TextArea, Select.Trigger or a custom input. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * Where the label goes. "above" (default); "beside": small, grey, left of the control, for a row of
   * compact options; "hidden": still the control's <label>, read by screen readers only, for a lone box
   * whose card heading or placeholder already says what it is for.
   */
  labelPlacement?: "above" | "beside" | "hidden";
  /** Adds a grey "(optional)" to the label. */
  optional?: boolean;
  /** Right of the label, e.g. "12 / 160 characters"; red while an error shows. Visual only (aria-hidden). */
  counter?: ReactNode;
  /** Right of the label, for a small control that belongs to the field (e.g. a "Show value" switch). */
  aside?: ReactNode;
  /** Always-visible guidance under the control. */
  help?: ReactNode;
  /** Paints the help red and medium, e.g. a size line that is over its limit. */
  helpAlarm?: boolean;
  /** The rule the value breaks, in words; falsy when there is none. Shown above the help, in red. */
  error?: ReactNode;
  /** Hide the help while an error shows (one message under the field at a time). */
  errorReplacesHelp?: boolean;
  /** Marks the error role="alert", for errors that arrive after a submit rather than as typed. */
  errorAlert?: boolean;
  /** aria-invalid even without a shown error (e.g. over a limit the help already says). */
  invalid?: boolean;
  /** More ids that describe the control, read after the error and help (e.g. a permission note). */
  describedBy?: string | null | false;
  /** A fixed control id, for forms that focus a field by id; otherwise a useId one. */
  id?: string;
  style?: CSSProperties;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field: a real <label htmlFor>, an optional marker, a counter, help and error, and the
 * control props that tie them together. aria-describedby names only elements that are rendered:
 * the error first, then the help, then `describedBy`. Ids come from useId, so a form shown twice
 * never repeats one.
 */
export function FormField(props: FormFieldProps) {
  const { label, optional, counter, aside, help, helpAlarm, error, errorReplacesHelp, errorAlert, invalid } = props;
  const placement = props.labelPlacement ?? "above";
  const auto = useId();
  const id = props.id ?? `${auto}-control`;
  const errorId = `${auto}-error`;
  const helpId = `${auto}-help`;
  const hasError = Boolean(error);
  const hasHelp = Boolean(help) && !(hasError && errorReplacesHelp);
  const describedBy =
    [hasError ? errorId : null, hasHelp ? helpId : null, props.describedBy || null].filter(Boolean).join(" ") ||
    undefined;
  const control: FieldControlProps = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": hasError || invalid ? true : undefined,
  };

  const beside = placement === "beside";
  const labelText = (
    <Text
      as="label"
      htmlFor={id}
      size={beside ? "1" : "2"}
      weight={beside ? "regular" : "medium"}
      color={beside ? "gray" : undefined}
    >
      {label}
      {optional ? (
        <>
          {" "}
          <Text weight="regular" color="gray">
            (optional)
          </Text>
        </>
      ) : null}
    </Text>
  );
  const messages = (
    <>
      {hasError ? (
        <Text id={errorId} as="p" size="1" color="red" weight="medium" role={errorAlert ? "alert" : undefined}>
          {error}
        </Text>
      ) : null}
      {hasHelp ? (
        <Text id={helpId} as="p" size="1" color={helpAlarm ? "red" : "gray"} weight={helpAlarm ? "medium" : "regular"}>
          {help}
        </Text>
      ) : null}
    </>
  );
  if (beside) {
    return (
      <Flex gap="2" align="center" wrap="wrap" style={props.style}>
        {labelText}
        {props.children(control)}
        {aside}
        {messages}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="1" style={props.style}>
      {placement === "hidden" ? (
        <VisuallyHidden>{labelText}</VisuallyHidden>
      ) : counter || aside ? (
        <Flex justify="between" gap="3" align="center">
          {labelText}
          {counter ? (
            <Text size="1" color={hasError ? "red" : "gray"} aria-hidden>
              {counter}
            </Text>
          ) : null}
          {aside}
        </Flex>
      ) : (
        labelText
      )}
      {props.children(control)}
      {messages}
    </Flex>
  );
}

/** For a button on the same row as fields labelled above: level with their controls, below the label line. */
export const LEVEL_WITH_FIELD: CSSProperties = { marginTop: "calc(var(--line-height-2) + var(--space-1))" };
