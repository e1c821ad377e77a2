import { DashboardIcon } from "@radix-ui/react-icons";
import { Box, Callout, Code, Grid, Theme } from "@radix-ui/themes";
import { useCallback, useMemo, useRef } from "react";
import { EmptyState } from "@/ui/empty-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { useFullscreen } from "./use-fullscreen";
import { WallCell } from "./wall-cell";
import { wallGrid } from "./wall-layout";
import { WallPicker } from "./wall-picker";
import { parseWallIds, serializeWallIds, type WallSearch } from "./wall-search";
import { WallToolbar } from "./wall-toolbar";

export interface WallPageProps {
  orgId: string;
  search: WallSearch;
  onSearchChange: (patch: Partial<WallSearch>) => void;
}

/**
 * Fills the main area edge to edge (the negative margins take back the shell's padding) and, from md
 * up, exactly the window's height under the top bar (57 px with its border), so nine cells fit a
 * 1920×1080 screen without a scrollbar; narrower screens stack the cells and scroll the page.
 */
const FILL = {
  mt: { initial: "-4", sm: "-5" },
  mx: { initial: "-3", sm: "-5" },
  mb: { initial: "-8", sm: "-9" },
} as const;

export function WallPage({ orgId, search, onSearchChange }: WallPageProps) {
  const { ids, rejected } = useMemo(() => parseWallIds(search.sessions), [search.sessions]);
  const large = search.large === true;
  const dark = search.dark !== false;
  const wall = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(wall);

  const setIds = useCallback(
    (next: string[]) => onSearchChange({ sessions: serializeWallIds(next) }),
    [onSearchChange],
  );
  const onRemove = useCallback((id: string) => setIds(ids.filter((x) => x !== id)), [ids, setIds]);
  const onResolved = useCallback(
    (requested: string, canonical: string) =>
      setIds(
        ids.includes(canonical)
          ? ids.filter((x) => x !== requested)
          : ids.map((x) => (x === requested ? canonical : x)),
      ),
    [ids, setIds],
  );
  const { columns, rows } = wallGrid(ids.length);
  // Stacked cells (narrow screens) get a fixed height; from md up the rows share the window.
  const cellHeight = large ? "30rem" : "22rem";

  return (
    <Box
      ref={wall}
      {...(fullscreen.active ? {} : FILL)}
      height={fullscreen.active ? "100dvh" : { initial: "auto", md: "calc(100dvh - 57px)" }}
      minHeight="calc(100dvh - 57px)"
    >
      <Theme
        appearance={dark ? "dark" : "inherit"}
        hasBackground
        style={{
          height: "100%",
          minHeight: "inherit",
          display: "flex",
          flexDirection: "column",
          gap: "var(--space-3)",
          padding: "var(--space-4)",
          boxSizing: "border-box",
        }}
      >
        <WallToolbar
          orgId={orgId}
          ids={ids}
          onIdsChange={setIds}
          large={large}
          dark={dark}
          onDisplayChange={onSearchChange}
          fullscreen={fullscreen}
        />
        {rejected.length > 0 && (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              Left out of this link (not session ids, or over the limit of nine):{" "}
              {rejected.map((piece, i) => (
                <span key={piece}>
                  {i > 0 && ", "}
                  <Code variant="ghost">{piece.slice(0, 80)}</Code>
                </span>
              ))}
            </Callout.Text>
          </Callout.Root>
        )}
        {ids.length === 0 ? (
          <EmptyState
            icon={<DashboardIcon width={28} height={28} />}
            title="Put sessions on the wall"
            description="The wall shows up to nine sessions side by side, each with its newest events, status, outcome and cost, updating live. It is a link: share it, or open it on a screen in the room."
          >
            <Box width="100%" maxWidth="520px">
              <WallPicker orgId={orgId} ids={ids} onChange={setIds} />
            </Box>
          </EmptyState>
        ) : (
          <Grid
            columns={{ initial: "1", sm: String(Math.min(columns, 2)), md: String(columns) }}
            rows={{
              initial: `repeat(${ids.length}, ${cellHeight})`,
              sm: `repeat(${Math.ceil(ids.length / Math.min(columns, 2))}, ${cellHeight})`,
              md: `repeat(${rows}, minmax(0, 1fr))`,
            }}
            gap="3"
            flexGrow="1"
            minHeight="0"
          >
            {ids.map((id) => (
              // One cell that cannot be drawn (an answer drifted from the contract) says so; the others stay.
              <PanelBoundary key={id} what={`the cell of ${id}`}>
                <WallCell orgId={orgId} sessionId={id} large={large} onRemove={onRemove} onResolved={onResolved} />
              </PanelBoundary>
            ))}
          </Grid>
        )}
      </Theme>
    </Box>
  );
}
