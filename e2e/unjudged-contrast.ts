import type { Page } from "@playwright/test";
import type { Result } from "axe-core";

/**
 * axe leaves a text "incomplete" when something overlaps it or its box (a dialog's description, a label
 * beside its control): it cannot tell what is behind. Those texts are judged here from
 * their computed colours: the text's colour over its own background and its ancestors', blended until an
 * opaque one, against WCAG's 4.5:1 (3:1 for large text). What this cannot read (a background image, a
 * colour that is not rgb()) is reported as a finding rather than passed.
 */
const OVERLAP_REASONS = new Set(["bgOverlap", "elmPartiallyObscured", "elmPartiallyObscuring"]);

export function overlappedTexts(incomplete: readonly Result[]): string[] {
  return incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes)
    .filter((node) => node.any.some((check) => OVERLAP_REASONS.has(String(messageKey(check.data)))))
    .filter((node) => node.target.length === 1)
    .map((node) => String(node.target[0]));
}

function messageKey(data: unknown): unknown {
  return typeof data === "object" && data !== null ? (data as { messageKey?: unknown }).messageKey : undefined;
}

export async function judgeContrast(page: Page, selectors: readonly string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  return page.evaluate((targets) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba | null => {
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const findings: string[] = [];
    for (const target of targets) {
      const el = document.querySelector(target);
      if (!el) continue;
      const style = getComputedStyle(el);
      const text = parse(style.color);
      const layers: Rgba[] = [];
      let unreadable = text === null ? `its colour ${style.color}` : "";
      for (let node: Element | null = el; node && !unreadable; node = node.parentElement) {
        const own = getComputedStyle(node);
        if (own.backgroundImage !== "none") unreadable = "a background image";
        const bg = parse(own.backgroundColor);
        if (bg === null) unreadable = `a background ${own.backgroundColor}`;
        else if (bg[3] > 0) layers.push(bg);
        if (bg && bg[3] === 1) break;
      }
      if (unreadable || !text) {
        findings.push(`serious color-contrast (judged here): cannot read ${unreadable} — ${target}`);
        continue;
      }
      const background = layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
      const fore = over(text, background);
      const [hi, lo] = [luminance(fore), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed) {
        findings.push(
          `serious color-contrast (judged here): ${ratio.toFixed(2)}:1, needs ${needed}:1 (${style.color} on rgb(${background
            .slice(0, 3)
            .map(Math.round)
            .join(", ")})) — ${target}`,
        );
      }
    }
    return findings;
  }, selectors);
}
