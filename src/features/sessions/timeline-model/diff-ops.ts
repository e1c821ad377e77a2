import type { SessionEvent } from "@/api/types";
import { NameMemo } from "./name-memo";
import { commandOf, toolNameOf, toolUseIdOf } from "./tool-calls";

/**
 * What a file tool call says it did to a file, read from its tool_use (spec §2.2: `input` is any JSON, so
 * the common spellings are accepted and anything else is reported as unreadable, never guessed), and which
 * shell commands change files behind the file tools' back. Pure readers for the diff fold (diff-fold.ts).
 *
 * API: fileOpOf(event) → FileOp | HiddenOp | null · shellChangeOf(event) → ShellChange | null ·
 *      shellNamesPath(change, path) → boolean
 */
export interface TextEdit {
  readonly old: string;
  readonly new: string;
  readonly all: boolean;
}

export type FileOpKind = "edit" | "create" | "write" | "delete" | "unreadable";

export interface FileOp {
  readonly kind: FileOpKind;
  /** The tool_use event id (the step's timeline row) and its first seq. */
  readonly ref: string;
  readonly seq: number;
  readonly useId: string | null;
  readonly path: string;
  readonly edits: readonly TextEdit[];
  /** A create's or write's whole content. */
  readonly content: string | null;
  /** The tool_use is still partial (its input may be cut short). */
  readonly cut: boolean;
}

/** A file tool call that carried no input: the key or the service hid it, so its file is unknown. */
export interface HiddenOp {
  readonly kind: "hidden";
  readonly ref: string;
  readonly seq: number;
}

export interface ShellChange {
  readonly ref: string;
  readonly seq: number;
  readonly command: string;
  /** A command that may change any file (git apply, git checkout ., git stash …). */
  readonly global: boolean;
}

const DELETE_TOOL = /(^|[_\s-])(delete|remove|rm|unlink)([_\s-]|$)|delete_file|remove_file/i;
const CREATE_TOOL = /create/i;
const WRITE_TOOL = /write/i;
const EDIT_TOOL = /edit|str_replace|replace|insert|patch/i;
const PATH_KEYS = ["path", "file_path", "filePath", "filename", "file", "target_file"] as const;
const OLD_KEYS = ["old_string", "old_str", "oldText", "old_text", "old"] as const;
const NEW_KEYS = ["new_string", "new_str", "newText", "new_text", "new"] as const;
const CONTENT_KEYS = ["content", "file_text", "text", "contents"] as const;

type Input = Record<string, unknown>;

const isInput = (value: unknown): value is Input =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function first(source: Input, keys: readonly string[]): unknown {
  for (const key of keys) if (source[key] !== undefined) return source[key];
  return undefined;
}

function pathIn(source: Input): string | null {
  const value = first(source, PATH_KEYS);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** One old → new pair, or null when either side is missing or not text (a cut or unknown payload). */
function editIn(source: Input): TextEdit | null {
  const before = first(source, OLD_KEYS);
  const after = first(source, NEW_KEYS);
  if (typeof before !== "string" || typeof after !== "string") return null;
  return { old: before, new: after, all: source.replace_all === true };
}

function kindOf(name: string): Exclude<FileOpKind, "unreadable"> | null {
  if (DELETE_TOOL.test(name)) return "delete";
  if (CREATE_TOOL.test(name)) return "create";
  if (EDIT_TOOL.test(name)) return "edit";
  if (WRITE_TOOL.test(name)) return "write";
  return null;
}

/** A name's kind, once per (tool, name) pair: most tool calls are not file tools and stop here. */
const kinds = new NameMemo((tool, name) => kindOf(`${tool} ${name}`));

function fileToolKind(event: SessionEvent): Exclude<FileOpKind, "unreadable"> | null {
  const tool = toolNameOf(event) ?? "";
  const name = event.data?.name ?? "";
  return typeof name === "string" ? kinds.of(tool, name) : kindOf(`${tool} ${name}`);
}

export function fileOpOf(event: SessionEvent): FileOp | HiddenOp | null {
  if (event.type !== "tool_use") return null;
  const kind = fileToolKind(event);
  if (!kind) return null;
  const input = event.data?.input;
  if (!isInput(input)) return { kind: "hidden", ref: event.id, seq: event.seq };
  const path = pathIn(input);
  if (path === null) return null;
  const base = {
    ref: event.id,
    seq: event.seq,
    useId: toolUseIdOf(event),
    path,
    cut: event.data?.is_partial === true,
  };
  const content = first(input, CONTENT_KEYS);
  if (kind === "delete") return { ...base, kind, edits: [], content: null };
  const many = Array.isArray(input.edits) ? input.edits : null;
  // An edit tool given whole content and no old/new pair (some agents "edit" by rewriting) is a write.
  if (kind === "edit" && (many || editIn(input) || typeof content !== "string")) {
    const edits: TextEdit[] = [];
    for (const item of many ?? [input]) {
      const edit = isInput(item) ? editIn(item) : null;
      if (!edit) return { ...base, kind: "unreadable", edits: [], content: null };
      edits.push(edit);
    }
    return { ...base, kind, edits, content: null };
  }
  if (typeof content === "string") return { ...base, kind: kind === "create" ? "create" : "write", edits: [], content };
  return { ...base, kind: "unreadable", edits: [], content: null };
}

const SHELL_TOOL = /bash|shell|terminal|exec|run_command|command/i;
/** Commands that write files: in-place edits, patches, redirections, moves, removals, checkouts. */
const MUTATES =
  /(\bsed\s+(-\w*\s+)*-i|\bperl\s+(-\w*\s+)*-\w*i|\bgit\s+(apply|am|checkout|restore|reset|stash|mv|rm|revert|cherry-pick|merge|rebase|pull)\b|\bpatch\b|[^<>&2]>>?\s*[^\s&>]|\btee\b|\bmv\b|\brm\b|\bcp\b|\btruncate\b|\bdd\b|\bprettier\b.*--write|\bbiome\b.*--write|\beslint\b.*--fix|\bgofmt\b.*-w|\bruff\b.*(format|--fix)|\bblack\b)/;
/** Mutating commands that may touch files they do not name. */
const GLOBAL =
  /\bgit\s+(apply|am|checkout\s+(--\s+)?\.|restore\s+\.|reset\s+--hard|stash|revert|cherry-pick|merge|rebase|pull)\b|\bpatch\s+-p/;

const shellTools = new NameMemo((tool) => SHELL_TOOL.test(tool));
/** Per command: null when it writes no file, else whether it may write files it does not name. */
const mutations = new NameMemo((command) => (MUTATES.test(command) ? GLOBAL.test(command) : null));

export function shellChangeOf(event: SessionEvent): ShellChange | null {
  if (event.type !== "tool_use") return null;
  if (!shellTools.of(toolNameOf(event) ?? "")) return null;
  const command = commandOf(event);
  const global = command === null ? null : mutations.of(command);
  if (command === null || global === null) return null;
  return { ref: event.id, seq: event.seq, command, global };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The command names the path (or the path relative to a leading ./, or its repo-relative tail). */
export function shellNamesPath(change: ShellChange, path: string): boolean {
  if (change.global) return true;
  const bare = path.replace(/^\.\//, "");
  return new RegExp(`(^|[\\s'"=/])(\\./)?${escapeRegExp(bare)}($|[\\s'";|&)])`).test(change.command);
}
