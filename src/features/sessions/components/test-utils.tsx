import { Theme } from "@radix-ui/themes";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Session, SessionEvent } from "@/api/types";
import { TimelineEntries } from "../timeline-model/timeline-entries";
import { FILTER_TYPES, type FilterType, type TimelineRow, TimelineRows } from "../timeline-model/timeline-rows";

/** Renders inside a Radix Theme, as the app does (portals, tokens). */
export function renderThemed(ui: ReactElement) {
  return render(<Theme>{ui}</Theme>);
}

let seq = 0;

export function makeEvent(partial: Partial<SessionEvent> & Pick<SessionEvent, "type">): SessionEvent {
  seq += 1;
  return {
    seq,
    id: `evt_${seq}`,
    text: null,
    data: null,
    created_at: "2026-10-01T12:00:00Z",
    ...partial,
  };
}

export function makeSession(partial: Partial<Session> = {}): Session {
  return {
    session_id: "ses_test",
    status: "exit",
    created_at: "2026-10-01T12:00:00Z",
    started_at: "2026-10-01T12:00:05Z",
    finished_at: "2026-10-01T12:10:00Z",
    session_policy: {
      version: 1,
      mode: "standard",
      components: {
        memoryRead: true,
        memoryWrite: false,
        skills: true,
        inheritedInstructions: true,
        integrations: false,
        secretInjection: true,
      },
      workspaceOwnership: "managed",
    },
    error_class: null,
    duration_ms: 595_000,
    cost_usd: 1.25,
    usage: { input_tokens: 1000, output_tokens: 500, total_tokens: 1500 },
    title: "Fix the flaky test",
    prompt: "Please fix it",
    prompt_truncated: false,
    prompt_bytes: 13,
    repo: "acme/api",
    branch: "svc/fix-flaky",
    model: "svc-large-2026-10",
    reasoning_effort: "medium",
    hands_mode: "adaptive",
    tags: ["ci"],
    outcome: "success",
    ...partial,
  };
}

/** The timeline rows of these events, as the timeline shows them (one pass, no journal). */
export function rowsOf(events: readonly SessionEvent[], types: readonly FilterType[] = FILTER_TYPES): TimelineRow[] {
  const entries = new TimelineEntries();
  entries.merge(events);
  const rows = new TimelineRows(types);
  rows.sync(entries.view(), () => null);
  return rows.rows.toArray();
}
