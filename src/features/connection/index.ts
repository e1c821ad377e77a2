export { type Capability, checkCapability, type Need } from "./capabilities";
export {
  DEMO_KEY_HINTS,
  DEMO_KEY_LABELS,
  type DemoKeyLabel,
  type DemoKeyOption,
  type DemoLoader,
  type DemoRuntime,
  isDemoKeyLabel,
  type SimulatorControls,
  type SimulatorFaults,
  type SimulatorGates,
  type SimulatorSettings,
} from "./demo-runtime";
export { type Home, homeOf } from "./home-path";
export { maskKey, validateApiKey, validateBaseUrl } from "./mask";
export { connectionKeys, selfQueryOptions } from "./queries";
export { refreshSelf, roleChangeTouchesCaller } from "./self-refresh";
export { readServerConfig, type ServerConfig } from "./server-config";
export {
  type Connection,
  type ConnectionMode,
  type ConnectionSnapshot,
  connectionStore,
  createConnectionStore,
  type SavedConnection,
} from "./store";
export { useCapability, useFollowRefusals } from "./use-capability";
export { demoBaseUrl, type LiveInput, useConnection, useConnectionActions } from "./use-connection";
