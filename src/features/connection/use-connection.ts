import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { Self } from "@/api/types";
import type { DemoKeyLabel } from "./demo-runtime";
import { selfQueryOptions } from "./queries";
import { type Connection, type ConnectionSnapshot, connectionStore } from "./store";

export function useConnection(): ConnectionSnapshot {
  return useSyncExternalStore(connectionStore.subscribe, connectionStore.getSnapshot, connectionStore.getSnapshot);
}

export function demoBaseUrl(): string {
  return `${globalThis.location?.origin ?? ""}/api`;
}

export interface LiveInput {
  baseUrl: string;
  apiKey: string | null;
  remember: boolean;
}

/**
 * Every connection change goes through here: reconfigure the client, then prove the
 * new key with /v3/self. The app drops cached answers and event loops on any change of
 * connection (src/main.tsx), so nothing of the previous key survives.
 * A failed live connect restores the previous connection and rethrows for the form.
 */
export function useConnectionActions() {
  const queryClient = useQueryClient();

  const switchTo = useCallback(
    async (next: Connection): Promise<Self> => {
      const previous = connectionStore.getSnapshot().connection;
      connectionStore.connect(next);
      try {
        return await queryClient.fetchQuery(selfQueryOptions());
      } catch (error) {
        if (previous) connectionStore.connect(previous);
        else connectionStore.disconnect();
        throw error;
      }
    },
    [queryClient],
  );

  const connectDemo = useCallback(
    async (label: DemoKeyLabel): Promise<Self> => {
      const runtime = await connectionStore.loadDemo();
      const option = runtime.keys.find((k) => k.label === label);
      if (!option) throw new Error(`The simulator has no "${label}" demo key.`);
      return switchTo({ mode: "demo", baseUrl: demoBaseUrl(), keyLabel: label, apiKey: option.key });
    },
    [switchTo],
  );

  const connectLive = useCallback(
    (input: LiveInput): Promise<Self> =>
      switchTo({
        mode: "live",
        baseUrl: input.baseUrl.trim(),
        apiKey: input.apiKey?.trim() || null,
        remember: input.remember,
      }),
    [switchTo],
  );

  const disconnect = useCallback(() => connectionStore.disconnect(), []);

  return useMemo(() => ({ connectDemo, connectLive, disconnect }), [connectDemo, connectLive, disconnect]);
}
