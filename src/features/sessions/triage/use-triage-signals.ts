import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Session } from "@/api/types";
import { getOutboxes } from "../outbox/outboxes-of-client";
import { markSeen, readSeen, readSeenRaw, subscribeSeen } from "./seen-store";
import { type SeenMark, sessionFingerprint } from "./triage";

/**
 * The browser-side inputs of triage: which sessions the user opened (and in which state), and which
 * have a follow-up of ours held. useMarkSeen is what the session page calls while it shows a session.
 *
 * API: useSeenMarks(orgId) → Map<id, SeenMark> · useHeldSince(orgId, ids) → Map<id, heldAt> ·
 *      useMarkSeen(orgId, session | undefined)
 */
export function useSeenMarks(orgId: string): ReadonlyMap<string, SeenMark> {
  const raw = useSyncExternalStore(subscribeSeen, readSeenRaw, () => "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the raw string is the version of the store
  return useMemo(() => readSeen(orgId), [raw, orgId]);
}

export function useMarkSeen(orgId: string, session: Session | undefined): void {
  const id = session?.session_id;
  const fp = session ? sessionFingerprint(session) : null;
  useEffect(() => {
    if (id && fp !== null) markSeen(orgId, id, fp, Date.now());
  }, [orgId, id, fp]);
}

export function useHeldSince(orgId: string, ids: readonly string[]): ReadonlyMap<string, number> {
  const store = getOutboxes(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = ids.map((id) => store.subscribe(orgId, id, listener));
      return () => {
        for (const off of offs) off();
      };
    },
    [store, orgId, ids],
  );
  const read = useCallback(() => {
    let out = "";
    for (const id of ids) {
      const held = store.list(orgId, id).find((m) => m.state === "held");
      if (held) out += `${id}\u0000${held.heldAt ?? held.createdAt}\u0001`;
    }
    return out;
  }, [store, orgId, ids]);
  const raw = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    const map = new Map<string, number>();
    for (const part of raw.split("\u0001")) {
      const [id, at] = part.split("\u0000");
      if (id && at) map.set(id, Number(at));
    }
    return map;
  }, [raw]);
}
