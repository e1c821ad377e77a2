import { Flex, RadioGroup, Text, TextField } from "@radix-ui/themes";
import { PermissionNote } from "@/ui";
import type { ComposeErrors, ComposerValues, MoveKind } from "./compose-request";

const MOVE_LABEL: Record<MoveKind, string> = { keep: "Keep", cloud: "Cloud", device: "Device", machine: "Machine" };

interface TargetFieldsProps {
  values: ComposerValues;
  onChange: (patch: Partial<ComposerValues>) => void;
  errors: ComposeErrors;
  /** A move starts a new continuation run, so it is allowed only after the current turn (spec §4.1). */
  turnRunning: boolean;
  disabled: boolean;
  /** Why this key cannot move to a Device or Machine (lacks devices:use); null when it can. */
  devicesReason: string | null;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {text}
    </Text>
  );
}

/** A labelled text input whose error message is announced and tied to it (aria-describedby). */
function ValidatedField({
  id,
  label,
  placeholder,
  value,
  error,
  disabled,
  onValue,
  maxWidth,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onValue: (value: string) => void;
  maxWidth?: number;
}) {
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <TextField.Root
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        style={maxWidth ? { maxWidth } : undefined}
      />
      <FieldError id={errorId} text={error} />
    </Flex>
  );
}

export function TargetFields({ values, onChange, errors, turnRunning, disabled, devicesReason }: TargetFieldsProps) {
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
              <RadioGroup.Item
                key={kind}
                value={kind}
                disabled={devicesReason !== null && (kind === "device" || kind === "machine")}
                aria-describedby={
                  devicesReason !== null && kind !== "keep" && kind !== "cloud" ? "composer-devices-note" : undefined
                }
              >
                {MOVE_LABEL[kind]}
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </Flex>
      {!turnRunning && !disabled && devicesReason ? (
        <PermissionNote
          id="composer-devices-note"
          reason={`${devicesReason} It cannot move the session to a Device or Machine.`}
        />
      ) : null}
      {turnRunning && (
        <Text size="1" color="gray">
          Moving is possible once the current turn has finished: a move starts a new continuation run.
        </Text>
      )}
      <FieldError id="composer-move-error" text={errors.move} />
      {!turnRunning && values.move === "device" && (
        <Flex gap="3" wrap="wrap">
          <ValidatedField
            id="composer-device"
            label="Device id"
            placeholder="Device id"
            value={values.deviceId}
            error={errors.deviceId}
            disabled={disabled}
            onValue={(deviceId) => onChange({ deviceId })}
          />
          <ValidatedField
            id="composer-root"
            label="Root folder"
            placeholder="Root folder, e.g. /home/me/repo"
            value={values.root}
            error={errors.root}
            disabled={disabled}
            onValue={(root) => onChange({ root })}
          />
          <Text size="1" color="gray" style={{ flexBasis: "100%" }}>
            Only the conversation moves; files move only if pushed to the session branch. Needs devices:use.
          </Text>
        </Flex>
      )}
      {!turnRunning && values.move === "machine" && (
        <Flex direction="column" gap="1">
          <ValidatedField
            id="composer-machine"
            label="Machine name"
            placeholder="Machine name, e.g. build-fleet"
            value={values.machine}
            error={errors.machine}
            disabled={disabled}
            onValue={(machine) => onChange({ machine })}
            maxWidth={320}
          />
          <Text size="1" color="gray">
            The session waits in the Machine's queue for a free worker. Needs devices:use.
          </Text>
        </Flex>
      )}
    </Flex>
  );
}
