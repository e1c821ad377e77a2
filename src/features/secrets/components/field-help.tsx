import { Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

/**
 * The line under a field: its error when there is one, else its hint. Fields point at it with
 * aria-describedby, so a screen reader hears the current message with the field.
 */
export function FieldHelp({ id, error, children }: { id: string; error?: string | null; children?: ReactNode }) {
  if (!error && !children) return null;
  return (
    <Text id={id} as="p" size="1" color={error ? "red" : "gray"} weight={error ? "medium" : "regular"}>
      {error || children}
    </Text>
  );
}
