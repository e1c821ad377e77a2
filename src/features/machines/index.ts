export { MachineAlertsGate } from "./components/insight/machine-alerts-gate";
export {
  useWhyWaiting,
  WhyWaitingCallout,
  WhyWaitingNote,
  type WhyWaitingNoteProps,
} from "./components/insight/why-waiting-note";
export { HELD_TIMEOUT_MS, type WhyWaiting, type WhyWaitingInput, whyWaiting } from "./insight/why-waiting";
export { validateMachineName } from "./machine-name";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
