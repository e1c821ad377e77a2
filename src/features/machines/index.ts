export { describeCapacity, validateMachineName } from "./capacity";
export { MachineDetailPage } from "./components/machine-detail-page";
export { MachinesPage } from "./components/machines-page";
export { MACHINE_POLL_MS, machineKeys, machineQueryOptions, machinesQueryOptions } from "./queries";
