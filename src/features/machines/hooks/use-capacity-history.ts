import { useEffect, useRef, useState } from "react";
import type { Machine } from "@/api/types";
import { appNow } from "@/ui";
import { hasCounts } from "../health";
import { type CapacitySample, sampleOf } from "../history";
import { type BrowserHistoryStore, browserHistoryStore, type HistoryKeeping } from "../history/browser-store";
import { historyKey } from "../history/history-store";

export interface CapacityHistory {
  /** Oldest first: what this browser kept (24 h) plus every refresh since. */
  samples: CapacitySample[];
  keeping: HistoryKeeping;
  /** The stored samples have been read (before that, an empty chart means nothing yet). */
  loaded: boolean;
}

function keyOf(orgId: string, machine: Machine | undefined): string | null {
  if (!machine) return null;
  if (typeof machine.id === "string" && machine.id) return historyKey(orgId, machine.id);
  return typeof machine.name === "string" && machine.name
    ? historyKey(orgId, `name:${machine.name.toLowerCase()}`)
    : null;
}

/**
 * The Machine's kept samples, and one more per successful refresh of `machine`, written to this
 * browser's store (pruned to 24 h on each write) so the history survives a reload.
 */
export function useCapacityHistory(
  orgId: string,
  machine: Machine | undefined,
  updatedAt: number,
  store: BrowserHistoryStore = browserHistoryStore(),
): CapacityHistory {
  const key = keyOf(orgId, machine);
  const [state, setState] = useState<{ key: string | null; samples: CapacitySample[]; loaded: boolean }>({
    key: null,
    samples: [],
    loaded: false,
  });
  // Reads and writes of this page, one after the other, so an answer never overtakes a newer one.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const current = useRef<string | null>(null);
  const written = useRef({ key: "", at: 0 });
  current.current = key;

  useEffect(() => {
    if (!key) return;
    const step = chain.current.then(() => store.run((s) => s.read(key, appNow())));
    chain.current = step.then(
      (samples) => {
        if (current.current === key) setState({ key, samples, loaded: true });
      },
      () => undefined,
    );
  }, [key, store]);

  useEffect(() => {
    // An answer without readable counts adds no point (the page says it cannot read them).
    if (!key || !machine || updatedAt <= 0 || !hasCounts(machine)) return;
    if (written.current.key === key && updatedAt <= written.current.at) return;
    written.current = { key, at: updatedAt };
    const sample = sampleOf(machine, updatedAt);
    chain.current = chain.current
      .then(() => store.run((s) => s.append(key, sample, appNow())))
      .then(
        (samples) => {
          if (current.current === key) setState({ key, samples, loaded: true });
        },
        () => undefined,
      );
  }, [key, machine, updatedAt, store]);

  const mine = state.key === key;
  return { samples: mine ? state.samples : [], keeping: store.keeping(), loaded: mine && state.loaded };
}
