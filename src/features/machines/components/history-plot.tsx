import { Box, Flex, Grid, Text } from "@radix-ui/themes";
import { formatCount } from "@/ui";
import { SERIES } from "../history";
import type { HistoryRun, HistoryView } from "../history/history-view";

export const PLOT_W = 600;
const H = 180;

export const SERIES_STYLE: Record<(typeof SERIES)[number]["key"], { stroke: string; dash?: string }> = {
  online: { stroke: "var(--green-9)" },
  busy: { stroke: "var(--blue-9)", dash: "8 4" },
  queued: { stroke: "var(--orange-9)", dash: "2 4" },
};
export const GAP_FILL = "var(--gray-a4)";

/** Step lines: a value holds until the next point says otherwise, and ends where its run ends. */
function stepPath(
  run: HistoryRun,
  key: (typeof SERIES)[number]["key"],
  x: (at: number) => number,
  y: (v: number) => number,
) {
  const steps = run.points.map((p, i) => (i === 0 ? `M ${x(p.at)} ${y(p[key])}` : `H ${x(p.at)} V ${y(p[key])}`));
  return `${steps.join(" ")} H ${x(run.to)}`;
}

/** The window as SVG: one path per series and run, shaded gaps; the words are the caller's (describedBy). */
export function HistoryPlot({
  view,
  top,
  describedBy,
  clock,
}: {
  view: HistoryView;
  top: number;
  describedBy: string;
  clock: (at: number) => string;
}) {
  const width = Math.max(1, view.to - view.from);
  const x = (at: number) => ((at - view.from) / width) * PLOT_W;
  const y = (v: number) => H - (v / top) * (H - 8) - 4;
  return (
    <Grid columns="auto 1fr" gapX="2">
      <Flex direction="column" justify="between" aria-hidden style={{ height: H }}>
        <Text size="1" color="gray">
          {formatCount(top)}
        </Text>
        <Text size="1" color="gray">
          0
        </Text>
      </Flex>
      <Box style={{ height: H, borderLeft: "1px solid var(--gray-a6)", borderBottom: "1px solid var(--gray-a6)" }}>
        <svg
          role="img"
          aria-describedby={describedBy}
          viewBox={`0 0 ${PLOT_W} ${H}`}
          preserveAspectRatio="none"
          width="100%"
          height={H}
          style={{ display: "block" }}
        >
          <title>Workers online, workers busy and sessions queued over time</title>
          {view.gaps.map((gap) => (
            <rect
              key={gap.from}
              data-gap=""
              x={x(gap.from)}
              width={Math.max(1, x(gap.to) - x(gap.from))}
              y={0}
              height={H}
              fill={GAP_FILL}
            />
          ))}
          <line
            x1="0"
            x2={PLOT_W}
            y1={y(top / 2)}
            y2={y(top / 2)}
            stroke="var(--gray-a4)"
            vectorEffect="non-scaling-stroke"
          />
          {view.runs.flatMap((run) =>
            SERIES.map(({ key }) => (
              <path
                key={`${run.from}-${key}`}
                data-series={key}
                d={stepPath(run, key, x, y)}
                fill="none"
                stroke={SERIES_STYLE[key].stroke}
                strokeWidth="2.5"
                strokeDasharray={SERIES_STYLE[key].dash}
                vectorEffect="non-scaling-stroke"
              />
            )),
          )}
        </svg>
      </Box>
      <span />
      <Flex justify="between" aria-hidden>
        <Text size="1" color="gray">
          {clock(view.from)}
        </Text>
        <Text size="1" color="gray">
          {clock(view.from + width / 2)}
        </Text>
        <Text size="1" color="gray">
          now
        </Text>
      </Flex>
    </Grid>
  );
}
