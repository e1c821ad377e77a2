import type { Session, SessionEvent } from "@/api/types";
import { NOT_REPORTED, presentText } from "@/ui/readable";
import { HIDDEN_TEXT } from "../fields/hidden-value";
import { isRestrictedSnapshot } from "../fields/visibility";
import { formatCost, formatCount, formatDuration } from "../format";
import { waitsForWorker } from "../session-status";
import { FILTER_TYPES, type TimelineRow, TimelineRows } from "../timeline-model/timeline-rows";
import { exportTime, type SessionExportInput } from "./export-input";
import { autolink, blockquote, closeOpenFence, codeBlock, codeSpan, escapeInline } from "./markdown-text";

/** In place of a field the key may not see, as the page says it: an absent prompt must not read as "none". */
const HIDDEN = `_${HIDDEN_TEXT}_`;

/**
 * The session as a Markdown document: a title and the header facts, the prompt, then the timeline in
 * order, one section per row as the page shows it (a tool_use and its tool_result are one section,
 * with the input and the result as fenced blocks). Pure: same input, same text.
 *
 * API: buildSessionMarkdown({ session, entries, exportedAt }) → string
 */
export function buildSessionMarkdown({ session, entries, exportedAt }: SessionExportInput): string {
  const rows = new TimelineRows(FILTER_TYPES);
  rows.sync(entries, () => null);
  const out: string[] = [`# ${escapeInline(presentText(session.title) ?? session.session_id)}`, ""];
  // Without sessions:debug the snapshot leaves out prompt, result and error message (spec §2.1). Only an
  // absent field (undefined) is hidden; null is the service saying there is none.
  const restricted = isRestrictedSnapshot(session);
  for (const [label, value] of facts(session, restricted)) out.push(`- **${label}:** ${value}`);
  out.push(`- **Exported:** ${exportTime(exportedAt.toISOString())} (${formatCount(entries.list.size)} events)`);
  if (session.prompt) {
    out.push("", "## Prompt", "", codeBlock(session.prompt, "text"));
    if (session.prompt_truncated) {
      out.push("", `_The service returned the first 16 KiB of a ${formatCount(session.prompt_bytes)}-byte prompt._`);
    }
  } else if (restricted && session.prompt === undefined) {
    out.push("", "## Prompt", "", HIDDEN);
  }
  if (session.result_summary) out.push("", "## Result", "", escapeInline(session.result_summary));
  else if (restricted && session.result_summary === undefined) out.push("", "## Result", "", HIDDEN);
  out.push("", "## Timeline", "");
  if (rows.rows.size === 0) out.push("_No events._", "");
  rows.rows.forEach((row) => {
    out.push(...section(row), "");
  });
  return `${out.join("\n").trimEnd()}\n`;
}

function facts(session: Session, restricted: boolean): [string, string][] {
  const list: [string, string][] = [["Session", codeSpan(session.session_id)]];
  list.push(["Status", escapeInline(session.status)], ["Outcome", escapeInline(session.outcome ?? "none")]);
  if (session.session_type && session.session_type !== "session") {
    const source = session.source_session_id ? ` of ${codeSpan(session.source_session_id)}` : "";
    list.push(["Type", `${escapeInline(session.session_type)}${source}`]);
  }
  const repos = session.repos && session.repos.length > 0 ? session.repos : session.repo ? [session.repo] : [];
  if (repos.length > 0) list.push([repos.length > 1 ? "Repositories" : "Repository", repos.map(codeSpan).join(", ")]);
  if (session.branch) list.push(["Branch", codeSpan(session.branch)]);
  if (session.pr_url) {
    const title = session.pr_title ? `${escapeInline(session.pr_title)} ` : "";
    list.push(["Pull request", `${title}${autolink(session.pr_url)}`]);
  }
  if (session.machine) list.push(["Machine", codeSpan(session.machine.name)]);
  const effort = session.reasoning_effort ? ` (reasoning ${escapeInline(session.reasoning_effort)})` : "";
  list.push(["Model", `${session.model ? codeSpan(session.model) : "inherited"}${effort}`]);
  list.push(["Created", exportTime(session.created_at)]);
  list.push(["Started", exportTime(session.started_at)], ["Finished", exportTime(session.finished_at)]);
  list.push(["Duration", durationText(session)], ["Cost", escapeInline(formatCost(session.cost_usd))]);
  const usage = session.usage;
  if (usage) {
    const tokens = `${formatCount(usage.input_tokens)} in, ${formatCount(usage.output_tokens)} out, ${formatCount(usage.total_tokens)} total`;
    list.push(["Tokens", tokens]);
  }
  if (session.error_class) {
    const hidden = restricted && session.error_message === undefined;
    const message = session.error_message ? ` — ${escapeInline(session.error_message)}` : hidden ? ` — ${HIDDEN}` : "";
    list.push(["Error", `${codeSpan(session.error_class)}${message}`]);
  }
  if (session.url) list.push(["Link", autolink(session.url)]);
  return list;
}

