import type { SessionEvent } from "@/api/types";
import { NameMemo } from "./name-memo";

/**
 * What a tool event says, read the same way everywhere (changes card, failure card, status sentence,
 * steps): its pairing id, its name, the command it ran, the files it edited, whether its result failed.
 * Spec §2.2 gives data.tool / name / tool_use_id / input (any JSON) / content / is_error; tool names and
 * input shapes are the agent's, so these readers accept the common spellings and return null (never a
 * guess) for anything else.
 *
 * API: toolUseIdOf(event) · toolNameOf(event) · commandOf(event) · editedPathsOf(event) ·
 *      isTestCommand(command) · resultFailed(event) → { failed, exitCode } · spawnedSessionOf(event)
 */
export function toolUseIdOf(event: SessionEvent): string | null {
  const value = event.data?.tool_use_id;
  return typeof value === "string" && value !== "" ? value : null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** The tool's short name (data.tool, else data.name), null when neither is a string. */
export function toolNameOf(event: SessionEvent): string | null {
  return text(event.data?.tool) ?? text(event.data?.name);
}

function inputOf(event: SessionEvent): Record<string, unknown> | null {
  const input = event.data?.input;
  return input !== null && typeof input === "object" && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : null;
}

/** The shell command of a tool_use (input.command or input.cmd, a string or an argv array). */
export function commandOf(event: SessionEvent): string | null {
  if (event.type !== "tool_use") return null;
  const input = inputOf(event);
  if (!input) return null;
  const raw = input.command ?? input.cmd;
  if (Array.isArray(raw) && raw.every((part) => typeof part === "string")) return text(raw.join(" "));
  return text(raw);
}

const EDIT_TOOL = /edit|write|str_replace|create_file|insert|patch/i;
const PATH_KEYS = ["path", "file_path", "filePath", "filename", "file"] as const;
/** Whether a (tool, name) pair edits files, tested once per pair. */
const editTools = new NameMemo((tool, name) => EDIT_TOOL.test(`${tool} ${name}`));

function isEditTool(event: SessionEvent): boolean {
  const tool = event.data?.tool ?? "";
  const name = event.data?.name ?? "";
  return typeof tool === "string" && typeof name === "string"
    ? editTools.of(tool, name)
    : EDIT_TOOL.test(`${tool} ${name}`);
}

/** Paths an edit/write tool_use changes (input.path / file_path / …, or input.edits[].path), de-duplicated. */
export function editedPathsOf(event: SessionEvent): string[] {
  if (event.type !== "tool_use") return [];
  if (!isEditTool(event)) return [];
  const input = inputOf(event);
  if (!input) return [];
  const paths = new Set<string>();
  const take = (source: Record<string, unknown>) => {
    for (const key of PATH_KEYS) {
      const value = text(source[key]);
      if (value) {
        paths.add(value.trim());
        return;
      }
    }
  };
  take(input);
  if (Array.isArray(input.edits)) {
    for (const edit of input.edits) {
      if (edit !== null && typeof edit === "object") take(edit as Record<string, unknown>);
    }
  }
  return [...paths];
}

const TEST_COMMAND =
  /(^|[\s;&|(])((npm|pnpm|yarn|bun)\s+(run\s+)?test(:\S*)?\b|npx\s+(vitest|jest|playwright\s+test|mocha)\b|vitest\b|jest\b|pytest\b|python3?\s+-m\s+(pytest|unittest)\b|go\s+test\b|cargo\s+(test|nextest)\b|mvn\b.*\btest\b|\.?\/?gradlew?\s+.*\btest\b|rspec\b|phpunit\b|make\s+(test|check)\b|dotnet\s+test\b|tox\b|ctest\b|mix\s+test\b)/;

/** A command that runs a test suite (npm test, vitest, pytest, go test, cargo test, …). */
export function isTestCommand(command: string): boolean {
  return TEST_COMMAND.test(command);
}

const EXIT_CODE = /\bexit(?:ed)?(?:\s+with)?(?:\s+(?:code|status))?\s*[:=]?\s*(-?\d{1,3})\b/i;

/** A tool_result that failed: is_error, or output reporting a non-zero exit code. */
export function resultFailed(event: SessionEvent): { failed: boolean; exitCode: number | null } {
  if (event.type !== "tool_result") return { failed: false, exitCode: null };
  const content = typeof event.data?.content === "string" ? event.data.content : "";
  const match = EXIT_CODE.exec(content.length > 4000 ? content.slice(-4000) : content);
  const exitCode = match ? Number(match[1]) : null;
  const nonZero = exitCode !== null && Number.isFinite(exitCode) && exitCode !== 0;
  return { failed: event.data?.is_error === true || nonZero, exitCode: nonZero ? exitCode : null };
}

const SPAWN_KEYS = ["subagent_session_id", "child_session_id", "spawned_session_id", "session_id"] as const;

/** A child session a tool_use (or its result) names in a structured field (input.session_id, …). */
export function spawnedSessionOf(event: SessionEvent): string | null {
  if (event.type !== "tool_use" && event.type !== "tool_result") return null;
  const input = inputOf(event);
  if (!input) return null;
  for (const key of SPAWN_KEYS) {
    const value = text(input[key]);
    if (value && /^[A-Za-z0-9_.:-]{1,128}$/.test(value)) return value;
  }
  return null;
}
