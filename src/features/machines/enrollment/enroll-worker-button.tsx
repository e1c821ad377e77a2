import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Dialog, Flex } from "@radix-ui/themes";
import { Suspense, useEffect, useId, useState } from "react";
import { useCapability } from "@/features/connection";
import { PermissionNote } from "@/ui";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { LoadingState } from "@/ui/loading-state";
import { PanelBoundary } from "@/ui/panel-boundary";
import { type EnrollmentDraft, newDraft } from "./draft";
import type { EnrollWizardProps } from "./enroll-wizard";

// Its own chunk, asked for once the button is on screen (after the page's first render): the button also
// stands in why-waiting notes on session pages, whose first render should not wait for the whole wizard.
const EnrollWizard = lazyWithRetry<EnrollWizardProps>(() =>
  import("./enroll-wizard").then((m) => ({ default: m.EnrollWizard })),
);

export interface EnrollWorkerButtonProps {
  orgId: string;
  /** The Machine to enroll for; when absent the wizard asks for its name first. */
  machine?: string;
}

/**
 * Opens the enrollment wizard; disabled with the reason for keys that cannot approve workers.
 * What the user typed survives an accidental close; once a ticket was issued, closing starts afresh.
 */
export function EnrollWorkerButton({ orgId, machine }: EnrollWorkerButtonProps) {
  const cap = useCapability({ scope: "devices:write", ownerAdmin: true, machineToken: true });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EnrollmentDraft>(() => newDraft(machine));
  const [issued, setIssued] = useState(false);
  const [forMachine, setForMachine] = useState(machine);
  const noteId = useId();
  // Loaded before any click, so opening the dialog never waits on the network or on a Suspense fallback.
  useEffect(() => {
    if (cap.allowed) void EnrollWizard.preload();
  }, [cap.allowed]);

  // Another Machine's page reuses this button: start that Machine's draft afresh.
  if (forMachine !== machine) {
    setForMachine(machine);
    setDraft(newDraft(machine));
  }

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && issued) {
      setDraft(newDraft(machine));
      setIssued(false);
    }
  };

  return (
    <Flex direction="column" gap="1" align="end">
      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <Dialog.Trigger>
          {/* The app's accent wherever it stands: inside a red callout (why-waiting) Radix's solid red gives
              white text 3.9:1, under WCAG's 4.5:1. */}
          <Button color="indigo" disabled={!cap.allowed} aria-describedby={cap.reason ? noteId : undefined}>
            <PlusIcon aria-hidden />
            Enroll a worker
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="640px" align="start">
          <Dialog.Title>Enroll a worker</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="4">
            Approve one headless worker for a Machine with a one-use ticket.
          </Dialog.Description>
          <PanelBoundary what="the enrollment wizard">
            <Suspense fallback={<LoadingState label="Loading the enrollment wizard" />}>
              <EnrollWizard
                orgId={orgId}
                presetMachine={machine}
                draft={draft}
                onDraft={setDraft}
                onIssued={() => setIssued(true)}
                onClose={() => changeOpen(false)}
              />
            </Suspense>
          </PanelBoundary>
        </Dialog.Content>
      </Dialog.Root>
      <PermissionNote reason={cap.reason} id={noteId} />
    </Flex>
  );
}
