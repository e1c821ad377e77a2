export {
  DEFAULT_HISTORY_RANGE,
  type HistoryRange,
  type MachineSearch,
  machineSearchSchema,
} from "./history/history-range";
export { validateMachineName } from "./machine-name";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
export { type MachinesSearch, machinesSearchSchema } from "./tv/tv-cycle";
