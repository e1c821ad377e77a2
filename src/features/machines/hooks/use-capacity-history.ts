import { useEffect, useRef, useState } from "react";
import type { Machine } from "@/api/types";
import { hasCounts } from "../health";
import { type CapacitySample, HISTORY_CAPACITY, RingBuffer, sampleOf } from "../history";

interface Held {
  machineId: string;
  ring: RingBuffer<CapacitySample>;
  lastAt: number;
}

/** One sample per successful refresh of `machine`, kept while the page is open (bounded). */
export function useCapacityHistory(machine: Machine | undefined, updatedAt: number): CapacitySample[] {
  const held = useRef<Held | null>(null);
  const [samples, setSamples] = useState<CapacitySample[]>([]);
  useEffect(() => {
    // An answer without readable counts adds no point (the page says it cannot read them).
    if (!machine || updatedAt <= 0 || !hasCounts(machine)) return;
    if (held.current?.machineId !== machine.id) {
      held.current = { machineId: machine.id, ring: new RingBuffer(HISTORY_CAPACITY), lastAt: 0 };
    }
    const current = held.current;
    if (updatedAt <= current.lastAt) return;
    current.lastAt = updatedAt;
    current.ring.push(sampleOf(machine, updatedAt));
    setSamples(current.ring.toArray());
  }, [machine, updatedAt]);
  return samples;
}
