import { Text } from "@radix-ui/themes";

/**
 * "+12 −3": lines added and removed, in the diff's colours at high contrast (the counts are read, not only
 * seen). For a file, a hunk, a whole diff, and Compare's changed files.
 *
 * API: <LineCounts adds dels size?/>
 */
export function LineCounts({ adds, dels, size }: { adds: number; dels: number; size?: "1" | "2" }) {
  return (
    <>
      <Text size={size} color="green" highContrast>
        +{adds}
      </Text>{" "}
      <Text size={size} color="red" highContrast>
        −{dels}
      </Text>
    </>
  );
}
