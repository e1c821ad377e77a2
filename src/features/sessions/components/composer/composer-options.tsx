import { Flex, Select, Switch, Text } from "@radix-ui/themes";
import { memo } from "react";
import { REASONING_EFFORTS } from "@/api/limits";
import type { Model } from "@/api/types";
import { FormField } from "@/ui";
import { AUTO_MODEL, type ComposerValues, DEFAULT_EFFORT } from "./compose-request";

interface ComposerOptionsProps {
  values: ComposerValues;
  onChange: (patch: Partial<ComposerValues>) => void;
  models: readonly Model[] | undefined;
  /** Why the model list is unavailable (loading, error text); the select still offers Auto. */
  modelsNote: string | null;
  disabled: boolean;
  /** While a turn runs a queued message waits for its end and cannot be withdrawn until then. */
  turnRunning: boolean;
}

/** Model, reasoning effort and queue mode for the next follow-up. */
/** Memoized: the composer's page re-renders on each poll; the options change only as they are edited. */
export const ComposerOptions = memo(function ComposerOptions({
  values,
  onChange,
  models,
  modelsNote,
  disabled,
  turnRunning,
}: ComposerOptionsProps) {
  return (
    <Flex gap="4" wrap="wrap" align="center">
      <FormField label="Model" labelPlacement="beside" help={modelsNote}>
        {(control) => (
          <Select.Root value={values.model} onValueChange={(model) => onChange({ model })} disabled={disabled} size="1">
            <Select.Trigger {...control} style={{ minWidth: 160 }} />
            <Select.Content>
              <Select.Item value={AUTO_MODEL}>Auto (keep current)</Select.Item>
              {models?.map((model) => (
                <Select.Item key={model.id} value={model.id}>
                  {model.label}
                  {model.is_default ? " (default)" : ""}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        )}
      </FormField>
      <FormField label="Reasoning effort" labelPlacement="beside">
        {(control) => (
          <Select.Root
            value={values.effort}
            onValueChange={(effort) => onChange({ effort })}
            disabled={disabled}
            size="1"
          >
            <Select.Trigger {...control} style={{ minWidth: 100 }} />
            <Select.Content>
              <Select.Item value={DEFAULT_EFFORT}>Default</Select.Item>
              {REASONING_EFFORTS.map((effort) => (
                <Select.Item key={effort} value={effort}>
                  {effort}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        )}
      </FormField>
      <Text as="label" size="1">
        <Flex gap="2" align="center" style={{ minHeight: "var(--space-5)" }}>
          <Switch
            size="1"
            checked={values.queue}
            onCheckedChange={(queue) => onChange({ queue })}
            disabled={disabled}
          />
          {turnRunning
            ? "Queue: deliver when this turn ends"
            : "Queue: wait before running (can be withdrawn meanwhile)"}
        </Flex>
      </Text>
    </Flex>
  );
});
