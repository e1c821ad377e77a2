import { Flex, Grid, RadioGroup, Text } from "@radix-ui/themes";
import { useId } from "react";
import { DEMO_KEY_HINTS, DEMO_KEY_LABELS, type DemoKeyLabel, isDemoKeyLabel } from "../demo-runtime";

export interface DemoKeyRadioProps {
  value: DemoKeyLabel;
  onChange: (label: DemoKeyLabel) => void;
  disabled?: boolean;
}

/** "Demo key": a radio group (not a custom select) so keyboards, screen readers and tests all get plain radios. */
export function DemoKeyRadio({ value, onChange, disabled }: DemoKeyRadioProps) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="medium" id={labelId}>
        Demo key
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          if (isDemoKeyLabel(next)) onChange(next);
        }}
      >
        <Grid columns={{ initial: "1", sm: "2" }} gapX="4" gapY="2">
          {DEMO_KEY_LABELS.map((label) => (
            <Text as="label" size="2" key={label}>
              <Flex gap="2" align="center">
                <RadioGroup.Item value={label} aria-label={label} />
                <span>
                  {label}{" "}
                  <Text color="gray" size="1">
                    ({DEMO_KEY_HINTS[label]})
                  </Text>
                </span>
              </Flex>
            </Text>
          ))}
        </Grid>
      </RadioGroup.Root>
    </Flex>
  );
}
