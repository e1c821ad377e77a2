import { Box, Flex, Text } from "@radix-ui/themes";

export interface GaugeProps {
  label: string;
  value: number;
  max: number;
  /** Read aloud instead of the bare number, e.g. "3 of 8 workers busy". */
  valueText?: string;
  color?: "accent" | "green" | "amber" | "red";
  /** "large" for a page's headline numbers (e.g. a Machine's capacity, read from across a room). */
  size?: "regular" | "large";
}

const FILL: Record<NonNullable<GaugeProps["color"]>, string> = {
  accent: "var(--accent-9)",
  green: "var(--green-9)",
  amber: "var(--amber-9)",
  red: "var(--red-9)",
};

/** A horizontal meter. role="meter" (not progressbar): it shows a level, not progress toward done. */
export function Gauge({ label, value, max, valueText, color = "accent", size = "regular" }: GaugeProps) {
  const large = size === "large";
  const safeMax = Math.max(0, max);
  const clamped = Math.min(Math.max(0, value), safeMax);
  const percent = safeMax === 0 ? 0 : (clamped / safeMax) * 100;
  const text = valueText ?? `${clamped} of ${safeMax}`;
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" gap="2">
        <Text size={large ? "3" : "2"} color="gray">
          {label}
        </Text>
        <Text size={large ? "6" : "2"} weight={large ? "bold" : "medium"} aria-hidden>
          {text}
        </Text>
      </Flex>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        style={{ height: large ? 16 : 8, borderRadius: 999, background: "var(--gray-a4)", overflow: "hidden" }}
      >
        <Box
          style={{ width: `${percent}%`, height: "100%", background: FILL[color], transition: "width 300ms ease" }}
        />
      </Box>
    </Flex>
  );
}
