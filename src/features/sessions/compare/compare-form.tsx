import { Button, Card, Flex, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import { FormField, LEVEL_WITH_FIELD } from "@/ui";
import { parseSessionRef } from "../components/list/session-ref";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import type { CompareSearch } from "./compare-search";

/** Pick (or change) the two sessions: ids, attempt UUIDs or pasted session URLs; recent ones are offered. */
export function CompareForm({
  orgId,
  search,
  onSubmit,
}: {
  orgId: string;
  search: CompareSearch;
  onSubmit: (next: CompareSearch) => void;
}) {
  const [a, setA] = useState(search.a ?? "");
  const [b, setB] = useState(search.b ?? "");
  // Each problem under the field it belongs to.
  const [errors, setErrors] = useState<{ a?: string; b?: string }>({});
  const { items } = useRecentSessions(orgId);
  const listId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const first = parseSessionRef(a);
    const second = parseSessionRef(b);
    if (!first.ok || !second.ok) {
      setErrors({ a: first.ok ? undefined : first.error, b: second.ok ? undefined : second.error });
      return;
    }
    setErrors({});
    onSubmit({ a: first.id, b: second.id });
  };
  return (
    <Card size="2">
      <form onSubmit={submit} aria-label="Sessions to compare" noValidate>
        <Flex gap="3" align="start" wrap="wrap">
          <Field label="First session" value={a} onChange={setA} list={listId} error={errors.a} />
          <Field label="Second session" value={b} onChange={setB} list={listId} error={errors.b} />
          <Button type="submit" style={LEVEL_WITH_FIELD}>
            Compare
          </Button>
        </Flex>
        <datalist id={listId}>
          {items.map((item) => (
            <option key={item.sessionId} value={item.sessionId}>
              {item.title}
            </option>
          ))}
        </datalist>
      </form>
    </Card>
  );
}

function Field({
  label,
  value,
  onChange,
  list,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  list: string;
  error: string | undefined;
}) {
  return (
    <FormField label={label} error={error} errorAlert style={{ flex: "1 1 220px", minWidth: 0 }}>
      {(control) => (
        <TextField.Root
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="ses_… or attempt UUID"
          autoComplete="off"
          spellCheck={false}
          list={list}
        />
      )}
    </FormField>
  );
}
