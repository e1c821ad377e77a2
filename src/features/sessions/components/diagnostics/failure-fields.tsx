import { Code, DataList, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { FieldValue } from "../header/hidden-value";

function Unknown() {
  return <Text color="gray">unknown</Text>;
}

function Maybe({ value }: { value: string | null | undefined }) {
  return value ? <Code variant="ghost">{value}</Code> : <Unknown />;
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
      <DataList.Item>
        <DataList.Label>Error class</DataList.Label>
        <DataList.Value>
          {session.error_class ? <Code>{session.error_class}</Code> : <Text color="gray">none</Text>}
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Error message</DataList.Label>
        <DataList.Value>
          <FieldValue
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
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>Diagnostic message</DataList.Label>
        <DataList.Value>
          <FieldValue
            value={session.diagnostic_message}
            restricted={restricted}
            empty="unknown"
            render={(message) => <Text size="2">{message}</Text>}
          />
        </DataList.Value>
      </DataList.Item>
      {hasDiagnostics || !restricted ? (
        <>
          <DataList.Item>
            <DataList.Label>Failure stage</DataList.Label>
            <DataList.Value>
              <Maybe value={stage} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Reason code</DataList.Label>
            <DataList.Value>
              <Maybe value={reason} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Root cause</DataList.Label>
            <DataList.Value>
              <Maybe value={root} />
            </DataList.Value>
          </DataList.Item>
        </>
      ) : (
        <DataList.Item>
          <DataList.Label>Failure diagnostics</DataList.Label>
          <DataList.Value>
            <FieldValue value={undefined} restricted render={() => null} />
          </DataList.Value>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
