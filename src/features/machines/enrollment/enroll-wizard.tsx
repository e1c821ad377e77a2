import { Box } from "@radix-ui/themes";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { selfQueryOptions } from "@/features/connection";
import { ErrorPanel } from "@/ui";
import { createEnrollmentTicket } from "./create-ticket";
import { type EnrollmentDraft, firstInvalidStep, STEPS, type StepId, toRequest, validateStep } from "./draft";
import { stepForError } from "./error-step";
import { MachineStep } from "./machine-step";
import { ReviewStep } from "./review-step";
import { RootsStep } from "./roots-step";
import { StepFrame } from "./step-frame";
import { STEP_TITLES, StepIndicator } from "./step-indicator";
import { type IssuedTicket, splitTicket, TicketBody } from "./ticket-step";
import { WorkerStep } from "./worker-step";

export interface EnrollWizardProps {
  orgId: string;
  /** The Machine given by the page; when absent the first step asks for it. */
  presetMachine?: string;
  draft: EnrollmentDraft;
  onDraft: (draft: EnrollmentDraft) => void;
  onIssued: () => void;
  onClose: () => void;
}

type Current = StepId | "ticket";

/**
 * Lifecycle → roots → worker → review → ticket. The draft lives with the caller (it survives an
 * accidental close); the ticket lives only here, so it is gone when the dialog unmounts this.
 */
export function EnrollWizard({ orgId, presetMachine, draft, onDraft, onIssued, onClose }: EnrollWizardProps) {
  const { data: self } = useQuery(selfQueryOptions());
  const isMachineToken = self?.key_kind === "machine_token";
  const [step, setStep] = useState<Current>("machine");
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());
  const [refusal, setRefusal] = useState<{ step: StepId; error: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<IssuedTicket | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  // On open the dialog focuses the first field; after that every step change lands on its heading.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change by design
  useEffect(() => {
    if (opened.current) headingRef.current?.focus();
    opened.current = true;
  }, [step]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const go = (next: Current) => {
    if (next !== step) setStep(next);
    else headingRef.current?.focus();
  };

  const next = (current: StepId) => {
    if (refusal?.step === current) setRefusal(null);
    const errors = validateStep(current, draft);
    if (Object.values(errors).some((e) => e !== undefined)) {
      flushSync(() => setAttempted((prev) => new Set(prev).add(current)));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    go(STEPS[STEPS.indexOf(current) + 1] ?? "review");
  };

  const create = async () => {
    const invalid = firstInvalidStep(draft);
    if (invalid) return go(invalid);
    setRefusal(null);
    setPending(true);
    abortRef.current = new AbortController();
    try {
      const ticket = await createEnrollmentTicket(
        orgId,
        draft.machine.trim(),
        toRequest(draft),
        abortRef.current.signal,
      );
      setIssued(splitTicket(ticket));
      onIssued();
      go("ticket");
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      const where = stepForError(error, isMachineToken);
      setRefusal({ step: where, error });
      go(where);
    } finally {
      setPending(false);
    }
  };

  const dropSecret = useCallback(() => setIssued((prev) => (prev?.secret ? { ...prev, secret: null } : prev)), []);

  const back = (current: StepId) => go(STEPS[STEPS.indexOf(current) - 1] ?? "machine");
  const refusalFor = (s: StepId) =>
    refusal?.step === s ? (
      // describeError knows a Machine token's 403 (errors carry the key kind): no words of our own here.
      <ErrorPanel error={refusal.error} onRetry={s === "review" ? create : undefined} />
    ) : null;
  const frame = (s: StepId) => ({
    position: `Step ${STEPS.indexOf(s) + 1} of ${STEPS.length}`,
    title: STEP_TITLES[s],
    headingRef,
    onBack: s === "machine" ? undefined : () => back(s),
    onCancel: onClose,
    refusal: refusalFor(s),
  });
  const fields = (s: StepId) => ({ draft, onDraft, errors: validateStep(s, draft), attempted: attempted.has(s) });

  return (
    <div ref={formRef}>
      <StepIndicator current={step} />
      <Box mt="4">
        {step === "machine" ? (
          <StepFrame {...frame("machine")} primaryLabel="Next" onSubmit={() => next("machine")}>
            <MachineStep {...fields("machine")} preset={presetMachine !== undefined} isMachineToken={isMachineToken} />
          </StepFrame>
        ) : step === "roots" ? (
          <StepFrame {...frame("roots")} primaryLabel="Next" onSubmit={() => next("roots")}>
            <RootsStep {...fields("roots")} />
          </StepFrame>
        ) : step === "worker" ? (
          <StepFrame {...frame("worker")} primaryLabel="Next" onSubmit={() => next("worker")}>
            <WorkerStep {...fields("worker")} />
          </StepFrame>
        ) : step === "review" ? (
          <StepFrame {...frame("review")} primaryLabel="Create ticket" pending={pending} onSubmit={create}>
            <ReviewStep draft={draft} />
          </StepFrame>
        ) : issued ? (
          <StepFrame
            title={`Ticket for ${issued.machine_name}`}
            headingRef={headingRef}
            primaryLabel="Done"
            onSubmit={onClose}
          >
            <TicketBody issued={issued} onExpired={dropSecret} onIssueAgain={() => go("review")} />
          </StepFrame>
        ) : null}
      </Box>
    </div>
  );
}
