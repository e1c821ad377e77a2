import type { SessionEvent } from "@/api/types";
import { formatDuration } from "../format";
import type { EntriesView } from "../timeline-model/timeline-entries";
import { DEBUG_TYPES } from "../timeline-model/timeline-rows";
import { resultFailed, toolUseIdOf } from "../timeline-model/tool-calls";

/**
 * The newest events of a session as short lines for a wall cell: one line per event, a tool call and
 * its result as one line, debug kinds left out (a wall shows the agent's work). Reads only the tail of
 * the entries (O(max · log n), whatever the session's length). Pure.
 *
 * API: miniTimeline(entries, max) → MiniLine[] (oldest first) · MINI_TEXT_MAX
 */
export type MiniKind = "assistant" | "reasoning" | "tool" | "status" | "other";

export interface MiniLine {
  key: string;
  kind: MiniKind;
  /** What kind of line, in words ("Tool read_file", "Assistant"). */
  label: string;
  text: string;
  /** Tool lines: the tool's name, and running (no result yet), ok or error. */
  tool?: string;
  state?: "running" | "ok" | "error";
  at: string;
}

export const MINI_TEXT_MAX = 240;
/** How far back to look for lines: tool results merge into their calls, so a few more than `max`. */
const LOOK_BACK_FACTOR = 3;

export function miniTimeline(entries: EntriesView, max: number): MiniLine[] {
  const list = entries.list;
  const from = Math.max(0, list.size - max * LOOK_BACK_FACTOR);
  const window: SessionEvent[] = [];
  for (let i = from; i < list.size; i++) {
    const event = list.get(i)?.event;
    if (event && !DEBUG_TYPES.has(event.type)) window.push(event);
  }
  const results = new Map<string, SessionEvent>();
  const calls = new Set<string>();
  for (const event of window) {
    const useId = toolUseIdOf(event);
    if (useId === null) continue;
    if (event.type === "tool_result") results.set(useId, event);
    else if (event.type === "tool_use") calls.add(useId);
  }
  const lines: MiniLine[] = [];
  for (const event of window) {
    const useId = toolUseIdOf(event);
    if (event.type === "tool_result" && useId !== null && calls.has(useId)) continue;
    if (event.type === "tool_use" || event.type === "tool_result") {
      const use = event.type === "tool_use" ? event : null;
      const result = use === null ? event : useId === null ? null : (results.get(useId) ?? null);
      lines.push(toolLine(event, use, result));
    } else lines.push(plainLine(event));
  }
  return lines.slice(-max);
}

/** Text for one mini line; an event's text sent as anything but a string gives none (the timeline row says why). */
function clip(text: unknown): string {
  if (typeof text !== "string") return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MINI_TEXT_MAX ? `${flat.slice(0, MINI_TEXT_MAX - 1)}…` : flat;
}

function plainLine(event: SessionEvent): MiniLine {
  const base = { key: event.id, at: event.created_at };
  switch (event.type) {
    case "assistant":
      return { ...base, kind: "assistant", label: "Assistant", text: clip(event.text ?? "") };
    case "reasoning":
      return { ...base, kind: "reasoning", label: "Reasoning", text: clip(event.text ?? "") };
    case "status":
      return { ...base, kind: "status", label: "Status", text: clip(event.text ?? "Status changed") };
    default:
      return { ...base, kind: "other", label: event.type, text: clip(event.text ?? "") };
  }
}

/** The one input field that says what a call does, else compact JSON. */
function describeInput(input: unknown): string {
  if (typeof input === "string") return input;
  // No input (missing or null) is nothing to show, not the word "null".
  if (input === undefined || input === null) return "";
  if (typeof input !== "object") return JSON.stringify(input) ?? String(input);
  const record = input as Record<string, unknown>;
  for (const key of ["command", "cmd", "path", "file_path", "pattern", "query", "url"]) {
    if (typeof record[key] === "string") return record[key] as string;
  }
  return JSON.stringify(input);
}

function toolLine(anchor: SessionEvent, use: SessionEvent | null, result: SessionEvent | null): MiniLine {
  const name = use?.data?.tool ?? use?.data?.name ?? result?.data?.tool ?? result?.data?.name ?? "tool";
  // The same reading as the failure card: is_error, or output reporting a non-zero exit code.
  const state = !result ? "running" : resultFailed(result).failed ? "error" : "ok";
  const ms = result?.data?.duration_ms;
  const detail = use ? describeInput(use.data?.input) : "result";
  const duration = typeof ms === "number" ? ` · ${formatDuration(ms)}` : "";
  return {
    key: anchor.id,
    kind: "tool",
    label: `Tool ${name}`,
    tool: name,
    text: clip(`${detail}${duration}`),
    state,
    at: anchor.created_at,
  };
}
