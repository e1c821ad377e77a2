/**
 * The command palette's items and ranking: pure, so the order people see is tested apart from the UI.
 * The palette filters itself (cmdk's own filter is off): ranking 1 000 sessions must stay well under a frame.
 */
export type PaletteGroup = "Go to" | "Actions" | "Sessions" | "Machines";

export const GROUP_ORDER: readonly PaletteGroup[] = ["Actions", "Go to", "Sessions", "Machines"];

export interface PaletteItem {
  /** Unique across the palette (cmdk value). */
  id: string;
  group: PaletteGroup;
  label: string;
  /** Shown dimmed after the label (id, status, shortcut…). */
  hint?: string;
  /** Extra words that match (ids, attempt UUIDs, synonyms); not shown. */
  keywords?: readonly string[];
  run: () => void;
}

/** 0 = no match; higher is better. Prefix of the label beats a word start beats a substring. */
export function scoreItem(item: PaletteItem, query: string): number {
  const q = query.trim().toLowerCase();
  if (q === "") return 1;
  const label = item.label.toLowerCase();
  if (label === q) return 100;
  if (label.startsWith(q)) return 80;
  if (label.split(/[\s/_-]+/).some((word) => word.startsWith(q))) return 60;
  if (label.includes(q)) return 40;
  for (const keyword of item.keywords ?? []) {
    const k = keyword.toLowerCase();
    if (k === q) return 90;
    if (k.startsWith(q)) return 50;
    if (k.includes(q)) return 30;
  }
  return 0;
}

export interface RankedGroup {
  group: PaletteGroup;
  items: PaletteItem[];
  /** How many more matched than are shown. */
  more: number;
}

/**
 * Best matches first within a group, at most `perGroup` each (stable for ties). Groups are ordered by
 * their best match, so the first option (the one Enter opens) is the best overall; ties keep GROUP_ORDER.
 */
export function rankItems(items: readonly PaletteItem[], query: string, perGroup = 8): RankedGroup[] {
  const buckets = new Map<PaletteGroup, { item: PaletteItem; score: number; index: number }[]>();
  items.forEach((item, index) => {
    const score = scoreItem(item, query);
    if (score === 0) return;
    const bucket = buckets.get(item.group) ?? [];
    bucket.push({ item, score, index });
    buckets.set(item.group, bucket);
  });
  const out: (RankedGroup & { best: number })[] = [];
  for (const group of GROUP_ORDER) {
    const bucket = buckets.get(group);
    if (!bucket?.length) continue;
    bucket.sort((a, b) => b.score - a.score || a.index - b.index);
    out.push({
      group,
      items: bucket.slice(0, perGroup).map((b) => b.item),
      more: Math.max(0, bucket.length - perGroup),
      best: bucket[0]?.score ?? 0,
    });
  }
  // Array.prototype.sort is stable: equal bests keep GROUP_ORDER.
  out.sort((a, b) => b.best - a.best);
  return out.map(({ group, items: shown, more }) => ({ group, items: shown, more }));
}
