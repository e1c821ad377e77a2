import { betaCount } from "./features/beta/count"; // planted: routes-and-app-use-feature-entries (main.tsx too)
import { DEMO_KEY_COUNT } from "./simulator/keys"; // planted: main-loads-simulator-lazily

export async function boot(): Promise<number> {
  // Allowed: the demo loads the simulator with a dynamic import.
  const { startDemo } = await import("./simulator/browser");
  return startDemo() + DEMO_KEY_COUNT + betaCount;
}
