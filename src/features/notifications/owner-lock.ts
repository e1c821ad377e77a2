/**
 * OwnerLock — which tab of the app watches one session (one lock name per session, Web Locks API).
 *
 * Every tab that watches a session asks for its lock; the browser grants it to one tab at a time, and
 * to the next in line when that tab closes or crashes (no heartbeats, nothing to clean up). A tab showing
 * the session page, visible, *steals* the lock (`prefer(true)`): it polls that session for its page anyway,
 * so it is the natural owner and no other tab needs a loop for it; the tab it took the lock from queues
 * again, and gets it back when the page tab leaves. Without Web Locks (an insecure origin, an old browser)
 * every tab owns its sessions; the alert log's tags keep announcements single.
 *
 * Framework-free; `locks` is `navigator.locks` in the app and a fake in tests.
 * API: new OwnerLock(locks | null, name, onChange(owned)) · start(prefer) · prefer(boolean) · owned · dispose()
 */
export interface LocksLike {
  request(
    name: string,
    options: { mode: "exclusive"; signal?: AbortSignal; steal?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

export function browserLocks(): LocksLike | null {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks as unknown as LocksLike) : null;
}

export class OwnerLock {
  private isOwned = false;
  private disposed = false;
  private started = false;
  /** Bumps per request, so an answer to an abandoned request changes nothing. */
  private generation = 0;
  private release: (() => void) | null = null;
  private queued: AbortController | null = null;

  constructor(
    private readonly locks: LocksLike | null,
    private readonly name: string,
    private readonly onChange: (owned: boolean) => void,
  ) {}

  get owned(): boolean {
    return this.isOwned;
  }

  start(prefer: boolean): void {
    if (this.started || this.disposed) return;
    this.started = true;
    if (this.locks === null) {
      this.set(true);
      return;
    }
    this.request(prefer);
  }

  /** The tab now shows the session, visible: take the lock from whoever holds it. */
  prefer(preferred: boolean): void {
    if (!this.started || this.disposed || this.locks === null) return;
    if (preferred && !this.isOwned) this.request(true);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.generation++;
    this.queued?.abort();
    this.queued = null;
    this.release?.();
    this.release = null;
    this.set(false);
  }

  private request(steal: boolean): void {
    const locks = this.locks;
    if (locks === null) return;
    const generation = ++this.generation;
    this.queued?.abort();
    this.queued = null;
    // A steal is granted at once (and may not carry a signal); a plain request waits in line until aborted.
    let options: { mode: "exclusive"; steal?: boolean; signal?: AbortSignal } = { mode: "exclusive", steal: true };
    if (!steal) {
      this.queued = new AbortController();
      options = { mode: "exclusive", signal: this.queued.signal };
    }
    locks
      .request(this.name, options, () => {
        if (generation !== this.generation) return Promise.resolve();
        this.queued = null;
        this.set(true);
        return new Promise<void>((resolve) => {
          this.release = resolve;
        });
      })
      .catch(() => {
        // Aborted while queued (ours) or stolen while held: handled below.
      })
      .finally(() => {
        if (generation !== this.generation) return;
        // Stolen by a tab that now shows the session: get in line again.
        this.release = null;
        this.set(false);
        if (!this.disposed) this.request(false);
      });
  }

  private set(owned: boolean): void {
    if (owned === this.isOwned) return;
    this.isOwned = owned;
    this.onChange(owned);
  }
}
