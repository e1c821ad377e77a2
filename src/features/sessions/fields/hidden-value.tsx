import { LockClosedIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export const HIDDEN_TEXT = "Hidden — needs sessions:debug (owner/admin)";

/** Placeholder for a field the key may not see (spec §2.1 visibility), so it never reads as "empty". */
export function HiddenValue() {
  return (
    <Flex align="center" gap="1" asChild>
      <Text size="2" color="gray">
        <LockClosedIcon aria-hidden />
        {HIDDEN_TEXT}
      </Text>
    </Flex>
  );
}

export interface FieldValueProps<T> {
  value: T | null | undefined;
  restricted: boolean;
  render: (value: T) => ReactNode;
  empty?: string;
}

/**
 * Renders `render(value)` when present; otherwise "Hidden" when the snapshot is the
 * restricted projection, or a dash when the service simply has nothing recorded.
 */
export function FieldValue<T>({ value, restricted, render, empty = "—" }: FieldValueProps<T>) {
  if (value === undefined) return restricted ? <HiddenValue /> : <Text color="gray">{empty}</Text>;
  if (value === null) return <Text color="gray">{empty}</Text>;
  return <>{render(value)}</>;
}
