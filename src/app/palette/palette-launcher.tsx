import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Button, Kbd } from "@radix-ui/themes";
import { Suspense, useEffect, useState } from "react";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { PanelBoundary } from "@/ui/panel-boundary";

const CommandPalette = lazyWithRetry(() => import("./command-palette"));
/** Fetched once the page is idle, so the first Ctrl+K opens at once and no keystroke is lost. */
const PRELOAD_AFTER_MS = 1500;

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button and the Ctrl/Cmd+K shortcut; the palette itself loads on first use. */
export function PaletteLauncher({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setWanted(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener("keydown", onKey);
    const preload = window.setTimeout(() => void CommandPalette.preload(), PRELOAD_AFTER_MS);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.clearTimeout(preload);
    };
  }, []);
  return (
    <>
      <Button
        variant="surface"
        color="gray"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-keyshortcuts={isMac ? "Meta+K" : "Control+K"}
        aria-label="Search and commands"
      >
        <MagnifyingGlassIcon aria-hidden />
        <span className="hide-narrow">Search…</span>
        <Kbd className="hide-below-wide">{isMac ? "⌘K" : "Ctrl K"}</Kbd>
      </Button>
      {wanted ? (
        // A palette chunk that failed to download is asked for again the next time the palette opens.
        <PanelBoundary what="the command palette" resetKeys={[open]} fallback={() => null}>
          <Suspense fallback={null}>
            <CommandPalette orgId={orgId} open={open} onOpenChange={setOpen} />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
