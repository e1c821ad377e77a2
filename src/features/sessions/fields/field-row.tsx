import { Code, DataList } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { FieldValue, type FieldValueProps } from "./hidden-value";

/**
 * One label/value row of a session details list (header, diagnostics tab, the answers' cards).
 * `labelWidth` lines the labels of one card up; the value may then shrink (long paths and commands wrap).
 */
export function Field({ label, children, labelWidth }: { label: string; children: ReactNode; labelWidth?: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth={labelWidth}>{label}</DataList.Label>
      <DataList.Value style={labelWidth ? { minWidth: 0 } : undefined}>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** A row whose value may be hidden by the restricted snapshot or simply not recorded (see FieldValue). */
export function FieldRow<T>({ label, ...value }: { label: string } & FieldValueProps<T>) {
  return (
    <Field label={label}>
      <FieldValue {...value} />
    </Field>
  );
}

/** The usual `render` for identifiers (model, branch, profiles): monospace, no box. */
export function asCode(value: unknown) {
  // Details shows what the service sent: a value that is not text (contract drift) as its JSON.
  return <Code variant="ghost">{typeof value === "string" ? value : JSON.stringify(value)}</Code>;
}
