import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * Actions a page offers to the command palette ("Send a follow-up" on a session page).
 * Pages register while mounted; the palette (app shell) lists whatever is registered now.
 * Lives in ui/ so features and the app meet here without importing each other.
 */
export interface PageCommand {
  id: string;
  label: string;
  hint?: string;
  run: () => void;
}

let commands: readonly PageCommand[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers `command` while the calling component is mounted (its `run` may change between renders). */
export function usePageCommand(command: PageCommand | null): void {
  const latest = useRef(command);
  latest.current = command;
  const id = command?.id ?? null;
  const label = command?.label ?? "";
  const hint = command?.hint;
  useEffect(() => {
    if (id === null) return;
    const entry: PageCommand = { id, label, ...(hint ? { hint } : {}), run: () => latest.current?.run() };
    commands = [...commands.filter((c) => c.id !== id), entry];
    emit();
    return () => {
      commands = commands.filter((c) => c !== entry);
      emit();
    };
  }, [id, label, hint]);
}

export function usePageCommands(): readonly PageCommand[] {
  return useSyncExternalStore(
    subscribe,
    () => commands,
    () => commands,
  );
}
