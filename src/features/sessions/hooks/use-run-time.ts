import type { Session } from "@/api/types";
import { useNow } from "@/ui";
import { type RunTime, runTimeOf } from "../run-time";
import { mayStillRun, waitsForWorker } from "../session-status";

/** The session's run time, ticking on the one shared clock only while it may still run. */
export function useRunTime(session: Session): RunTime {
  const now = useNow({ active: mayStillRun(session.status) && !waitsForWorker(session) });
  return runTimeOf(session, now);
}
