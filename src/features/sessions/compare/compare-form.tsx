import { Button, Card, Flex, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
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
  const [error, setError] = useState<string | null>(null);
  const { items } = useRecentSessions(orgId);
  const listId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const first = parseSessionRef(a);
    const second = parseSessionRef(b);
    if (!first.ok) return setError(`First session: ${first.error}`);
    if (!second.ok) return setError(`Second session: ${second.error}`);
    setError(null);
    onSubmit({ a: first.id, b: second.id });
  };
  return (
    <Card size="2">
      <form onSubmit={submit} aria-label="Sessions to compare" noValidate>
        <Flex gap="3" align="end" wrap="wrap">
          <Field label="First session" value={a} onChange={setA} list={listId} />
          <Field label="Second session" value={b} onChange={setB} list={listId} />
          <Button type="submit">Compare</Button>
        </Flex>
        <datalist id={listId}>
          {items.map((item) => (
            <option key={item.sessionId} value={item.sessionId}>
              {item.title}
            </option>
          ))}
        </datalist>
        {error && (
          <Text as="p" size="2" color="red" role="alert" mt="2">
            {error}
          </Text>
        )}
      </form>
    </Card>
  );
}

function Field({
  label,
  value,
  onChange,
  list,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  list: string;
}) {
  return (
    <Flex direction="column" gap="1" style={{ flex: "1 1 220px", minWidth: 0 }}>
      <Text as="label" size="2" weight="medium">
        {label}
        <TextField.Root
          mt="1"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="ses_… or attempt UUID"
          autoComplete="off"
          spellCheck={false}
          list={list}
        />
      </Text>
    </Flex>
  );
}
