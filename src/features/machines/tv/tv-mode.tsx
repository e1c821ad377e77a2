import { ChevronLeftIcon, ChevronRightIcon, ExitIcon, PauseIcon, PlayIcon } from "@radix-ui/react-icons";
import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { type KeyboardEvent, useRef } from "react";
import { formatCount } from "@/ui";
import { type HealthState, sortByTrouble } from "../health";
import type { OverviewEntry } from "../overview-entry";
import { TV_DWELL_MS } from "./tv-cycle";
import { TvMachine } from "./tv-machine";
import { TvStrip } from "./tv-strip";
import { useTvCycle } from "./use-tv-cycle";

/** Fills the window above the app (no chrome): the dialog's own frame, padding and animation are not wanted. */
const FULL = {
  position: "fixed",
  inset: 0,
  width: "auto",
  maxWidth: "none",
  height: "auto",
  maxHeight: "none",
  margin: 0,
  borderRadius: 0,
  padding: "clamp(16px, 3vw, 48px)",
  animation: "none",
  display: "flex",
  flexDirection: "column",
  gap: "var(--space-5)",
} as const;

function isControl(target: EventTarget): boolean {
  return target instanceof HTMLElement && target.closest("button, a, input, select, textarea") !== null;
}

/**
 * The Machines overview for a screen across the room: one Machine at a time in large type, trouble
 * first, the next every 10 s (not when the device asks for reduced motion, until Play). A modal
 * dialog over the app, so the app's chrome is gone and focus stays inside; Esc leaves.
 * Keys: ← → (or Page Up/Down) move, Space pauses or resumes, Home goes back to the worst.
 */
export function TvMode({
  orgId,
  entries,
  stateOf,
  onLeave,
  returnFocus,
}: {
  orgId: string;
  entries: readonly OverviewEntry[];
  stateOf: (entry: OverviewEntry) => HealthState | "unknown";
  onLeave: () => void;
  /** Where focus goes when TV mode ends (the dialog has no trigger of its own to go back to). */
  returnFocus?: () => void;
}) {
  const content = useRef<HTMLDivElement>(null);
  const sorted = sortByTrouble(entries, stateOf);
  const cycle = useTvCycle(sorted.map((e) => e.name));
  const entry = sorted.find((e) => e.name === cycle.shown);
  const index = entry ? sorted.indexOf(entry) : -1;
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === "ArrowRight" || key === "ArrowDown" || key === "PageDown") cycle.step(1);
    else if (key === "ArrowLeft" || key === "ArrowUp" || key === "PageUp") cycle.step(-1);
    else if (key === "Home") cycle.show(sorted[0]?.name ?? "");
    else if (key === " " && !isControl(event.target)) cycle.setPaused(!cycle.paused);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onLeave())}>
      <Dialog.Content
        ref={content}
        aria-describedby={undefined}
        style={FULL}
        onKeyDown={onKeyDown}
        // The screen itself takes focus, so the keys work at once (the first button would take Space).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Dialog.Title size={{ initial: "4", md: "6" }} mb="0">
              Machines · TV mode
            </Dialog.Title>
            <Text size={{ initial: "2", md: "3" }} color="gray" aria-live="polite">
              {index >= 0 ? `${formatCount(index + 1)} of ${formatCount(sorted.length)}` : "No Machine to show"}
              {cycle.paused
                ? cycle.reducedMotion
                  ? " · not cycling: this device asks for reduced motion"
                  : " · paused"
                : ` · a new Machine every ${TV_DWELL_MS / 1000} s`}
            </Text>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button size="3" variant="soft" color="gray" highContrast onClick={() => cycle.step(-1)}>
              <ChevronLeftIcon aria-hidden /> Previous
            </Button>
            <Button size="3" variant="soft" color="gray" highContrast onClick={() => cycle.setPaused(!cycle.paused)}>
              {cycle.paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
              {cycle.paused ? "Cycle" : "Pause"}
            </Button>
            <Button size="3" variant="soft" color="gray" highContrast onClick={() => cycle.step(1)}>
              Next <ChevronRightIcon aria-hidden />
            </Button>
            <Dialog.Close>
              <Button size="3" variant="soft" color="gray" highContrast>
                <ExitIcon aria-hidden /> Leave TV mode
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
        <Flex direction="column" flexGrow="1" justify="center" aria-live={cycle.paused ? "polite" : "off"}>
          {entry ? <TvMachine key={entry.name} orgId={orgId} entry={entry} /> : null}
        </Flex>
        <TvStrip entries={sorted} stateOf={stateOf} shown={cycle.shown} onShow={cycle.show} />
        <Text size="2" color="gray" className="hide-narrow">
          ← → move between Machines · Space pauses or resumes · Esc leaves TV mode
        </Text>
      </Dialog.Content>
    </Dialog.Root>
  );
}
