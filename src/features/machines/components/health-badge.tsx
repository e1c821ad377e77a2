import { Badge } from "@radix-ui/themes";
import type { MachineHealth } from "../health";

export function HealthBadge({
  health,
  size = "2",
}: {
  health: Pick<MachineHealth, "state" | "tone">;
  size?: "2" | "3";
}) {
  return (
    // Soft + high contrast: white on solid orange, red or green is under 4.5:1 (WCAG AA) in both themes.
    <Badge color={health.tone} variant="soft" highContrast radius="full" size={size}>
      {health.state}
    </Badge>
  );
}
