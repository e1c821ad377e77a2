import { Flex, RadioGroup, Text, TextField } from "@radix-ui/themes";
import type { ComposeErrors, ComposerValues, MoveKind } from "./compose-request";

const MOVE_LABEL: Record<MoveKind, string> = { keep: "Keep", cloud: "Cloud", device: "Device", machine: "Machine" };

interface TargetFieldsProps {
  values: ComposerValues;
  onChange: (patch: Partial<ComposerValues>) => void;
  errors: ComposeErrors;
  /** A move starts a new continuation run, so it is allowed only after the current turn (spec §4.1). */
  turnRunning: boolean;
  disabled: boolean;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {text}
    </Text>
  );
}

export function TargetFields({ values, onChange, errors, turnRunning, disabled }: TargetFieldsProps) {
  const moveDisabled = disabled || turnRunning;
  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Text size="2" id="composer-move-label">
          Move to
        </Text>
        <RadioGroup.Root
          value={turnRunning ? "keep" : values.move}
          onValueChange={(move) => onChange({ move: move as MoveKind })}
          aria-labelledby="composer-move-label"
          disabled={moveDisabled}
          size="1"
        >
          <Flex gap="3" wrap="wrap">
            {(Object.keys(MOVE_LABEL) as MoveKind[]).map((kind) => (
              <RadioGroup.Item key={kind} value={kind}>
                {MOVE_LABEL[kind]}
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </Flex>
      {turnRunning && (
        <Text size="1" color="gray">
          Moving is possible once the current turn has finished: a move starts a new continuation run.
        </Text>
      )}
      <FieldError id="composer-move-error" text={errors.move} />
      {!turnRunning && values.move === "device" && (
        <Flex gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <TextField.Root
              aria-label="Device id"
              placeholder="Device id"
              value={values.deviceId}
              onChange={(e) => onChange({ deviceId: e.target.value })}
              aria-invalid={errors.deviceId ? true : undefined}
              aria-describedby={errors.deviceId ? "composer-device-error" : undefined}
              disabled={disabled}
            />
            <FieldError id="composer-device-error" text={errors.deviceId} />
          </Flex>
          <Flex direction="column" gap="1">
            <TextField.Root
              aria-label="Root folder"
              placeholder="Root folder, e.g. /home/me/repo"
              value={values.root}
              onChange={(e) => onChange({ root: e.target.value })}
              aria-invalid={errors.root ? true : undefined}
              aria-describedby={errors.root ? "composer-root-error" : undefined}
              disabled={disabled}
            />
            <FieldError id="composer-root-error" text={errors.root} />
          </Flex>
          <Text size="1" color="gray" style={{ flexBasis: "100%" }}>
            Only the conversation moves; files move only if pushed to the session branch. Needs devices:use.
          </Text>
        </Flex>
      )}
      {!turnRunning && values.move === "machine" && (
        <Flex direction="column" gap="1">
          <TextField.Root
            aria-label="Machine name"
            placeholder="Machine name, e.g. build-fleet"
            value={values.machine}
            onChange={(e) => onChange({ machine: e.target.value })}
            aria-invalid={errors.machine ? true : undefined}
            aria-describedby={errors.machine ? "composer-machine-error" : undefined}
            disabled={disabled}
            style={{ maxWidth: 320 }}
          />
          <FieldError id="composer-machine-error" text={errors.machine} />
          <Text size="1" color="gray">
            The session waits in the Machine's queue for a free worker. Needs devices:use.
          </Text>
        </Flex>
      )}
    </Flex>
  );
}
