import { Code, DataList, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { asCode, Field, FieldRow } from "../../fields/field-row";

function Unknown() {
  return <Text color="gray">unknown</Text>;
}

function Maybe({ value }: { value: string | null | undefined }) {
  return value ? asCode(value) : <Unknown />;
}

/** error_class, redacted error preview, the allow-listed diagnostic message and failure_diagnostics. */
export function FailureFields({ session, restricted }: { session: Session; restricted: boolean }) {
  // The three fields also appear flat on the session (spec §2.1); either source will do.
  const diag = session.failure_diagnostics;
  const stage = diag?.failure_stage ?? session.failure_stage;
  const reason = diag?.reason_code ?? session.reason_code;
  const root = diag?.root_cause ?? session.root_cause;
  const hasDiagnostics = diag !== undefined || session.failure_stage !== undefined;
  return (
    <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
      <Field label="Error class">
        {session.error_class ? <Code>{session.error_class}</Code> : <Text color="gray">none</Text>}
      </Field>
      <FieldRow
        label="Error message"
        value={session.error_message}
        restricted={restricted}
        empty="none"
        render={(message) => (
          <Text size="2" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {message}{" "}
            <Text size="1" color="gray">
              (redacted preview, at most 1000 characters)
            </Text>
          </Text>
        )}
      />
      <FieldRow
        label="Diagnostic message"
        value={session.diagnostic_message}
        restricted={restricted}
        empty="unknown"
        render={(message) => <Text size="2">{message}</Text>}
      />
      {hasDiagnostics || !restricted ? (
        <>
          <Field label="Failure stage">
            <Maybe value={stage} />
          </Field>
          <Field label="Reason code">
            <Maybe value={reason} />
          </Field>
          <Field label="Root cause">
            <Maybe value={root} />
          </Field>
        </>
      ) : (
        <FieldRow label="Failure diagnostics" value={undefined} restricted render={() => null} />
      )}
    </DataList.Root>
  );
}
