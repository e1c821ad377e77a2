import { Button, Card, Code, Flex, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";

/** The sessions picked in the list for Compare; two make the Compare link (a shareable URL). */
export function ComparePicker({
  orgId,
  picked,
  onClear,
}: {
  orgId: string;
  picked: readonly string[];
  onClear: () => void;
}) {
  if (picked.length === 0) return null;
  const [a, b] = picked;
  return (
    <Card size="1" role="region" aria-label="Compare sessions">
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Text size="2">
          {picked.length === 1 ? (
            <>
              Picked <Code>{a}</Code>: pick one more to compare.
            </>
          ) : (
            <>
              Compare <Code>{a}</Code> with <Code>{b}</Code>
            </>
          )}
        </Text>
        <Flex gap="2">
          <Button variant="soft" color="gray" onClick={onClear}>
            Clear
          </Button>
          {a && b && (
            <Button asChild>
              <Link to="/o/$orgId/compare" params={{ orgId }} search={{ a, b }}>
                Compare
              </Link>
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
