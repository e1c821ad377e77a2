/**
 * A demo key switch, wherever it is asked for (Settings' key choice, the palette's "Switch demo key to …"):
 * prove the new key, then run `afterSwitch` (the routes pass `router.invalidate()`, so the loaders fetch
 * again what the page prefetches; the queries on screen are read again by the connection reset in main.tsx).
 * A failure is returned, not thrown, so the caller shows it instead of losing it in a floating promise.
 * API: switchDemoKey(connect, afterSwitch) → Promise<SwitchOutcome>
 */
export type SwitchOutcome = { ok: true } | { ok: false; error: unknown };

export async function switchDemoKey(
  connect: () => Promise<unknown>,
  afterSwitch: () => unknown,
): Promise<SwitchOutcome> {
  try {
    await connect();
  } catch (error) {
    // connectDemo has already put the previous key back; nothing new to load.
    return { ok: false, error };
  }
  // Not awaited: the loaders' own failures land in the routes' error components.
  void afterSwitch();
  return { ok: true };
}
