/**
 * The session-answer oracle: for one session, from raw API data alone (its retrieval, every event and its
 * messages, read with a debug key), the answer each view should give. Written apart from the app, on
 * purpose: it imports none of the app's answer code, only the words of issue 42 and the contract, so a
 * slip in the app's rules shows up as a disagreement instead of being copied here.
 *
 * API: oracleOf(raw, now, thresholdMs) → OracleAnswer · RawSession · OracleAnswer · spanText(ms)
 */
type Json = Record<string, unknown>;

export interface RawSession {
  readonly session: Json;
  readonly events: readonly Json[];
  readonly messages: readonly Json[];
}

export interface OracleAnswer {
  /** The status sentence's kind. */
  readonly kind: string;
  /** Words the sentence must hold. */
  readonly words: readonly string[];
  /** Words it must not hold. */
  readonly never: readonly string[];
  /** Possibly stuck: the header badge, the list row, the strip's count and the wall tile all say it. */
  readonly stalled: boolean;
  /** The wall tile's "running for" (ms from placement), null when it shows none. */
  readonly runningForMs: number | null;
  /** The failure card's first failing step: its command and exit code; null when none. */
  readonly failingStep: { readonly command: string; readonly exit: number | null } | null;
}

const str = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : null;
const at = (value: unknown): number | null => {
  const ms = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};
const obj = (value: unknown): Json | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : null;

