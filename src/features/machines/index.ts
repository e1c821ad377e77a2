export { validateMachineName } from "./machine-name";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
