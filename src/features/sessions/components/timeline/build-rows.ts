import type { SessionEvent } from "@/api/types";

/**
 * Timeline rows from the event store's entries (one per id, in first-appearance
 * order). A tool_use and the tool_result carrying the same tool_use_id become
 * ONE row placed where the tool_use appeared.
 */
export type TimelineRow =
  | { kind: "event"; key: string; event: SessionEvent }
  | { kind: "tool"; key: string; use: SessionEvent | null; result: SessionEvent | null };

/** The toolbar's filter groups; tool_use + tool_result filter together as "tool". */
export const FILTER_TYPES = ["assistant", "reasoning", "tool", "status", "debug"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const DEBUG_TYPES: ReadonlySet<string> = new Set(["diagnostic", "raw"]);

export function filterGroup(type: string): FilterType | "other" {
  if (type === "tool_use" || type === "tool_result") return "tool";
  if (type === "assistant" || type === "reasoning" || type === "status") return type;
  if (DEBUG_TYPES.has(type)) return "debug";
  return "other";
}

function toolUseId(event: SessionEvent): string | null {
  const value = event.data?.tool_use_id;
  return typeof value === "string" && value !== "" ? value : null;
}

export function buildRows(events: readonly SessionEvent[], visible: ReadonlySet<FilterType>): TimelineRow[] {
  const showTools = visible.has("tool");
  const resultsByUse = new Map<string, SessionEvent>();
  const useIds = new Set<string>();
  if (showTools) {
    for (const event of events) {
      const useId = toolUseId(event);
      if (useId === null) continue;
      if (event.type === "tool_result") resultsByUse.set(useId, event);
      else if (event.type === "tool_use") useIds.add(useId);
    }
  }
  const rows: TimelineRow[] = [];
  for (const event of events) {
    const group = filterGroup(event.type);
    if (group !== "other" && !visible.has(group)) continue;
    if (event.type === "tool_use") {
      const useId = toolUseId(event);
      rows.push({ kind: "tool", key: event.id, use: event, result: useId ? (resultsByUse.get(useId) ?? null) : null });
    } else if (event.type === "tool_result") {
      const useId = toolUseId(event);
      // Paired results render inside their tool_use block; orphans get a block of their own.
      if (useId !== null && useIds.has(useId)) continue;
      rows.push({ kind: "tool", key: event.id, use: null, result: event });
    } else {
      rows.push({ kind: "event", key: event.id, event });
    }
  }
  return rows;
}

export function rowEvents(row: TimelineRow): SessionEvent[] {
  if (row.kind === "event") return [row.event];
  return [row.use, row.result].filter((event): event is SessionEvent => event !== null);
}

function eventSearchText(event: SessionEvent): string {
  const data = event.data;
  const parts = [event.text ?? "", event.type];
  if (data) {
    for (const field of [data.tool, data.name, data.content, data.stage])
      if (typeof field === "string") parts.push(field);
    if (data.input !== undefined && data.input !== null) parts.push(JSON.stringify(data.input));
  }
  return parts.join("\n").toLowerCase();
}

/** Indexes of rows whose text, tool name, input or result contains the query (case-insensitive). */
export function findMatches(rows: readonly TimelineRow[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const matches: number[] = [];
  rows.forEach((row, index) => {
    if (rowEvents(row).some((event) => eventSearchText(event).includes(needle))) matches.push(index);
  });
  return matches;
}

/** Row index holding the event named by the URL's `event` param: an event id, or a seq (current version). */
export function findEventRow(rows: readonly TimelineRow[], ref: string | undefined): number {
  if (!ref) return -1;
  const seq = /^\d+$/.test(ref) ? Number(ref) : null;
  return rows.findIndex((row) =>
    rowEvents(row).some((event) => event.id === ref || (seq !== null && event.seq === seq)),
  );
}
