import { ChevronDownIcon, ChevronRightIcon, PaperPlaneIcon } from "@radix-ui/react-icons";
import { Box, Button, Callout, Flex, TextArea } from "@radix-ui/themes";
import { type FormEvent, type KeyboardEvent, type Ref, useCallback, useMemo, useState } from "react";
import { LIMITS } from "@/api/limits";
import type { Model } from "@/api/types";
import { utf8ByteLength } from "@/lib/bytes";
import { FormField } from "@/ui";
import { ByteCounter } from "./byte-counter";
import {
  AUTO_MODEL,
  buildDraft,
  type ComposeDraft,
  type ComposeErrors,
  type ComposerValues,
  DEFAULT_EFFORT,
  EMPTY_VALUES,
} from "./compose-request";
import { ComposerOptions } from "./composer-options";
import { TargetFields } from "./target-fields";

export interface ComposerFormProps {
  /** session.status === "running": a target move must wait for the turn to end. */
  turnRunning: boolean;
  /** Non-null disables the composer and says why (read-only subagent, missing scope…). */
  disabledReason: string | null;
  /** Non-null disables the Device and Machine moves and says why (the key lacks devices:use). */
  devicesReason?: string | null;
  models: readonly Model[] | undefined;
  modelsNote: string | null;
  /** Hands the draft to the outbox; the text is cleared only after this returns. */
  onSend: (draft: ComposeDraft) => void;
  /** The message box (the command palette's "Send a follow-up" focuses it). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

const BYTE_COUNTER_ID = "composer-byte-counter";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The draft being written: its values and errors, its size, and sending it (Enter with ⌘ or Ctrl, or Send). */
function useComposerDraft(turnRunning: boolean, blocked: boolean, onSend: (draft: ComposeDraft) => void) {
  const [values, setValues] = useState<ComposerValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const bytes = useMemo(() => utf8ByteLength(values.message), [values.message]);
  const overLimit = bytes > LIMITS.followUpMessageMaxBytes;
  // One function for the draft's life: the option fields are memoized, and the page re-renders on each poll.
  const change = useCallback((patch: Partial<ComposerValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  }, []);
  const submit = () => {
    if (blocked || overLimit) return;
    const result = buildDraft(values, { turnRunning });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSend(result.draft);
    // Options stay for the next message; only the sent text leaves (it lives on in the outbox).
    setValues((current) => ({ ...current, message: "" }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
      e.preventDefault();
      submit();
    }
  };
  return { values, errors, bytes, overLimit, change, onSubmit, onKeyDown };
}

type ComposerDraft = ReturnType<typeof useComposerDraft>;

export function ComposerForm({
  turnRunning,
  disabledReason,
  devicesReason = null,
  models,
  modelsNote,
  onSend,
  inputRef,
}: ComposerFormProps) {
  const disabled = disabledReason !== null;
  const draft = useComposerDraft(turnRunning, disabled, onSend);
  const { values, errors, bytes, change } = draft;
  const [showOptions, setShowOptions] = useState(initiallyShown);
  return (
    <form onSubmit={draft.onSubmit} aria-label="Send a follow-up" noValidate>
      <Flex direction="column" gap="2">
        {disabledReason && (
          <Callout.Root color="gray" size="1" role="note">
            <Callout.Text>{disabledReason}</Callout.Text>
          </Callout.Root>
        )}
        <MessageField draft={draft} disabled={disabled} inputRef={inputRef} />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Button
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            onClick={() => setShowOptions((open) => !open)}
            aria-expanded={showOptions}
            aria-controls={showOptions ? "composer-options" : undefined}
            // On the narrowest phones the summary is cut short rather than pushing the page sideways.
            style={{ maxWidth: "100%", minWidth: 0 }}
          >
            {showOptions ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
            <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>
              Options: {optionsSummary(values, turnRunning)}
            </span>
          </Button>
          {bytes > 0 && <ByteCounter id={BYTE_COUNTER_ID} bytes={bytes} />}
        </Flex>
        {showOptions && (
          <Flex id="composer-options" gap="4" wrap="wrap" align="start">
            <ComposerOptions
              values={values}
              onChange={change}
              models={models}
              modelsNote={modelsNote}
              disabled={disabled}
              turnRunning={turnRunning}
            />
            <TargetFields
              values={values}
              onChange={change}
              errors={errors}
              turnRunning={turnRunning}
              disabled={disabled}
              devicesReason={devicesReason}
            />
          </Flex>
        )}
      </Flex>
    </form>
  );
}

/** The message box and its Send button; over the size limit the counter says so and Send waits. */
function MessageField({
  draft,
  disabled,
  inputRef,
}: {
  draft: ComposerDraft;
  disabled: boolean;
  inputRef: Ref<HTMLTextAreaElement> | undefined;
}) {
  const { values, errors, bytes, overLimit, change, onKeyDown } = draft;
  return (
    <FormField
      label="Follow-up message"
      labelPlacement="hidden"
      // Over the limit the counter says it; one message at a time.
      error={overLimit ? null : errors.message}
      errorAlert
      invalid={overLimit}
      describedBy={bytes > 0 ? BYTE_COUNTER_ID : null}
    >
      {(control) => (
        <Flex gap="2" align="end">
          <Box flexGrow="1" minWidth="0">
            <TextArea
              {...control}
              ref={inputRef}
              placeholder={`Follow-up message for the agent (${isMac ? "⌘" : "Ctrl"}+Enter to send)`}
              value={values.message}
              onChange={(e) => change({ message: e.target.value })}
              onKeyDown={onKeyDown}
              disabled={disabled}
              rows={2}
              resize="vertical"
              style={{ maxHeight: "40vh" }}
            />
          </Box>
          <Button type="submit" size="3" disabled={disabled || overLimit}>
            <PaperPlaneIcon aria-hidden />
            {values.queue ? "Send to queue" : "Send"}
          </Button>
        </Flex>
      )}
    </FormField>
  );
}

/** The options in a few words, so a folded options row still says what the next send does. */
function optionsSummary(values: ComposerValues, turnRunning: boolean): string {
  const parts = [
    values.model === AUTO_MODEL ? "current model" : values.model,
    values.effort === DEFAULT_EFFORT ? "default effort" : `${values.effort} effort`,
    values.queue ? "queue" : "deliver now",
  ];
  if (!turnRunning && values.move !== "keep") parts.push(`move to ${values.move}`);
  return parts.join(" · ");
}

/**
 * Large windows show the options; phones and short windows fold them, since the timeline needs the
 * height: at 1280×720, shown, they left the timeline about two rows (130–190 px).
 */
const OPTIONS_SHOWN_QUERY = "(min-width: 768px) and (min-height: 820px)";

function initiallyShown(): boolean {
  return typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? true
    : window.matchMedia(OPTIONS_SHOWN_QUERY).matches;
}
