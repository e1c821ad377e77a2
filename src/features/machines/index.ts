export { describeCapacity, validateMachineName } from "./capacity";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
