/**
 * Places on the Machine page a figure elsewhere links to (`<Link hash>`): each is an element with this
 * id that takes focus on arrival (hooks/use-hash-target.ts), so its source is one click away, by keyboard too.
 */
export const MACHINE_ANCHOR = {
  /** The capacity figures: the health sentence, gauges and queued / running. */
  capacity: "capacity",
  /** The wait section: why the queue waits, the wait figures, the scaling hint. */
  waits: "waits",
  /** The sessions the wait figures were computed from (inside the wait section). */
  waitSessions: "wait-sessions",
  /** "Sessions placed on or waiting for this Machine": what the queued and running counts count. */
  sessions: "machine-sessions",
  /** This Machine's capacity alert rules (the scaling hint's target is one of them). */
  alertRules: "alert-rules",
} as const;

export type MachineAnchor = (typeof MACHINE_ANCHOR)[keyof typeof MACHINE_ANCHOR];

/** Room above a target scrolled to, for the sticky top bar (56 px) and some air. */
export const ANCHOR_SCROLL_MARGIN = "calc(56px + var(--space-4))";
