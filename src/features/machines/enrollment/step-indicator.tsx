import { Badge, Flex, Text } from "@radix-ui/themes";
import { STEPS, type StepId } from "./draft";

export const STEP_TITLES: Record<StepId, string> = {
  machine: "Machine and lifecycle",
  roots: "Roots",
  worker: "Worker",
  review: "Review",
};

const SHORT: Record<StepId, string> = { machine: "Machine", roots: "Roots", worker: "Worker", review: "Review" };

/** Where the user is in the wizard; the current step carries aria-current. */
export function StepIndicator({ current }: { current: StepId | "ticket" }) {
  const at = current === "ticket" ? STEPS.length : STEPS.indexOf(current);
  return (
    <Flex asChild gap="3" wrap="wrap" m="0" p="0" style={{ listStyle: "none" }}>
      <ol aria-label="Steps">
        {STEPS.map((step, i) => (
          <Flex asChild key={step} align="center" gap="1">
            <li aria-current={i === at ? "step" : undefined}>
              <Badge radius="full" variant={i === at ? "solid" : "soft"} color={i < at ? "green" : undefined}>
                {i + 1}
              </Badge>
              <Text size="1" color={i === at ? undefined : "gray"} weight={i === at ? "medium" : "regular"}>
                {SHORT[step]}
              </Text>
            </li>
          </Flex>
        ))}
      </ol>
    </Flex>
  );
}
