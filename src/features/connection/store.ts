import { type ConnectionConfig, configureApi } from "@/api/client";
import {
  type DemoKeyLabel,
  type DemoLoader,
  type DemoRuntime,
  isDemoKeyLabel,
  type SimulatorSettings,
} from "./demo-runtime";

export type ConnectionMode = "demo" | "live";

export interface DemoConnection {
  mode: "demo";
  baseUrl: string;
  keyLabel: DemoKeyLabel;
  apiKey: string;
}

export interface LiveConnection {
  mode: "live";
  baseUrl: string;
  /** null when the production server injects the key (SVC_API_KEY). */
  apiKey: string | null;
  /** "Remember in this tab": the key goes to sessionStorage, never anywhere longer-lived. */
  remember: boolean;
}

export type Connection = DemoConnection | LiveConnection;

/** What survives a reload of this tab (sessionStorage). A demo key is saved by label only. */
export type SavedConnection =
  | { mode: "demo"; keyLabel: DemoKeyLabel }
  | { mode: "live"; baseUrl: string; apiKey: string | null; serverKey: boolean };

export interface ConnectionSnapshot {
  connection: Connection | null;
  demo: DemoRuntime | null;
  /** The simulator knobs as last set from the UI (survives leaving the settings page). */
  simulator: SimulatorSettings | null;
}

export const CONNECTION_STORAGE_KEY = "session-control.connection";

export interface ConnectionStoreDeps {
  /** sessionStorage in the app; a fake in tests. */
  storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  configure: (config: ConnectionConfig) => void;
}

function parseSaved(raw: string | null): SavedConnection | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.mode === "demo" && isDemoKeyLabel(record.keyLabel)) return { mode: "demo", keyLabel: record.keyLabel };
    if (record.mode === "live" && typeof record.baseUrl === "string") {
      const apiKey = typeof record.apiKey === "string" ? record.apiKey : null;
      return { mode: "live", baseUrl: record.baseUrl, apiKey, serverKey: record.serverKey === true };
    }
  } catch {
    // A corrupt entry is treated as "nothing saved".
  }
  return null;
}

function toSaved(connection: Connection): SavedConnection {
  if (connection.mode === "demo") return { mode: "demo", keyLabel: connection.keyLabel };
  return {
    mode: "live",
    baseUrl: connection.baseUrl,
    // The key itself only when the user asked to remember it in this tab.
    apiKey: connection.remember ? connection.apiKey : null,
    serverKey: connection.apiKey === null,
  };
}

export function createConnectionStore(deps: ConnectionStoreDeps) {
  let snapshot: ConnectionSnapshot = { connection: null, demo: null, simulator: null };
  let loader: DemoLoader | null = null;
  let loading: Promise<DemoRuntime> | null = null;
  const listeners = new Set<() => void>();

  const update = (next: Partial<ConnectionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const persist = (saved: SavedConnection | null) => {
    const storage = deps.storage();
    try {
      if (saved) storage?.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(saved));
      else storage?.removeItem(CONNECTION_STORAGE_KEY);
    } catch {
      // Storage may be unavailable; the connection still works for this page.
    }
  };

  return {
    getSnapshot: (): ConnectionSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readSaved(): SavedConnection | null {
      try {
        return parseSaved(deps.storage()?.getItem(CONNECTION_STORAGE_KEY) ?? null);
      } catch {
        return null;
      }
    },
    setDemoLoader(next: DemoLoader): void {
      loader = next;
    },
    hasDemoLoader: (): boolean => loader !== null || snapshot.demo !== null,
    /** Starts the simulator once; later calls share the same runtime. */
    loadDemo(): Promise<DemoRuntime> {
      if (snapshot.demo) return Promise.resolve(snapshot.demo);
      if (!loader) return Promise.reject(new Error("The built-in simulator is not available in this build."));
      loading ??= loader().then(
        (runtime) => {
          update({ demo: runtime, simulator: runtime.initial });
          return runtime;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    attachDemo(runtime: DemoRuntime): void {
      update({ demo: runtime, simulator: runtime.initial });
    },
    /** Records what the simulator panel changed; the panel also calls the controls themselves. */
    updateSimulator(change: (current: SimulatorSettings) => SimulatorSettings): void {
      if (snapshot.simulator) update({ simulator: change(snapshot.simulator) });
    },
    connect(connection: Connection): void {
      deps.configure({ baseUrl: connection.baseUrl, apiKey: connection.apiKey });
      persist(toSaved(connection));
      update({ connection });
    },
    /** Forgets the key; a live base URL is kept so the connect form comes back prefilled. */
    disconnect(): void {
      const previous = snapshot.connection;
      deps.configure({ baseUrl: previous?.baseUrl ?? "/api", apiKey: null });
      persist(
        previous?.mode === "live" ? { mode: "live", baseUrl: previous.baseUrl, apiKey: null, serverKey: false } : null,
      );
      update({ connection: null });
    },
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;

function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The app's one store; the api client follows it. */
export const connectionStore: ConnectionStore = createConnectionStore({
  storage: sessionStorageOrNull,
  configure: configureApi,
});
