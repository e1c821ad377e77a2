export { type Capability, checkCapability } from "./capabilities";
export { OpenDoorNotice, SignOutLink } from "./components/door-notice";
export {
  DEMO_KEY_HINTS,
  DEMO_KEY_LABELS,
  type DemoKeyOption,
  type DemoRuntime,
  type SimulatorFaults,
  type SimulatorGates,
  type SimulatorSettings,
} from "./demo-runtime";
export { homeOf } from "./home-path";

export { connectionKeys, selfQueryOptions } from "./queries";
export { refreshSelf, roleChangeTouchesCaller } from "./self-refresh";
export { readServerConfig } from "./server-config";
export { useSignedInPerson, watchSignIn } from "./signed-in";
export {
  type Connection,
  connectionStore,
} from "./store";
export { useCapability, useFollowRefusals } from "./use-capability";
export { demoBaseUrl, useConnection } from "./use-connection";
export { useDemoKeySwitch } from "./use-demo-key-switch";
