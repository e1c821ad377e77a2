import { useCallback } from "react";
import type { DemoKeyLabel } from "./demo-runtime";
import { type SwitchOutcome, switchDemoKey } from "./switch-demo-key";
import { useConnectionActions } from "./use-connection";

/**
 * The one way the app switches demo keys (Settings and the palette). `afterSwitch` is the caller's
 * router reload; pass a stable function, or the returned one changes on every render.
 */
export function useDemoKeySwitch(afterSwitch: () => unknown): (label: DemoKeyLabel) => Promise<SwitchOutcome> {
  const { connectDemo } = useConnectionActions();
  return useCallback((label) => switchDemoKey(() => connectDemo(label), afterSwitch), [connectDemo, afterSwitch]);
}
