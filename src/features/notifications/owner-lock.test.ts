import { describe, expect, it } from "vitest";
import { type LocksLike, OwnerLock } from "./owner-lock";

/**
 * Web Locks for one origin, as the spec (and the web-platform tests) describe them: exclusive, granted
 * in request order; an aborted queued request rejects; a steal releases the holder at once (its request
 * rejects with AbortError) and is granted ahead of the queue.
 */
function fakeLocks(): LocksLike & { holder(name: string): number | null } {
  interface Req {
    id: number;
    callback: (lock: unknown) => Promise<void>;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  const held = new Map<string, Req>();
  const queues = new Map<string, Req[]>();
  let nextId = 0;
  const grant = (name: string, req: Req) => {
    held.set(name, req);
    void Promise.resolve(req.callback({ name })).then(() => {
      if (held.get(name) !== req) return;
      held.delete(name);
      req.resolve();
      const next = queues.get(name)?.shift();
      if (next) grant(name, next);
    });
  };
  return {
    holder: (name) => held.get(name)?.id ?? null,
    request(name, options, callback) {
      return new Promise<void>((resolve, reject) => {
        const req: Req = { id: nextId++, callback, resolve, reject };
        if (options.steal) {
          const old = held.get(name);
          held.delete(name);
          old?.reject(new DOMException("stolen", "AbortError"));
          grant(name, req);
          return;
        }
        if (!held.has(name)) {
          grant(name, req);
          return;
        }
        const queue = queues.get(name) ?? [];
        queue.push(req);
        queues.set(name, queue);
        options.signal?.addEventListener("abort", () => {
          const q = queues.get(name) ?? [];
          const at = q.indexOf(req);
          if (at >= 0) {
            q.splice(at, 1);
            reject(new DOMException("aborted", "AbortError"));
          }
        });
      });
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function tab(locks: LocksLike | null, name = "session-control:notify:org:ses") {
  const changes: boolean[] = [];
  const lock = new OwnerLock(locks, name, (owned) => changes.push(owned));
  return { lock, changes };
}

describe("OwnerLock", () => {
  it("gives the session to one tab, and to the next when that tab goes", async () => {
    const locks = fakeLocks();
    const a = tab(locks);
    const b = tab(locks);
    a.lock.start(false);
    b.lock.start(false);
    await settle();
    expect([a.lock.owned, b.lock.owned]).toEqual([true, false]);
    a.lock.dispose();
    await settle();
    expect([a.lock.owned, b.lock.owned]).toEqual([false, true]);
    expect(a.changes).toEqual([true, false]);
    expect(b.changes).toEqual([true]);
  });

  it("lets the tab showing the session take it over; the other tab waits and gets it back", async () => {
    const locks = fakeLocks();
    const background = tab(locks);
    const page = tab(locks);
    background.lock.start(false);
    page.lock.start(false);
    await settle();
    expect(background.lock.owned).toBe(true);
    page.lock.prefer(true);
    await settle();
    expect([background.lock.owned, page.lock.owned]).toEqual([false, true]);
    // Preferring again while owning changes nothing.
    page.lock.prefer(true);
    page.lock.prefer(false);
    await settle();
    expect([background.lock.owned, page.lock.owned]).toEqual([false, true]);
    page.lock.dispose();
    await settle();
    expect(background.lock.owned).toBe(true);
    expect(background.changes).toEqual([true, false, true]);
  });

  it("a tab that starts on the session page takes it at once", async () => {
    const locks = fakeLocks();
    const background = tab(locks);
    background.lock.start(false);
    await settle();
    const page = tab(locks);
    page.lock.start(true);
    await settle();
    expect([background.lock.owned, page.lock.owned]).toEqual([false, true]);
  });

  it("two tabs taking turns on the page never both own it", async () => {
    const locks = fakeLocks();
    const a = tab(locks);
    const b = tab(locks);
    a.lock.start(true);
    b.lock.start(false);
    for (let i = 0; i < 6; i++) {
      (i % 2 === 0 ? b : a).lock.prefer(true);
      await settle();
      expect(Number(a.lock.owned) + Number(b.lock.owned)).toBe(1);
    }
  });

  it("keeps lock names apart (one per session)", async () => {
    const locks = fakeLocks();
    const one = tab(locks, "n:1");
    const two = tab(locks, "n:2");
    one.lock.start(false);
    two.lock.start(false);
    await settle();
    expect([one.lock.owned, two.lock.owned]).toEqual([true, true]);
  });

  it("a disposed tab, queued or holding, never owns again", async () => {
    const locks = fakeLocks();
    const a = tab(locks);
    const b = tab(locks);
    a.lock.start(false);
    b.lock.start(false);
    await settle();
    b.lock.dispose();
    a.lock.dispose();
    await settle();
    expect([a.lock.owned, b.lock.owned]).toEqual([false, false]);
    expect(b.changes).toEqual([]);
    expect(locks.holder("session-control:notify:org:ses")).toBeNull();
    b.lock.prefer(true);
    await settle();
    expect(b.lock.owned).toBe(false);
  });

  it("without Web Locks every tab owns its sessions", () => {
    const a = tab(null);
    a.lock.start(false);
    expect(a.lock.owned).toBe(true);
    a.lock.prefer(true);
    a.lock.dispose();
    expect(a.changes).toEqual([true, false]);
  });
});
