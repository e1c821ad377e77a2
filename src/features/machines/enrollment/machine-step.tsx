import { Code, Flex, RadioCards, Select, Text } from "@radix-ui/themes";
import { LIFECYCLES, LIMITS } from "@/api/limits";
import type { DraftErrors, EnrollmentDraft } from "./draft";
import { withLifecycle } from "./draft";
import { TextFieldRow } from "./text-field-row";
import { formatDuration, formatMax, TTL_BOUNDS, TTL_UNITS, toSeconds } from "./ttl";
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
  const lifetimeHint = `At least ${formatDuration(LIMITS.ttlMinS)}, at most ${formatMax(draft.lifecycle)}.${
    seconds !== null && !errors.ttl ? ` Sent as ttl_seconds ${seconds}.` : ""
  }`;

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
                  Default {formatDuration(TTL_BOUNDS[lifecycle].defaultS)}, at most {formatMax(lifecycle)}
                </Text>
              </Flex>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
      </Flex>

      <Flex gap="2" align="start">
        <Flex direction="column" flexGrow="1">
          <TextFieldRow
            label="Worker lifetime"
            value={draft.ttl.amount}
            onValue={(amount) => onDraft({ ...draft, ttl: { ...draft.ttl, amount } })}
            error={errors.ttl}
            showError={attempted || draft.ttl.amount !== ""}
            inputMode="numeric"
            hint={lifetimeHint}
          />
        </Flex>
        <Flex direction="column" gap="1" pt="5">
          <Select.Root
            value={draft.ttl.unit}
            onValueChange={(value) => {
              const unit = TTL_UNITS.find((u) => u === value);
              if (unit) onDraft({ ...draft, ttl: { ...draft.ttl, unit } });
            }}
          >
            <Select.Trigger aria-label="Worker lifetime unit" />
            <Select.Content>
              {TTL_UNITS.map((unit) => (
                <Select.Item key={unit} value={unit}>
                  {unit}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
    </Flex>
  );
}
