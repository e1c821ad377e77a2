import { useSyncExternalStore } from "react";

/** The user's choice; "system" follows prefers-color-scheme live. Not sensitive, so localStorage is fine. */
export type ThemePreference = "light" | "dark" | "system";
export type Appearance = "light" | "dark";

export const THEME_STORAGE_KEY = "session-control.theme";
const PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

function readPreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return PREFERENCES.find((p) => p === stored) ?? "system";
  } catch {
    return "system";
  }
}

let preference: ThemePreference = readPreference();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be disabled (private mode); the choice still applies for this page.
  }
  emit();
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

export function resolveAppearance(pref: ThemePreference, prefersDark: boolean): Appearance {
  if (pref === "system") return prefersDark ? "dark" : "light";
  return pref;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === "function" ? matchMedia(DARK_QUERY) : null;
  media?.addEventListener("change", listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", listener);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(
    subscribe,
    () => preference,
    () => preference,
  );
}

export function useAppearance(): Appearance {
  const pref = useThemePreference();
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return resolveAppearance(pref, dark);
}
