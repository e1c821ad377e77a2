export { MachineAlertsGate } from "./components/insight/machine-alerts-gate";
export { WhyWaitingNote } from "./components/insight/why-waiting-note";
export {
  DEFAULT_HISTORY_RANGE,
  type HistoryRange,
  type MachineSearch,
  machineSearchSchema,
} from "./history/history-range";

export { machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
export { type MachinesSearch, machinesSearchSchema } from "./tv/tv-cycle";
