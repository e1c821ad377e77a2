import { Box, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useId } from "react";
import { type CapacitySample, HISTORY_SAMPLE_MS, SERIES, summarizeHistory } from "../history";

const W = 600;
const H = 180;
const STYLE: Record<(typeof SERIES)[number]["key"], { stroke: string; dash?: string }> = {
  online: { stroke: "var(--green-9)" },
  busy: { stroke: "var(--blue-9)", dash: "8 4" },
  queued: { stroke: "var(--orange-9)", dash: "2 4" },
};

function clock(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** Step lines: a value holds until the next sample says otherwise. */
function stepPath(
  samples: readonly CapacitySample[],
  key: keyof Omit<CapacitySample, "at">,
  x: (at: number) => number,
  y: (v: number) => number,
): string {
  const steps = samples.map((s, i) => (i === 0 ? `M ${x(s.at)} ${y(s[key])}` : `H ${x(s.at)} V ${y(s[key])}`));
  return `${steps.join(" ")} H ${W}`;
}

/** Workers online, busy and the queue since this page opened, as SVG with the same facts in words. */
export function HistoryChart({ samples, total }: { samples: readonly CapacitySample[]; total: number }) {
  const summaryId = useId();
  const first = samples[0];
  const last = samples[samples.length - 1];
  const top = Math.max(1, total, ...samples.map((s) => Math.max(s.online, s.busy, s.queued)));
  // The latest values hold until the next refresh is due, so they get a width of their own.
  const spanMs = first && last ? last.at - first.at + HISTORY_SAMPLE_MS : HISTORY_SAMPLE_MS;
  const x = (at: number) => (first ? ((at - first.at) / spanMs) * W : 0);
  const y = (v: number) => H - (v / top) * (H - 8) - 4;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          History since this page opened
        </Heading>
        <Flex asChild gap="4" wrap="wrap">
          <ul aria-label="Legend" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {SERIES.map(({ key, label }) => (
              <Flex asChild key={key} align="center" gap="2">
                <li>
                  <svg width="28" height="8" aria-hidden="true">
                    <line
                      x1="0"
                      y1="4"
                      x2="28"
                      y2="4"
                      stroke={STYLE[key].stroke}
                      strokeWidth="3"
                      strokeDasharray={STYLE[key].dash}
                    />
                  </svg>
                  <Text size="2">
                    {label}
                    {last ? <strong> {last[key]}</strong> : null}
                  </Text>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
        <Grid columns="auto 1fr" gapX="2">
          <Flex direction="column" justify="between" aria-hidden style={{ height: H }}>
            <Text size="1" color="gray">
              {top}
            </Text>
            <Text size="1" color="gray">
              0
            </Text>
          </Flex>
          <Box style={{ height: H, borderLeft: "1px solid var(--gray-a6)", borderBottom: "1px solid var(--gray-a6)" }}>
            <svg
              role="img"
              aria-describedby={summaryId}
              viewBox={`0 0 ${W} ${H}`}
              preserveAspectRatio="none"
              width="100%"
              height={H}
              style={{ display: "block" }}
            >
              <title>Workers online, workers busy and sessions queued over time</title>
              <line
                x1="0"
                x2={W}
                y1={y(top / 2)}
                y2={y(top / 2)}
                stroke="var(--gray-a4)"
                vectorEffect="non-scaling-stroke"
              />
              {samples.length > 0
                ? SERIES.map(({ key }) => (
                    <path
                      key={key}
                      d={
                        samples.length === 1 ? `M 0 ${y(samples[0]?.[key] ?? 0)} H ${W}` : stepPath(samples, key, x, y)
                      }
                      fill="none"
                      stroke={STYLE[key].stroke}
                      strokeWidth="2.5"
                      strokeDasharray={STYLE[key].dash}
                      vectorEffect="non-scaling-stroke"
                    />
                  ))
                : null}
            </svg>
          </Box>
          <span />
          <Flex justify="between" aria-hidden>
            <Text size="1" color="gray">
              {first ? clock(first.at) : ""}
            </Text>
            <Text size="1" color="gray">
              {last ? "now" : ""}
            </Text>
          </Flex>
        </Grid>
        <Text as="p" size="2" id={summaryId}>
          {summarizeHistory(samples)}
        </Text>
      </Flex>
    </Card>
  );
}
