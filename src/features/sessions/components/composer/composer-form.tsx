import { PaperPlaneIcon } from "@radix-ui/react-icons";
import { Button, Callout, Flex, Text, TextArea } from "@radix-ui/themes";
import { type FormEvent, type KeyboardEvent, useMemo, useState } from "react";
import { LIMITS } from "@/api/limits";
import type { Model } from "@/api/types";
import { utf8ByteLength } from "@/lib/bytes";
import { ByteCounter } from "./byte-counter";
import {
  buildDraft,
  type ComposeDraft,
  type ComposeErrors,
  type ComposerValues,
  EMPTY_VALUES,
} from "./compose-request";
import { ComposerOptions } from "./composer-options";
import { TargetFields } from "./target-fields";

export interface ComposerFormProps {
  /** session.status === "running": a target move must wait for the turn to end. */
  turnRunning: boolean;
  /** Non-null disables the composer and says why (read-only subagent, missing scope…). */
  disabledReason: string | null;
  models: readonly Model[] | undefined;
  modelsNote: string | null;
  /** Hands the draft to the outbox; the text is cleared only after this returns. */
  onSend: (draft: ComposeDraft) => void;
}

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export function ComposerForm({ turnRunning, disabledReason, models, modelsNote, onSend }: ComposerFormProps) {
  const [values, setValues] = useState<ComposerValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const bytes = useMemo(() => utf8ByteLength(values.message), [values.message]);
  const overLimit = bytes > LIMITS.followUpMessageMaxBytes;
  const disabled = disabledReason !== null;

  const change = (patch: Partial<ComposerValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = () => {
    if (disabled || overLimit) return;
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

  return (
    <form onSubmit={onSubmit} aria-label="Send a follow-up" noValidate>
      <Flex direction="column" gap="3">
        {disabledReason && (
          <Callout.Root color="gray" size="1" role="note">
            <Callout.Text>{disabledReason}</Callout.Text>
          </Callout.Root>
        )}
        <TextArea
          aria-label="Follow-up message"
          placeholder="Follow-up message for the agent"
          value={values.message}
          onChange={(e) => change({ message: e.target.value })}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={4}
          resize="vertical"
          aria-invalid={errors.message || overLimit ? true : undefined}
          aria-describedby="composer-byte-counter"
        />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <ByteCounter bytes={bytes} />
          {errors.message && !overLimit && (
            <Text size="1" color="red" role="alert">
              {errors.message}
            </Text>
          )}
        </Flex>
        <ComposerOptions
          values={values}
          onChange={change}
          models={models}
          modelsNote={modelsNote}
          disabled={disabled}
        />
        <TargetFields values={values} onChange={change} errors={errors} turnRunning={turnRunning} disabled={disabled} />
        <Flex justify="end" align="center" gap="3">
          <Text size="1" color="gray">
            {isMac ? "⌘" : "Ctrl"}+Enter to send
          </Text>
          <Button type="submit" disabled={disabled || overLimit}>
            <PaperPlaneIcon aria-hidden />
            {values.queue ? "Send to queue" : "Send"}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
