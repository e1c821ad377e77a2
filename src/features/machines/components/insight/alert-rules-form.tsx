import { Button, Card, Checkbox, Flex, Grid, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { FormField, formatCount } from "@/ui";
import { MACHINE_ANCHOR } from "../../anchors";
import { useAlertSettings } from "../../hooks/use-alert-settings";
import { type AlertRules, alertRulesSchema, DEFAULT_RULES, parseRules } from "../../insight/alert-rules";
import { rulesFor, withRules } from "../../insight/alert-settings";
import { AnchorHeading } from "../../parts/anchor-heading";

type NumberKey = Exclude<keyof AlertRules, "workerOffline">;
type Draft = Record<NumberKey, string>;
const FIELDS: { key: NumberKey; label: string; unit: string; min: number; max: number }[] = [
  { key: "utilisationPct", label: "Utilisation at or above", unit: "%", min: 1, max: 100 },
  { key: "utilisationMinutes", label: "for at least", unit: "min", min: 1, max: 240 },
  { key: "queueAtLeast", label: "Sessions queued at least", unit: "", min: 1, max: 10_000 },
  { key: "oldestWaitMinutes", label: "Oldest wait at least", unit: "min", min: 1, max: 1_440 },
];

/** The rule a typed number breaks, in words; null when the rule's schema takes it. */
function fieldError(field: (typeof FIELDS)[number], value: string): string | null {
  const text = value.trim();
  if (text !== "" && alertRulesSchema.shape[field.key].safeParse(Number(text)).success) return null;
  return `A whole number from ${formatCount(field.min)} to ${formatCount(field.max)}.`;
}

/** This Machine's capacity alert rules, kept in this browser (names and numbers only). */
export function AlertRulesForm({ orgId, machine }: { orgId: string; machine: string }) {
  const { settings, update } = useAlertSettings(orgId);
  const saved = rulesFor(settings, machine);
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [offline, setOffline] = useState(saved.workerOffline);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  // Errors show once a number is typed, or for every field after a Save that did not pass.
  const [attempted, setAttempted] = useState(false);
  const headingId = useId();
  const own = settings.machines[machine.toLowerCase()] !== undefined;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const broken = FIELDS.filter((f) => fieldError(f, draft[f.key]) !== null).length;
    if (broken > 0) {
      flushSync(() => {
        setAttempted(true);
        setNote({
          text: broken > 1 ? `Not saved: fix the ${broken} marked numbers.` : "Not saved: fix the marked number.",
          failed: true,
        });
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // Each number passed its own rule, so the whole passes too; parsing again keeps the schema the last word.
    const rules = parseRules({
      ...Object.fromEntries(FIELDS.map((f) => [f.key, Number(draft[f.key])])),
      workerOffline: offline,
    });
    if (!rules) return;
    update((s) => withRules(s, machine, rules));
    setAttempted(false);
    setNote({ text: "Saved in this browser.", failed: false });
  };
  const reset = () => {
    update((s) => withRules(s, machine, null));
    setDraft(toDraft(DEFAULT_RULES));
    setOffline(DEFAULT_RULES.workerOffline);
    setAttempted(false);
    setNote({ text: "Back to the default rules.", failed: false });
  };
  return (
    <Card size="2" asChild>
      <form onSubmit={save} aria-labelledby={headingId} id={MACHINE_ANCHOR.alertRules} noValidate>
        <Flex direction="column" gap="3">
          <AnchorHeading hash={MACHINE_ANCHOR.alertRules} id={headingId} as="h3" size="3">
            Capacity alert rules
          </AnchorHeading>
          <Text size="2" color="gray">
            {own ? "This Machine's own rules" : "The default rules"}, kept in this browser. Each is elevated at its
            threshold and high at twice it; every worker offline is high.
          </Text>
          <Grid columns={{ initial: "1", sm: "2" }} gap="3" align="start">
            {FIELDS.map((f) => {
              const value = draft[f.key];
              const error = attempted || value !== "" ? fieldError(f, value) : null;
              return (
                <FormField key={f.key} label={f.unit ? `${f.label} (${f.unit})` : f.label} error={error}>
                  {(control) => (
                    <TextField.Root
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={f.min}
                      max={f.max}
                      value={value}
                      color={error ? "red" : undefined}
                      onChange={(e) => {
                        const next = e.target.value;
                        setDraft((d) => ({ ...d, [f.key]: next }));
                      }}
                    />
                  )}
                </FormField>
              );
            })}
          </Grid>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={offline} onCheckedChange={(v) => setOffline(v === true)} />
              Alert when any worker is offline
            </Flex>
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Button type="submit">Save rules</Button>
            {own ? (
              <Button type="button" variant="soft" color="gray" onClick={reset}>
                Use the defaults
              </Button>
            ) : null}
            <Text size="2" aria-live="polite" color={note?.failed ? "red" : undefined}>
              {note?.text}
            </Text>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function toDraft(rules: AlertRules): Draft {
  return Object.fromEntries(FIELDS.map((f) => [f.key, String(rules[f.key])])) as Draft;
}
