import type { SessionEvent } from "@/api/types";

/**
 * Events for the diff's tests: a file tool call's tool_use and tool_result, numbered in the order made.
 * Each diffEvents() counts from 0 again.
 *
 * API: diffEvents() → { use(id, tool, input?, partial?), result(id, failed?), call(id, tool, input, failed?) }
 */
export function diffEvents() {
  let seq = 0;
  const event = (id: string, type: string, data: SessionEvent["data"]): SessionEvent => ({
    seq: seq++,
    id,
    type,
    text: null,
    data,
    created_at: "2026-05-01T10:00:00Z",
  });
  /** input undefined: the tool_use carries none (the key or the service hid it). */
  const use = (id: string, tool: string, input?: unknown, partial = false) =>
    event(`${id}-use`, "tool_use", {
      tool,
      tool_use_id: id,
      ...(input === undefined ? {} : { input }),
      is_partial: partial,
    });
  const result = (id: string, failed = false) =>
    event(`${id}-result`, "tool_result", {
      tool_use_id: id,
      content: failed ? "old_string not found" : "ok",
      is_error: failed,
    });
  const call = (id: string, tool: string, input: unknown, failed = false) => [use(id, tool, input), result(id, failed)];
  return { use, result, call };
}
