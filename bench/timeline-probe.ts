/**
 * Runs inside the page (Playwright addInitScript), so it must be self-contained.
 * Records when each event id first arrives in an /events response (time the response resolved), when a
 * timeline row for it is first painted (rAF after the row is mounted), and when the timeline stops
 * being busy (aria-busy false: tail found, history loaded), and every /events read the page made (when
 * it went out, when its answer came in), for the floor pages to replay (bench/floor-page.ts). Times are
 * performance.now(): ms since the navigation started.
 */
export interface ProbeRead {
  url: string;
  /** When fetch was called. */
  start: number;
  /** When the answer's headers were in (fetch resolved). */
  at: number;
}

export interface ProbeWindow {
  __probe: {
    responseAt: Record<string, number>;
    rowAt: Record<string, number>;
    /** [time, aria-setsize] each time the feed went from busy to not busy. */
    idleAt: [number, number][];
    reads: ProbeRead[];
  };
}

export function installTimelineProbe(): void {
  const w = window as unknown as Window & ProbeWindow;
  const probe: ProbeWindow["__probe"] = { responseAt: {}, rowAt: {}, idleAt: [], reads: [] };
  w.__probe = probe;

  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const start = performance.now();
    const response = await original(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.includes("/events")) {
      const at = performance.now();
      probe.reads.push({ url, start, at });
      response
        .clone()
        .json()
        .then((body: { items?: { id: string }[] }) => {
          for (const item of body.items ?? []) probe.responseAt[item.id] ??= at;
        })
        .catch(() => undefined);
    }
    return response;
  };

  const seen = (id: string | undefined) => {
    if (!id || probe.rowAt[id] !== undefined) return;
    probe.rowAt[id] = -1;
    requestAnimationFrame(() => {
      probe.rowAt[id] = performance.now();
    });
  };
  const scan = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const rows = node.matches("article[data-event-id]") ? [node] : [...node.querySelectorAll("article[data-event-id]")];
    for (const row of rows) {
      seen((row as HTMLElement).dataset.eventId);
      seen((row as HTMLElement).dataset.resultId);
    }
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === "attributes") {
        const el = m.target as HTMLElement;
        if (m.attributeName === "aria-busy") {
          if (el.getAttribute("aria-busy") === "false" && m.oldValue === "true") {
            const size = Number(document.querySelector("article[data-event-id]")?.getAttribute("aria-setsize") ?? 0);
            probe.idleAt.push([performance.now(), size]);
          }
        } else scan(el);
      } else m.addedNodes.forEach(scan);
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ["data-result-id", "aria-busy"],
  });
}
