import { describe, expect, it } from "vitest";
import type { SessionEvent, SessionMessage } from "@/api/types";
import { createOutboxMessage } from "../../outbox/outbox";
import { TimelineEntries } from "../../timeline-model/timeline-entries";
import { anchorByTime, flowExtras } from "./flow-extras";

function entriesAt(times: string[]) {
  const entries = new TimelineEntries();
  entries.merge(
    times.map(
      (created_at, i): SessionEvent => ({
        seq: i * 10,
        id: `e${i}`,
        type: "assistant",
        text: "x",
        data: null,
        created_at,
      }),
    ),
  );
  return entries.view().list;
}

const remote = (over: Partial<SessionMessage>): SessionMessage => ({
  message_id: "m1",
  client_message_id: null,
  role: "user",
  text: "from elsewhere",
  created_at: "2026-10-01T10:05:00Z",
  delivery: "delivered",
  ...over,
});

describe("flowExtras", () => {
  const list = entriesAt(["2026-10-01T10:00:00Z", "2026-10-01T10:04:00Z", "2026-10-01T10:06:00Z"]);

  it("places a message sent elsewhere after the last event older than it", () => {
    expect(anchorByTime(list, "2026-10-01T10:05:00Z")).toBe(10);
    expect(anchorByTime(list, "2026-10-01T09:00:00Z")).toBe(-1);
    expect(anchorByTime(list, "2026-10-01T11:00:00Z")).toBe(20);
  });

  it("shows your follow-ups where you sent them, and other people's user messages once (not the agent's)", () => {
    const mine = createOutboxMessage("mine", {}, { localId: "l1", clientMessageId: "c1" }, 0, 20);
    const extras = flowExtras({
      history: null,
      outbox: [mine],
      remote: [
        remote({ message_id: "m-mine", client_message_id: "c1" }),
        remote({ message_id: "m-other" }),
        remote({ message_id: "m-agent", role: "agent" }),
      ],
      entries: list,
    });
    expect(extras.map((e) => [e.kind, e.key, e.anchorSeq])).toEqual([
      ["outbox", "out:l1", 20],
      ["remote", "msg:m-other", 10],
    ]);
  });

  it("marks the history still loading where it will appear", () => {
    const extras = flowExtras({
      history: {
        phase: "loading",
        gapAfter: 999,
        gapUpTo: 98_000,
        chunksDone: 3,
        chunksTotal: 97,
        error: null,
        retryAt: null,
      },
      outbox: [],
      remote: [],
      entries: list,
    });
    expect(extras).toMatchObject([{ kind: "gap", anchorSeq: 999 }]);
  });
});
