import { Code, Flex, RadioCards, Select, Text, TextField } from "@radix-ui/themes";
import { LIFECYCLES, LIMITS } from "@/api/limits";
import { FormField } from "@/ui";
import { exactDuration } from "@/ui/time";
import type { DraftErrors, EnrollmentDraft } from "./draft";
import { withLifecycle } from "./draft";
import { TextFieldRow } from "./text-field-row";
import { formatMax, TTL_BOUNDS, TTL_UNITS, toSeconds } from "./ttl";
import { isLifecycle } from "./validate";

interface MachineStepProps {
  draft: EnrollmentDraft;
  onDraft: (draft: EnrollmentDraft) => void;
  errors: DraftErrors;
  /** Errors show once typed into, or for every field after a Next that did not pass. */
  attempted: boolean;
  /** The Machine came with the page (Machine detail); otherwise it is asked for here. */
  preset: boolean;
  isMachineToken: boolean;
}

const LIFECYCLE_TEXT = {
  persistent: "Persistent",
  ephemeral: "Ephemeral",
} as const;

export function MachineStep({ draft, onDraft, errors, attempted, preset, isMachineToken }: MachineStepProps) {
  const seconds = toSeconds(draft.ttl.amount, draft.ttl.unit);
  const lifetimeHint = `At least ${exactDuration(LIMITS.ttlMinS)}, at most ${formatMax(draft.lifecycle)}.${
    seconds !== null && !errors.ttl ? ` Sent as ttl_seconds ${seconds}.` : ""
  }`;
  // The amount and its unit are one field: its label, help and error are theirs together.
  const ttlError = attempted || draft.ttl.amount !== "" ? errors.ttl : undefined;

  return (
    <Flex direction="column" gap="4">
      {preset ? (
        <Text as="p" size="2">
          Machine <Code>{draft.machine}</Code>
        </Text>
      ) : (
        <TextFieldRow
          label="Machine"
          value={draft.machine}
          onValue={(machine) => onDraft({ ...draft, machine })}
          error={errors.machine}
          showError={attempted || draft.machine !== ""}
          placeholder="e.g. build-fleet"
          hint={
            isMachineToken
              ? "The name or id of this Machine token's own Machine: a token approves workers only there."
              : "The Machine's name or id; names ignore case."
          }
        />
      )}

      <Flex direction="column" gap="2">
        <Text as="div" size="2" weight="medium" id="enroll-lifecycle-label">
          Lifecycle
        </Text>
        <RadioCards.Root
          value={draft.lifecycle}
          onValueChange={(value) => isLifecycle(value) && onDraft(withLifecycle(draft, value))}
          aria-labelledby="enroll-lifecycle-label"
          columns={{ initial: "1", sm: "2" }}
          size="1"
        >
          {LIFECYCLES.map((lifecycle) => (
            <RadioCards.Item key={lifecycle} value={lifecycle}>
              <Flex direction="column" width="100%">
                <Text weight="bold">{LIFECYCLE_TEXT[lifecycle]}</Text>
                <Text size="1" color="gray">
                  Default {exactDuration(TTL_BOUNDS[lifecycle].defaultS)}, at most {formatMax(lifecycle)}
                </Text>
              </Flex>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
      </Flex>

      <FormField label="Worker lifetime" help={lifetimeHint} error={ttlError}>
        {(control) => (
          <Flex gap="2" align="start">
            <TextField.Root
              {...control}
              value={draft.ttl.amount}
              onChange={(e) => onDraft({ ...draft, ttl: { ...draft.ttl, amount: e.target.value } })}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              color={ttlError ? "red" : undefined}
              style={{ flexGrow: 1 }}
            />
            <Select.Root
              value={draft.ttl.unit}
              onValueChange={(value) => {
                const unit = TTL_UNITS.find((u) => u === value);
                if (unit) onDraft({ ...draft, ttl: { ...draft.ttl, unit } });
              }}
            >
              {/* Described as the amount is; invalid when the duration is out of range, not when the amount is bad. */}
              <Select.Trigger
                aria-label="Worker lifetime unit"
                aria-describedby={control["aria-describedby"]}
                aria-invalid={ttlError && seconds !== null ? true : undefined}
              />
              <Select.Content>
                {TTL_UNITS.map((unit) => (
                  <Select.Item key={unit} value={unit}>
                    {unit}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        )}
      </FormField>
    </Flex>
  );
}
