import type { Session } from "@/api/types";
import { presentText } from "@/ui/readable";
import { durationText } from "@/ui/time";
import { ranFor } from "../run-time";
import { readSessionStatus } from "../session-status";
import type { FactsView, ToolFailure } from "../timeline-model/changes";
import { describeErrorClass, type ErrorClassWords } from "./error-class";

/**
 * Why a session failed, as far as the key may see: the facts of the failure card (top of the timeline
 * and Diagnostics) from the snapshot and the timeline's facts. Failed means status error or suspended,
 * or exit with outcome failure; anything else has no failure summary. Without sessions:debug the
 * service omits the error message, diagnostics, result and diagnostic message: those stay null and
 * `restricted` says so, never a guess. A field the service left empty is null too.
 *
 * API: summariseFailure(session, facts, { restricted }) → FailureSummary | null · isFailedSession(session)
 */
export interface FailureSummary {
  readonly kind: "failure" | "error" | "suspended";
  /** "Failed after 21 min", "Stopped after 9 min", "Failed" when the run time cannot be read. */
  readonly headline: string;
  /** The headline in its parts, so the card can link the run time to its source (Details). */
  readonly verb: "Failed" | "Stopped";
  /** "21 min", null when the run time cannot be read. */
  readonly took: string | null;
  readonly errorClass: ErrorClassWords | null;
  readonly stage: string | null;
  readonly reasonCode: string | null;
  readonly rootCause: string | null;
  readonly diagnosticMessage: string | null;
  readonly errorMessage: string | null;
  readonly resultSummary: string | null;
  readonly firstFailure: ToolFailure | null;
  /** Context occupancy after the latest turn (the service reports no peak), when readable. */
  readonly contextPercent: number | null;
  /** The key lacks sessions:debug: the card says what more it would show. */
  readonly restricted: boolean;
}

export function isFailedSession(session: Pick<Session, "status" | "outcome">): boolean {
  const phase = readSessionStatus(session.status).phase;
  return phase === "error" || phase === "suspended" || (phase === "exit" && session.outcome === "failure");
}

function contextPercent(session: Session): number | null {
  const percent = session.context?.percent;
  return typeof percent === "number" && Number.isFinite(percent) && percent >= 0 ? Math.round(percent) : null;
}

export function summariseFailure(
  session: Session,
  facts: Pick<FactsView, "firstFailure"> | null,
  { restricted }: { restricted: boolean },
): FailureSummary | null {
  if (!isFailedSession(session)) return null;
  const phase = readSessionStatus(session.status).phase;
  const kind = phase === "error" ? "error" : phase === "suspended" ? "suspended" : "failure";
  const verb = kind === "suspended" ? "Stopped" : "Failed";
  const took = ranFor(session);
  const tookWords = took === null ? null : durationText(took, "span");
  const diag = session.failure_diagnostics;
  const seen = (value: unknown): string | null => (restricted ? null : presentText(value));
  return {
    kind,
    headline: tookWords ? `${verb} after ${tookWords}` : verb,
    verb,
    took: tookWords,
    errorClass: describeErrorClass(session.error_class),
    stage: seen(diag?.failure_stage ?? session.failure_stage),
    reasonCode: seen(diag?.reason_code ?? session.reason_code),
    rootCause: seen(diag?.root_cause ?? session.root_cause),
    diagnosticMessage: seen(session.diagnostic_message),
    errorMessage: seen(session.error_message),
    resultSummary: seen(session.result_summary),
    firstFailure: facts?.firstFailure ?? null,
    contextPercent: contextPercent(session),
    restricted,
  };
}
