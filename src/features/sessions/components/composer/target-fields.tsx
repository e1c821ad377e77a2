import { Flex, RadioGroup, Text, TextField } from "@radix-ui/themes";
import { memo, useId } from "react";
import { FormField, PermissionNote } from "@/ui";
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

/** A text input with its label above and its error under it, tied together by FormField. */
function TargetField({
  label,
  placeholder,
  value,
  error,
  disabled,
  onValue,
  width,
}: {
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onValue: (value: string) => void;
  width: string;
}) {
  return (
    <FormField label={label} error={error} errorAlert style={{ width: "100%", maxWidth: width, minWidth: 0 }}>
      {(control) => (
        <TextField.Root
          {...control}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/** Memoized: the composer's page re-renders on each poll; the options change only as they are edited. */
export const TargetFields = memo(function TargetFields({
  values,
  onChange,
  errors,
  turnRunning,
  disabled,
  devicesReason,
}: TargetFieldsProps) {
  const moveDisabled = disabled || turnRunning;
  const moveErrorId = useId();
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
          // A radio group keeps its group label; its one error is tied to the group.
          aria-describedby={errors.move ? moveErrorId : undefined}
          aria-invalid={errors.move ? true : undefined}
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
      {errors.move ? (
        <Text id={moveErrorId} size="1" color="red" weight="medium" role="alert">
          {errors.move}
        </Text>
      ) : null}
      {!turnRunning && values.move === "device" && (
        <Flex gap="3" wrap="wrap">
          <TargetField
            label="Device id"
            placeholder="UUID"
            value={values.deviceId}
            error={errors.deviceId}
            disabled={disabled}
            onValue={(deviceId) => onChange({ deviceId })}
            width="14rem"
          />
          <TargetField
            label="Root folder"
            placeholder="/home/me/repo"
            value={values.root}
            error={errors.root}
            disabled={disabled}
            onValue={(root) => onChange({ root })}
            width="20rem"
          />
          <Text size="1" color="gray" style={{ flexBasis: "100%" }}>
            Only the conversation moves; files move only if pushed to the session branch. Needs devices:use.
          </Text>
        </Flex>
      )}
      {!turnRunning && values.move === "machine" && (
        <Flex direction="column" gap="1">
          <TargetField
            label="Machine name"
            placeholder="build-fleet"
            value={values.machine}
            error={errors.machine}
            disabled={disabled}
            onValue={(machine) => onChange({ machine })}
            width="20rem"
          />
          <Text size="1" color="gray">
            The session waits in the Machine's queue for a free worker. Needs devices:use.
          </Text>
        </Flex>
      )}
    </Flex>
  );
});
