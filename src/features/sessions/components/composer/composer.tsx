import { Callout, Card, Flex, Heading } from "@radix-ui/themes";
import { describeError } from "@/api/error-messages";
import type { Session } from "@/api/types";
import { useModels } from "../../hooks/use-models";
import { useOutbox } from "../../hooks/use-outbox";
import { ComposerForm } from "./composer-form";
import { OutboxList } from "./outbox-list";

export const READ_ONLY_REASON =
  "This is a read-only subagent session: it cannot take follow-ups. Send instructions to the session that spawned it.";

/** The follow-up composer wired to the outbox (idempotent sends) and the model list. */
export function Composer({ orgId, session }: { orgId: string; session: Session }) {
  const outbox = useOutbox(orgId, session.session_id);
  const models = useModels();
  const readOnly = session.read_only === true || session.session_type === "subagent";
  const denied = outbox.messages.find((m) => m.state === "failed" && m.failure?.status === 403);
  const modelsNote = models.isPending
    ? "Loading models…"
    : models.isError
      ? `Model list unavailable: ${describeError(models.error).title}. Auto keeps the current model.`
      : null;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          Follow-up
        </Heading>
        {denied?.failure && (
          <Callout.Root color="amber" size="1" role="alert">
            <Callout.Text>{describeError(denied.failure.error).detail}</Callout.Text>
          </Callout.Root>
        )}
        <ComposerForm
          turnRunning={session.status === "running"}
          disabledReason={readOnly ? READ_ONLY_REASON : null}
          models={models.data?.items}
          modelsNote={modelsNote}
          onSend={(draft) => void outbox.send(draft.text, draft.options)}
        />
        <OutboxList messages={outbox.messages} onWithdraw={outbox.withdraw} onRetry={outbox.retry} />
      </Flex>
    </Card>
  );
}
