import { EventLog, type GeneratedEvents } from "./event-log.ts";
import type { EventData, EventType, SessionRecord, SimEvent } from "./model.ts";
import { newState, type SessionState } from "./state.ts";
import { TOOLS } from "./turn.ts";

const CYCLE: readonly EventType[] = [
  "reasoning",
  "tool_use",
  "tool_result",
  "assistant",
  "diagnostic",
  "tool_use",
  "tool_result",
  "raw",
];
const LINES = [
  "Reading the module to understand the current behaviour.",
  "Running the focused test suite.",
  "Adjusting the implementation to handle the edge case.",
  "Checking the change against the linters.",
  "Summarising what changed for the pull request.",
];

/**
 * A finished session's history as a pure function of seq: nothing is stored, so even
 * ses_100k costs a few bytes. seq 0 and the last seq are status events.
 */
export function historicEvents(
  sessionId: string,
  count: number,
  startMs: number,
  endMs: number,
  finalStatus: string,
): GeneratedEvents {
  const span = Math.max(1, endMs - startMs);
  const at = (seq: number): SimEvent => {
    const created_at = new Date(startMs + Math.floor((span * seq) / Math.max(1, count - 1))).toISOString();
    const id = `${sessionId}-h${seq}`;
    if (seq === 0) return { seq, id, type: "status", text: "Session started", data: null, created_at };
    if (seq === count - 1)
      return { seq, id, type: "status", text: `Session finished: ${finalStatus}`, data: null, created_at };
    const type = CYCLE[seq % CYCLE.length] ?? "assistant";
    const round = Math.floor(seq / CYCLE.length);
    const tool = TOOLS[round % TOOLS.length] ?? TOOLS[0];
    const toolUseId = `${sessionId}-t${round}-${seq % CYCLE.length < 5 ? 0 : 1}`;
    const line = LINES[round % LINES.length] ?? "";
    let text: string | null = null;
    let data: EventData | null = null;
    switch (type) {
      case "reasoning":
      case "assistant":
        text = `${line} (step ${round + 1})`;
        data = { stream_key: id, item_id: id, is_partial: false };
        break;
      case "tool_use":
        data = { tool: tool?.tool, name: tool?.name, tool_use_id: toolUseId, input: tool?.input ?? null };
        break;
      case "tool_result":
        data = {
          tool: tool?.tool,
          tool_use_id: toolUseId,
          content: tool?.content ?? "",
          is_error: false,
          duration_ms: 200 + ((seq * 37) % 4000),
        };
        break;
      case "diagnostic":
        text = "checkpoint saved";
        data = { stage: "checkpoint" };
        break;
      default:
        data = { content: JSON.stringify({ checkpoint: round, bytes: 1024 + round }) };
    }
    return { seq, id, type, text, data, created_at };
  };
  return { count, at };
}

export function historicState(record: SessionRecord, orgId: string, events: number): SessionState {
  const start = Date.parse(record.started_at ?? record.created_at);
  const end = Date.parse(record.finished_at ?? record.created_at);
  return newState(record, orgId, new EventLog(historicEvents(record.session_id, events, start, end, record.status)));
}
