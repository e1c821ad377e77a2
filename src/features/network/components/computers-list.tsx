import { DesktopIcon } from "@radix-ui/react-icons";
import { Badge, Card, Flex, Grid, Text } from "@radix-ui/themes";
import type { AgentNetworkComputer } from "@/api/types";
import { flagWords } from "@/ui";

export function ComputersList({ items }: { items: readonly AgentNetworkComputer[] }) {
  if (items.length === 0) {
    return (
      <Text size="2" color="gray">
        No member computers are registered.
      </Text>
    );
  }
  return (
    <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="3" asChild>
      <ul aria-label="Computers" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((computer) => (
          <li key={`${computer.person}/${computer.machine}`}>
            <Card size="1">
              <Flex align="center" gap="3">
                <DesktopIcon aria-hidden />
                <Flex direction="column" style={{ minWidth: 0 }} flexGrow="1">
                  <Text size="2" weight="medium" truncate>
                    {computer.machine}
                  </Text>
                  <Text size="1" color="gray" truncate>
                    {computer.person}
                  </Text>
                </Flex>
                <Badge color={computer.online === true ? "green" : "gray"} variant="soft" highContrast>
                  {flagWords(computer.online, "online", "offline").text}
                </Badge>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  );
}