/**
 * The header's rule (waitsForWorker): a session waiting for a worker with no positive duration has not
 * run, so "0 ms" would read as a measurement. A duration the service left out is "not reported", as the
 * cost beside it says, never "—" or a guessed zero.
 */
function durationText(session: Session): string {
  if (waitsForWorker(session)) return "not started: waiting for a worker";
  const ms: unknown = session.duration_ms;
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return NOT_REPORTED;
  return formatDuration(ms);
}

function heading(label: string, event: SessionEvent, extra = ""): string {
  return `### ${label} · ${exportTime(event.created_at)}${extra}`;
}

function section(row: TimelineRow): string[] {
  if (row.kind === "tool") return toolSection(row.use, row.result);
  const event = row.event;
  const text = event.text ?? "";
  switch (event.type) {
    case "status":
      return [heading("Status", event), "", event.text === null ? "_Status changed._" : escapeInline(text)];
    case "assistant":
      return [heading("Assistant", event), "", text === "" ? "_(empty)_" : closeOpenFence(text)];
    case "reasoning":
      return [heading("Reasoning", event), "", text === "" ? "> _(empty)_" : blockquote(text)];
    case "diagnostic": {
      const stage = typeof event.data?.stage === "string" ? ` (stage ${codeSpan(event.data.stage)})` : "";
      return [heading("Diagnostic", event, stage), "", text === "" ? "_(no text)_" : escapeInline(text)];
    }
    case "raw":
      return [heading("Raw metadata", event), "", codeBlock(prettyJsonText(event.data?.content ?? ""), "json")];
    default: {
      const lines = [heading(`Event ${codeSpan(event.type)}`, event)];
      if (text !== "") lines.push("", codeBlock(text, "text"));
      if (event.data) lines.push("", codeBlock(JSON.stringify(event.data, null, 2), "json"));
      return lines;
    }
  }
}

function toolSection(use: SessionEvent | null, result: SessionEvent | null): string[] {
  const anchor = (use ?? result) as SessionEvent;
  const name = use?.data?.tool ?? result?.data?.tool ?? use?.data?.name ?? "tool";
  const label = use?.data?.name && use.data.name !== name ? ` (${escapeInline(use.data.name)})` : "";
  const state = !result ? "no result yet" : result.data?.is_error === true ? "error" : "ok";
  const partial = result?.data?.is_partial === true || use?.data?.is_partial === true ? ", partial" : "";
  const ms = result?.data?.duration_ms ?? use?.data?.duration_ms;
  const duration = typeof ms === "number" ? `, ${formatDuration(ms)}` : "";
  const lines = [heading(`Tool ${codeSpan(name)}${label}`, anchor, ` · ${state}${partial}${duration}`)];
  if (use) {
    const input = use.data?.input;
    lines.push("", "Input:", "", codeBlock(input === undefined ? "(none)" : JSON.stringify(input, null, 2), "json"));
  } else {
    lines.push("", "_The tool call itself is not in the loaded events._");
  }
  if (result) {
    const content = typeof result.data?.content === "string" ? result.data.content : (result.text ?? "");
    lines.push("", "Result:", "", codeBlock(content === "" ? "(empty result)" : content, "text"));
  }
  return lines;
}

function prettyJsonText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
