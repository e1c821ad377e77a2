import { useEffect, useRef, useState } from "react";
import { browserLocks, OwnerLock } from "../owner-lock";

/**
 * Whether this tab owns `name` (owner-lock.ts): true in exactly one tab at a time where Web Locks exist.
 * `prefer` = this tab shows the session, visible: it takes the lock over.
 */
export function useOwnerLock(name: string, prefer: boolean): boolean {
  const [owned, setOwned] = useState(false);
  const lock = useRef<OwnerLock | null>(null);
  const preferNow = useRef(prefer);
  preferNow.current = prefer;
  useEffect(() => {
    const created = new OwnerLock(browserLocks(), name, setOwned);
    lock.current = created;
    created.start(preferNow.current);
    return () => {
      created.dispose();
      lock.current = null;
    };
  }, [name]);
  useEffect(() => {
    lock.current?.prefer(prefer);
  }, [prefer]);
  return owned;
}
