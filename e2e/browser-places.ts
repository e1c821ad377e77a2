import type { Page } from "@playwright/test";

/**
 * Every place in the browser a secret could linger, as text by place: the DOM and form fields,
 * localStorage, sessionStorage, IndexedDB, Cache Storage (URLs and bodies), cookies, the URL and
 * history, resource timing entries, window.name. The secret-hygiene checks search them all.
 */
export async function browserPlaces(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const storage = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? "")}`).join("\n");
    const idb: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        idb.push(`${name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    const cached: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached.push(`${request.url} ${response ? await response.text() : ""}`);
      }
    }
    return {
      DOM: document.documentElement.outerHTML,
      "form fields": Array.from(
        document.querySelectorAll("input, textarea"),
        (el) => (el as HTMLInputElement).value,
      ).join("\n"),
      localStorage: storage(localStorage),
      sessionStorage: storage(sessionStorage),
      IndexedDB: idb.join("\n"),
      "Cache Storage": cached.join("\n"),
      cookies: document.cookie,
      "URL and history": `${location.href}\n${JSON.stringify(history.state)}\n${history.length}`,
      "resource timing": performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .join("\n"),
      "window.name": window.name,
    };
  });
}
