import { useCallback, useMemo, useSyncExternalStore } from "react";
import { createLocalRecord, type StorageLike } from "@/lib/local-record";

/**
 * Possibly-stuck spells the user dismissed: per organization, session id → the quietSince of the spell
 * (epoch ms). A dismissal covers that spell only: once the session moves and goes quiet again, the new
 * spell (a new quietSince) counts again. Opening a session is not dismissing it. Ids and times only, so
 * localStorage is fine; at most DISMISSED_CAP per organization, the oldest spells dropped first.
 *
 * API: dismissStuck(orgId, sessionId, quietSince, storage?) · readDismissed(orgId, storage?) ·
 *      useDismissedStuck(orgId) → { dismissed, dismiss } · DISMISSED_CAP
 */
export const DISMISSED_CAP = 200;

type Stored = Record<string, Record<string, number>>;

function parse(value: unknown): Stored {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: Stored = {};
  for (const [org, ids] of Object.entries(value)) {
    if (typeof ids !== "object" || ids === null || Array.isArray(ids)) continue;
    const kept: Record<string, number> = {};
    for (const [id, at] of Object.entries(ids)) if (typeof at === "number" && Number.isFinite(at)) kept[id] = at;
    out[org] = kept;
  }
  return out;
}

const record = createLocalRecord<Stored>("session-control:stuck-dismissed", parse, () => ({}));

export function readDismissed(orgId: string, storage?: StorageLike | null): Map<string, number> {
  return new Map(Object.entries(record.read(storage)[orgId] ?? {}));
}

export function dismissStuck(orgId: string, sessionId: string, quietSince: number, storage?: StorageLike | null): void {
  const all = record.read(storage);
  const org = { ...(all[orgId] ?? {}), [sessionId]: quietSince };
  const kept = Object.entries(org)
    .sort((a, b) => b[1] - a[1])
    .slice(0, DISMISSED_CAP);
  record.write({ ...all, [orgId]: Object.fromEntries(kept) }, storage);
}

export function useDismissedStuck(orgId: string): {
  dismissed: ReadonlyMap<string, number>;
  dismiss: (sessionId: string, quietSince: number) => void;
} {
  const raw = useSyncExternalStore(
    record.subscribe,
    () => record.readRaw(),
    () => "",
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the raw string is the version of the store
  const dismissed = useMemo(() => readDismissed(orgId), [raw, orgId]);
  const dismiss = useCallback(
    (sessionId: string, quietSince: number) => dismissStuck(orgId, sessionId, quietSince),
    [orgId],
  );
  return { dismissed, dismiss };
}
