import type { Session } from "@/api/types";
import { useNow } from "@/ui";
import { type RunTime, runTimeOf } from "../run-time";
import { mayStillRun, waitsForWorker } from "../session-status";

/** The clock a run time is read on: the one shared clock, ticking only while the session may still run. */
export function useRunClock(session: Session): number {
  return useNow({ active: mayStillRun(session.status) && !waitsForWorker(session) });
}

/** The session's run time, on `useRunClock`. */
export function useRunTime(session: Session): RunTime {
  return runTimeOf(session, useRunClock(session));
}
