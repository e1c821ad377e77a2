import { LockClosedIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";

export interface PermissionNoteProps {
  /** Why the control next to it is disabled (from the key's capabilities); nothing renders when null. */
  reason: string | null;
  /** Give the control `aria-describedby={id}` so screen readers hear the reason with it. */
  id?: string;
}

/** The reason a write control is disabled, said up front instead of after a refused request. */
export function PermissionNote({ reason, id }: PermissionNoteProps) {
  if (!reason) return null;
  return (
    <Flex align="center" gap="1" id={id}>
      <LockClosedIcon aria-hidden />
      <Text size="1" color="gray">
        {reason}
      </Text>
    </Flex>
  );
}
