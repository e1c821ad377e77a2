import { replaceEqualDeep } from "@tanstack/react-query";
import type { Session } from "@/api/types";

/**
 * The events feed carries a Session snapshot without the fields only single retrieval returns
 * (spec §2.1: target, machine, repos, change_requests). Writing it over the detail query must
 * keep those, so the header updates live without losing what GET sessions/{id} told us.
 *
 * API: mergeSessionSnapshot(current, snapshot) → merged Session, or undefined when there is no
 * detail yet (a partial snapshot must not pose as a full retrieval in the cache), or `current`
 * itself when the snapshot changes nothing (every page of a catch-up repeats the same snapshot,
 * so the caller can skip the cache write and the header re-render).
 */
export function mergeSessionSnapshot(current: Session | undefined, snapshot: Session): Session | undefined {
  if (current === undefined) return undefined;
  const merged: Session = { ...current, ...snapshot };
  if (snapshot.target == null && current.target !== undefined) merged.target = current.target;
  if (snapshot.machine == null && current.machine !== undefined) merged.machine = current.machine;
  if (snapshot.repos == null && current.repos !== undefined) merged.repos = current.repos;
  if (snapshot.change_requests == null && current.change_requests !== undefined) {
    merged.change_requests = current.change_requests;
  }
  // The query library's structural sharing: `current` itself when nothing changed.
  return replaceEqualDeep(current, merged);
}