/** The app's way of writing a span, restated: "8 s", "12 min", "2 h 5 min", "3 d 4 h". */
export function spanText(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 > 0 ? `${h} h ${m % 60} min` : `${h} h`;
  return h % 24 > 0 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`;
}

interface ToolRun {
  readonly id: string;
  readonly command: string | null;
  readonly tool: string | null;
  readonly start: number | null;
  end: number | null;
  exit: number | null;
  failed: boolean;
  seq: number;
}

/** Tool calls paired by tool_use_id; the newest version of an event (highest seq per id) counts. */
function toolRuns(events: readonly Json[]): ToolRun[] {
  const latest = new Map<string, Json>();
  for (const event of events) {
    const id = String(event.id);
    const before = latest.get(id);
    if (!before || Number(event.seq) > Number(before.seq)) latest.set(id, event);
  }
  const runs = new Map<string, ToolRun>();
  const ordered = [...latest.values()].sort((a, b) => Number(a.seq) - Number(b.seq));
  for (const event of ordered) {
    const data = obj(event.data);
    const useId = str(data?.tool_use_id);
    if (!useId) continue;
    if (event.type === "tool_use") {
      const input = obj(data?.input);
      runs.set(useId, {
        id: useId,
        command: str(input?.command),
        tool: str(data?.tool) ?? str(data?.name),
        start: at(event.created_at),
        end: runs.get(useId)?.end ?? null,
        exit: null,
        failed: false,
        seq: Number(event.seq),
      });
    } else if (event.type === "tool_result") {
      const run = runs.get(useId);
      const content = typeof data?.content === "string" ? data.content : "";
      const code = /exit(?:ed with)? code (\d+)/i.exec(content);
      const exit = code ? Number(code[1]) : null;
      if (run) {
        run.end = at(event.created_at);
        run.exit = exit !== null && exit !== 0 ? exit : null;
        run.failed = data?.is_error === true || (exit !== null && exit !== 0);
        run.seq = Math.min(run.seq, Number(event.seq));
      }
    }
  }
  return [...runs.values()];
}

function questionOf(session: Json): string | null {
  const result = session.result;
  if (str(result)) return str(result);
  const o = obj(result);
  return str(o?.question) ?? str(o?.message) ?? str(o?.summary) ?? str(o?.text) ?? str(session.result_summary);
}

function stallOf(raw: RawSession, now: number, thresholdMs: number, start: number | null): boolean {
  const times = raw.events.map((e) => at(e.created_at)).filter((t): t is number => t !== null);
  const last = times.length > 0 ? Math.max(...times) : start;
  const runs = toolRuns(raw.events);
  const open = runs.filter((r) => r.end === null).sort((a, b) => a.seq - b.seq)[0];
  let limit = thresholdMs;
  if (open?.command) {
    const earlier = runs
      .filter((r) => r.command === open.command && r.end !== null && r.start !== null)
      .map((r) => (r.end as number) - (r.start as number));
    if (earlier.length > 0) limit = Math.max(thresholdMs, Math.ceil(1.5 * Math.max(...earlier)));
  }
  const toolQuiet = open?.start != null && now - open.start >= limit;
  const silent = last !== null && now - last >= limit;
  return toolQuiet || silent;
}

/** The answer every view should give for this session at `now`, with the stall threshold T. */
export function oracleOf(raw: RawSession, now: number, thresholdMs: number): OracleAnswer {
  const s = raw.session;
  const status = s.status;
  const ended = status === "exit" || status === "error" || status === "suspended";
  const machine = obj(s.machine);
  const waiting = machine?.state === "waiting";
  const held = raw.messages.some((m) => m.delivery === "held");
  const placed = waiting ? null : at(machine?.placed_at);
  const started = at(s.started_at);
  const start = placed !== null && (started === null || placed > started) ? placed : (started ?? at(s.created_at));
  const runs = toolRuns(raw.events);
  const firstFailed = runs.filter((r) => r.failed).sort((a, b) => a.seq - b.seq)[0];
  const failingStep = firstFailed?.command ? { command: firstFailed.command, exit: firstFailed.exit } : null;
  const base = { never: [] as string[], stalled: false, runningForMs: null, failingStep };
  const name = str(machine?.name);
  if (held) return { ...base, kind: "held", words: ["Your follow-up waits while the session moves"] };
  if (waiting && ended) return { ...base, kind: "waiting_turn", words: ["waiting for its next turn", name ?? ""] };
  if (waiting) return { ...base, kind: "waiting_worker", words: ["Waiting for a worker", name ?? ""] };
  if (s.outcome === "action_required" && status !== "running") {
    const question = questionOf(s);
    const lastText = [...raw.events].reverse().find((e) => e.type === "assistant");
    const progress = str(lastText?.text);
    return {
      ...base,
      kind: "action_required",
      words: [`Needs you: ${question ? question.slice(0, 100) : "the agent is waiting for an answer"}`],
      never: progress && progress !== question ? [progress] : [],
    };
  }
  if (status === "running") {
    // From placement on a Machine; otherwise from the start, never below the duration the service reported.
    const reported = typeof s.duration_ms === "number" && s.duration_ms > 0 ? s.duration_ms : 0;
    const runningForMs =
      start === null || now < start
        ? null
        : placed !== null && start === placed
          ? now - start
          : Math.max(now - start, reported);
    const stalled = stallOf(raw, now, thresholdMs, start);
    const words: string[] = [];
    if (runningForMs !== null) words.push(`${stalled ? "running" : "Running"} for ${spanText(runningForMs)}`);
    const enqueued = at(machine?.enqueued_at);
    if (placed !== null && enqueued !== null && placed - enqueued >= 1000)
      words.push(`waited ${spanText(placed - enqueued)} for a worker`);
    if (stalled) words.push("Possibly stuck");
    return { ...base, kind: stalled ? "stalled" : "running", words, stalled, runningForMs };
  }
  const failed = status === "error" || status === "suspended" || (status === "exit" && s.outcome === "failure");
  if (failed) {
    const words = [status === "suspended" ? "Stopped" : "Failed"];
    if (failingStep) words.push(`first failing step: ${failingStep.command.slice(0, 50)}`);
    return { ...base, kind: "failed", words };
  }
  if (status === "exit") {
    const words = ["Finished"];
    const requests = Array.isArray(s.change_requests) ? (s.change_requests as Json[]) : [];
    const merged = requests.filter((r) => r.status === "merged").length;
    const open = requests.filter((r) => r.status === "active").length;
    if (requests.length === 1) words.push(merged === 1 ? "PR merged" : open === 1 ? "PR open" : "PR");
    if (requests.length > 1) {
      words.push(`${requests.length} change requests`);
      if (open > 0) words.push(`${open} open`);
      if (merged > 0) words.push(`${merged} merged`);
    }
    return { ...base, kind: "finished", words, never: requests.length > 0 ? ["opened"] : [] };
  }
  return { ...base, kind: "unknown", words: [] };
}
