import { Box, Callout, Flex } from "@radix-ui/themes";
import type { Ref } from "react";
import { describeError } from "@/api/error-messages";
import type { Session } from "@/api/types";
import { useCapability } from "@/features/connection";
import { useNow } from "@/ui";
import { useModels } from "../../hooks/use-models";
import { useOutbox } from "../../hooks/use-outbox";
import { mayStillRun } from "../../session-status";
import { ComposerForm } from "./composer-form";
import { PendingStrip } from "./pending-strip";

export const READ_ONLY_REASON =
  "This is a read-only subagent session: it cannot take follow-ups. Send instructions to the session that spawned it.";

/**
 * The follow-up composer, docked under the timeline: the outbox (idempotent sends) and the model list.
 * `anchorSeq()` names the newest event on screen, where a sent message shows in the timeline.
 */
export interface ComposerProps {
  orgId: string;
  session: Session;
  anchorSeq?: () => number;
  /** The message box, for "Send a follow-up" in the command palette. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function Composer({ orgId, session, anchorSeq, inputRef }: ComposerProps) {
  const outbox = useOutbox(orgId, session.session_id, session.status);
  const models = useModels();
  const readOnly = session.read_only === true || session.session_type === "subagent";
  const run = useCapability({ scope: "run" });
  const devices = useCapability({ scope: "devices:use" });
  const now = useNow({ active: outbox.messages.some((m) => m.state === "held") });
  const turnRunning = mayStillRun(session.status);
  const disabledReason = readOnly
    ? READ_ONLY_REASON
    : run.reason
      ? `${run.reason} It can read this session but cannot send follow-ups.`
      : null;
  const denied = outbox.messages.find((m) => m.state === "failed" && m.failure?.status === 403);
  const modelsNote = models.isPending
    ? "Loading models…"
    : models.isError
      ? `Model list unavailable: ${describeError(models.error).title}. Auto keeps the current model.`
      : null;
  return (
    <Box pt="3" style={{ flexShrink: 0, borderTop: "1px solid var(--gray-a5)", background: "var(--color-background)" }}>
      <Flex direction="column" gap="2">
        {denied?.failure && (
          <Callout.Root color="amber" highContrast size="1" role="alert">
            <Callout.Text>{describeError(denied.failure.error).detail}</Callout.Text>
          </Callout.Root>
        )}
        <PendingStrip
          messages={outbox.messages}
          now={now}
          turnRunning={turnRunning}
          onWithdraw={(id) => void outbox.withdraw(id)}
          onRetry={(id) => void outbox.retry(id)}
        />
        <ComposerForm
          turnRunning={turnRunning}
          disabledReason={disabledReason}
          devicesReason={devices.reason}
          models={models.data?.items}
          modelsNote={modelsNote}
          onSend={(draft) => void outbox.send(draft.text, draft.options, anchorSeq?.() ?? -1)}
          inputRef={inputRef}
        />
      </Flex>
    </Box>
  );
}
