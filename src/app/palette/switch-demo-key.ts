/**
 * The palette's "Switch demo key to …", in the two steps Settings takes (its ConnectionCard, then
 * `router.invalidate()` in routes/o.$orgId.settings.tsx): the queries on screen are read again under the
 * new key by the connection reset (main.tsx), and the route loaders run again for what the page prefetches.
 * A failure is returned, not thrown, so the caller shows it instead of losing it in a floating promise.
 * API: switchDemoKey(connect, reload) → Promise<SwitchOutcome>
 */
export type SwitchOutcome = { ok: true } | { ok: false; error: unknown };

export async function switchDemoKey(
  connect: () => Promise<unknown>,
  reload: () => Promise<void>,
): Promise<SwitchOutcome> {
  try {
    await connect();
  } catch (error) {
    // connectDemo has already put the previous key back; nothing new to load.
    return { ok: false, error };
  }
  // Not awaited, as in Settings: the loaders' own failures land in the routes' error components.
  void reload();
  return { ok: true };
}
