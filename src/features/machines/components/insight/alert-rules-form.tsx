import { Button, Card, Checkbox, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useAlertSettings } from "../../hooks/use-alert-settings";
import { type AlertRules, DEFAULT_RULES, parseRules } from "../../insight/alert-rules";
import { rulesFor, withRules } from "../../insight/alert-settings";

type NumberKey = Exclude<keyof AlertRules, "workerOffline">;
const FIELDS: { key: NumberKey; label: string; unit: string; min: number; max: number }[] = [
  { key: "utilisationPct", label: "Utilisation at or above", unit: "%", min: 1, max: 100 },
  { key: "utilisationMinutes", label: "for at least", unit: "min", min: 1, max: 240 },
  { key: "queueAtLeast", label: "Sessions queued at least", unit: "", min: 1, max: 10_000 },
  { key: "oldestWaitMinutes", label: "Oldest wait at least", unit: "min", min: 1, max: 1_440 },
];

function Field({
  field,
  value,
  onChange,
}: {
  field: (typeof FIELDS)[number];
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={id}>
        {field.label}
        {field.unit ? ` (${field.unit})` : ""}
      </Text>
      <TextField.Root
        id={id}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Flex>
  );
}

/** This Machine's capacity alert rules, kept in this browser (names and numbers only). */
export function AlertRulesForm({ orgId, machine }: { orgId: string; machine: string }) {
  const { settings, update } = useAlertSettings(orgId);
  const saved = rulesFor(settings, machine);
  const [draft, setDraft] = useState<Record<NumberKey, string>>(() => toDraft(saved));
  const [offline, setOffline] = useState(saved.workerOffline);
  const [note, setNote] = useState<string | null>(null);
  const own = settings.machines[machine.toLowerCase()] !== undefined;
  const save = () => {
    const rules = parseRules({
      ...Object.fromEntries(FIELDS.map((f) => [f.key, Number(draft[f.key])])),
      workerOffline: offline,
    });
    if (!rules) {
      setNote(
        "Each number must be a whole number within its range (utilisation 1–100 %, minutes 1–240, queue 1 or more).",
      );
      return;
    }
    update((s) => withRules(s, machine, rules));
    setNote("Saved in this browser.");
  };
  const reset = () => {
    update((s) => withRules(s, machine, null));
    setDraft(toDraft(DEFAULT_RULES));
    setOffline(DEFAULT_RULES.workerOffline);
    setNote("Back to the default rules.");
  };
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          Capacity alert rules
        </Heading>
        <Text size="2" color="gray">
          {own ? "This Machine's own rules" : "The default rules"}, kept in this browser. Each is elevated at its
          threshold and high at twice it; every worker offline is high.
        </Text>
        <Grid columns={{ initial: "1", sm: "2" }} gap="3">
          {FIELDS.map((f) => (
            <Field key={f.key} field={f} value={draft[f.key]} onChange={(v) => setDraft({ ...draft, [f.key]: v })} />
          ))}
        </Grid>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={offline} onCheckedChange={(v) => setOffline(v === true)} />
            Alert when any worker is offline
          </Flex>
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Button onClick={save}>Save rules</Button>
          {own ? (
            <Button variant="soft" color="gray" onClick={reset}>
              Use the defaults
            </Button>
          ) : null}
          <Text size="2" aria-live="polite">
            {note}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}

function toDraft(rules: AlertRules): Record<NumberKey, string> {
  return Object.fromEntries(FIELDS.map((f) => [f.key, String(rules[f.key])])) as Record<NumberKey, string>;
}
