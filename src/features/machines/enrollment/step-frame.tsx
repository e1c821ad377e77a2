import { Button, Flex, Heading, Text, VisuallyHidden } from "@radix-ui/themes";
import { type FormEvent, type ReactNode, type RefObject, useId } from "react";

export interface StepFrameProps {
  /** "Step 2 of 4"; absent on the ticket. */
  position?: string;
  title: string;
  /** Focused whenever the step changes, so keyboard and screen-reader users land at its start. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Enter in any field submits the step (Next, or Create on review). */
  onSubmit: () => void;
  onBack?: () => void;
  /** Closes the dialog without creating anything (the draft is kept for next time). */
  onCancel?: () => void;
  primaryLabel: string;
  pending?: boolean;
  /** Shown above the buttons: the service's refusal that belongs to this step. */
  refusal?: ReactNode;
  children: ReactNode;
}

export function StepFrame(props: StepFrameProps) {
  const { position, title, headingRef, onSubmit, onBack, onCancel, primaryLabel, pending, refusal, children } = props;
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <Flex direction="column" gap="4">
        <Heading as="h3" size="4" id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
          {position ? (
            <Text as="span" size="2" color="gray" weight="regular" style={{ display: "block" }}>
              {position}
              <VisuallyHidden>: </VisuallyHidden>
            </Text>
          ) : null}
          {title}
        </Heading>
        {children}
        {refusal}
        <Flex gap="3" justify="between" align="center" wrap="wrap">
          {onCancel ? (
            <Button type="button" variant="ghost" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <span />
          )}
          <Flex gap="3" wrap="wrap">
            {onBack ? (
              <Button type="button" variant="soft" color="gray" onClick={onBack} disabled={pending}>
                Back
              </Button>
            ) : null}
            <Button type="submit" loading={pending}>
              {primaryLabel}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}
