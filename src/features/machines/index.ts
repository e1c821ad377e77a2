export { MachineAlertsGate } from "./components/insight/machine-alerts-gate";
export {
  useWhyWaiting,
  WhyWaitingCallout,
  WhyWaitingNote,
  type WhyWaitingNoteProps,
} from "./components/insight/why-waiting-note";
export {
  DEFAULT_HISTORY_RANGE,
  type HistoryRange,
  type MachineSearch,
  machineSearchSchema,
} from "./history/history-range";
export { HELD_TIMEOUT_MS, type WhyWaiting, type WhyWaitingInput, whyWaiting } from "./insight/why-waiting";
export { validateMachineName } from "./machine-name";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
export { type MachinesSearch, machinesSearchSchema } from "./tv/tv-cycle";
