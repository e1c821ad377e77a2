import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type Root } from "postcss";
import type { Plugin } from "vite";

/**
 * Radix Themes CSS, trimmed to what this app can use (issue 16 §7: initial CSS ≤ 50 KB gzip).
 * src/app/radix-themes.css imports the official parts (tokens/base.css, the colour files we use,
 * components.css, utilities.css); this plugin then drops, from components.css and utilities.css, rules
 * that no code here can reach, judged from the source at build start:
 * - components.css: components never imported from "@radix-ui/themes" (directly, or inside one we import);
 * - utilities.css: layout props never passed, by src or by the Radix components it uses (e.g.
 *   gridColumnStart), and negative margins for margin props never given a negative step ("-1" … "-9");
 * - both: responsive rules of breakpoints the props behind them are never given (`md:` in a
 *   `{ initial, md }` value; a computed value may carry any breakpoint the app names anywhere).
 * Detection errs on keeping: any `name=` / `name:` in src counts as a use. A rule goes only when every
 * one of its selectors is unreachable, so shared rules stay.
 * API: radixThemesCss() · radixComponentGraph(dir) · usedRadixComponents(sources, graph) · radixComponentSources(dir, names) ·
 *      utilityUsage(sources, classProps) · responsiveUsage(sources) · pruneRadixCss(css, usage)
 */

export const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

export interface RadixUsage {
  /** Component names (PascalCase, as in rt-<Name> classes) whose rules must stay. */
  components: ReadonlySet<string>;
  /** Every component Radix Themes ships; classes of the others are left alone. */
  known: readonly string[];
  breakpoints: ReadonlySet<Breakpoint>;
  /** Utility class prefixes (rt-r-gcs) of the props Radix defines → whether src passes one of them. */
  utilities: ReadonlyMap<string, boolean>;
  /** Margin utility prefixes (rt-r-mb) src gives a negative step. */
  negativeMargins: ReadonlySet<string>;
  /** Responsive class prefix (rt-r-size) → the breakpoints its props are given; others use `breakpoints`. */
  breakpointsByPrefix: ReadonlyMap<string, ReadonlySet<Breakpoint>>;
}

const pascal = (kebab: string): string => kebab.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

/** Component modules of Radix Themes' ESM build: name → the names of other component modules it imports. */
export function radixComponentGraph(componentsDir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(componentsDir)) {
    if (!file.endsWith(".js") || file === "index.js" || file.includes(".props.")) continue;
    const code = readFileSync(join(componentsDir, file), "utf8");
    const deps = [...code.matchAll(/from\s*["']\.\/([a-z-]+)\.js["']/g)].map((m) => pascal(m[1] ?? ""));
    graph.set(pascal(file.replace(/\.js$/, "")), deps);
  }
  return graph;
}

/**
 * The ESM code of the given components and of Radix's internal helpers: components pass layout props
 * to each other (Dialog.Title is a Heading with trim="start" and mb="3"), so their code counts as a use.
 */
export function radixComponentSources(componentsDir: string, names: ReadonlySet<string>): string[] {
  const files = readdirSync(componentsDir).filter(
    (file) => file.endsWith(".js") && names.has(pascal(file.slice(0, -3))),
  );
  const internalDir = join(componentsDir, "_internal");
  const internal = readdirSync(internalDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => join(internalDir, file));
  return [...files.map((file) => join(componentsDir, file)), ...internal].map((file) => readFileSync(file, "utf8"));
}

/** Names imported from "@radix-ui/themes" in the given sources, closed over Radix's own component imports. */
export function usedRadixComponents(sources: readonly string[], graph: Map<string, string[]>): Set<string> {
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name) || !graph.has(name)) return;
    used.add(name);
    for (const dep of graph.get(name) ?? []) visit(dep);
  };
  for (const source of sources) {
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@radix-ui\/themes["']/g)) {
      for (const part of (m[1] ?? "").split(",")) {
        const name = part
          .replace(/^\s*type\s+/, "")
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) visit(name);
      }
    }
  }
  return used;
}

/** Breakpoints named as keys of responsive prop objects (`sm: "2"`, `xl: {`). */
export function responsiveUsage(sources: readonly string[]): ReadonlySet<Breakpoint> {
  const breakpoints = new Set<Breakpoint>();
  for (const source of sources) {
    // A key's value may be any expression: a string, a template, a number, an object, a name, a call.
    for (const m of source.matchAll(/\b(xs|sm|md|lg|xl)\s*:\s*["'`{\w(-]/g)) breakpoints.add(m[1] as Breakpoint);
  }
  return breakpoints;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface PropValue {
  text: string;
  start: number;
  end: number;
}

/**
 * A prop's values as written after `name=` or `name:`: a braced expression (whole, nested braces
 * included, so both objects of `{wide ? { sm: "2" } : { md: "1" }}` count), a string, or a token.
 */
function propValueSpans(source: string, props: readonly string[]): PropValue[] {
  const names = props.map(escapeRegExp).join("|");
  const re = new RegExp(`(?:^|[\\s{,(])(?:${names})\\s*[=:]\\s*(?=(\\{|"[^"]*"|'[^']*'|[^\\s,;)}\\]]+))`, "gm");
  const values: PropValue[] = [];
  for (const m of source.matchAll(re)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = m[1] === "{" ? matchingBrace(source, start) + 1 : start + (m[1]?.length ?? 0);
    values.push({ text: source.slice(start, end), start, end });
  }
  return values;
}

function propValues(source: string, prop: string): string[] {
  return propValueSpans(source, [prop]).map((value) => value.text);
}

/** The index of the brace closing the one at `open` (the text's end when it is never closed). */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length - 1;
}

export interface PropSources {
  /** The app's own code. */
  app: readonly string[];
  /** Code of the Radix components it uses (they pass props to each other). */
  radix: readonly string[];
}

/**
 * What src can produce for each responsive class prefix (rt-r-gcs) Radix defines, given the props that
 * set it (gridColumnStart): whether any is passed (`prop=` or `prop:`), whether a margin gets a
 * negative step, and at which breakpoints. A breakpoint counts when a value's object literal names it
 * (`{ initial: "1", md: "2" }`); a value the app computes (`size={size}`) may carry any breakpoint the
 * app names anywhere (`appBreakpoints`). Radix's own computed values only forward the app's.
 */
export function utilityUsage(
  sources: PropSources,
  classProps: ReadonlyMap<string, readonly string[]>,
  appBreakpoints: ReadonlySet<Breakpoint>,
): Pick<RadixUsage, "utilities" | "negativeMargins" | "breakpointsByPrefix"> {
  const utilities = new Map<string, boolean>();
  const negativeMargins = new Set<string>();
  const breakpointsByPrefix = new Map<string, ReadonlySet<Breakpoint>>();
  for (const [className, props] of classProps) {
    const breakpoints = new Set<Breakpoint>();
    let used = false;
    for (const [group, computedCarriesAny] of [
      [sources.app, true],
      [sources.radix, false],
    ] as const) {
      for (const value of props.flatMap((prop) => group.flatMap((source) => propValues(source, prop)))) {
        used = true;
        if (/^rt-r-m[xytrbl]?$/.test(className) && /["']-[1-9]["']/.test(value)) negativeMargins.add(className);
        if (/^["']/.test(value)) continue;
        const named = [...value.matchAll(/\b(xs|sm|md|lg|xl)\s*:/g)].map((m) => m[1] as Breakpoint);
        for (const b of named.length > 0 || !computedCarriesAny ? named : appBreakpoints) breakpoints.add(b);
      }
    }
    utilities.set(className, used);
    breakpointsByPrefix.set(className, breakpoints);
  }
  return { utilities, negativeMargins, breakpointsByPrefix };
}

/**
 * Breakpoints an app's computed prop value (`size={size}`) may carry: those named anywhere except in a
 * value written straight to a responsive prop, which `utilityUsage` already gives to that prop's prefix.
 * A responsive object kept in a constant, or handed to a wrapper under another name
 * (`<Title headingSize={{ md: "5" }} />`), stays free, so the computed value that forwards it keeps it.
 */
export function freeBreakpoints(
  sources: readonly string[],
  classProps: ReadonlyMap<string, readonly string[]>,
): ReadonlySet<Breakpoint> {
  const props = [...new Set([...classProps.values()].flat())];
  const blanked = sources.map((source) => {
    let out = "";
    let from = 0;
    for (const value of propValueSpans(source, props)) {
      if (!value.text.startsWith("{") || value.start < from) continue;
      out += source.slice(from, value.start);
      from = value.end;
    }
    return out + source.slice(from);
  });
  return responsiveUsage(blanked);
}

/** Utility class prefix → prop names, from Radix Themes' own prop definitions (`className: "rt-r-m"`). */
export function utilityClassProps(propDefs: Record<string, unknown>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [exportName, defs] of Object.entries(propDefs)) {
    if (!exportName.endsWith("PropDefs") || typeof defs !== "object" || defs === null) continue;
    for (const [prop, def] of Object.entries(defs)) {
      const className = (def as { className?: unknown } | null)?.className;
      if (typeof className !== "string" || !className.startsWith("rt-r-")) continue;
      map.set(className, [...new Set([...(map.get(className) ?? []), prop])]);
    }
  }
  return map;
}

/** The component a rt- class belongs to: the longest known name it starts with (rt-TextFieldSlot → TextField). */
function ownerOf(className: string, known: readonly string[]): string | null {
  let best: string | null = null;
  for (const name of known) {
    if (!className.startsWith(name)) continue;
    const next = className.charAt(name.length);
    if ((next === "" || /[A-Z]/.test(next)) && (best === null || name.length > best.length)) best = name;
  }
  return best;
}

/** The utility prefix a class belongs to: the longest known prefix it equals or continues with "-". */
function utilityOf(className: string, utilities: ReadonlyMap<string, boolean>): string | null {
  let best: string | null = null;
  for (const prefix of utilities.keys()) {
    if ((className === prefix || className.startsWith(`${prefix}-`)) && (best === null || prefix.length > best.length))
      best = prefix;
  }
  return best;
}

export type RadixSheet = "components" | "utilities";

/** A class that makes a selector unmatchable when it is required (not merely one alternative of several). */
function deadClass(m: RegExpMatchArray, sheet: RadixSheet, usage: RadixUsage): boolean {
  const [, breakpoint, minus, className = "", responsive] = m;
  if (breakpoint) {
    const prefix = responsive ? utilityOf(className, usage.utilities) : null;
    const allowed = (prefix && usage.breakpointsByPrefix.get(prefix)) || usage.breakpoints;
    if (!allowed.has(breakpoint as Breakpoint)) return true;
  }
  if (sheet === "components" && !responsive) {
    const owner = ownerOf(className.slice(3), usage.known);
    if (owner && !usage.components.has(owner)) return true;
  }
  if (sheet === "utilities" && responsive) {
    const prefix = utilityOf(className, usage.utilities);
    if (prefix && usage.utilities.get(prefix) === false) return true;
    if (prefix && minus && !usage.negativeMargins.has(prefix)) return true;
  }
  return false;
}

/** Splits `text` at commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * Whether no element can match: a required class is dead, or every alternative of a :where()/:is()
 * is. Classes inside :not(), :has() and other functional pseudo-classes never count.
 */
function unreachable(selector: string, sheet: RadixSheet, usage: RadixUsage): boolean {
  let outside = "";
  let i = 0;
  while (i < selector.length) {
    const open = selector.indexOf("(", i);
    if (open < 0) {
      outside += selector.slice(i);
      break;
    }
    let depth = 1;
    let close = open + 1;
    for (; close < selector.length && depth > 0; close += 1) {
      if (selector[close] === "(") depth += 1;
      else if (selector[close] === ")") depth -= 1;
    }
    const head = selector.slice(i, open);
    outside += `${head} `;
    const inner = selector.slice(open + 1, close - 1);
    if (/:(where|is|matches)$/.test(head) && splitTopLevel(inner).every((alt) => unreachable(alt, sheet, usage))) {
      return true;
    }
    i = close;
  }
  for (const m of outside.matchAll(/\.(?:(xs|sm|md|lg|xl)\\:)?(-?)(rt-(r-)?[A-Za-z][\w-]*)/g)) {
    if (deadClass(m, sheet, usage)) return true;
  }
  return false;
}

/** Removes rules none of whose selectors can match, then at-rules left empty. */
export function pruneRadixCss(css: string, sheet: RadixSheet, usage: RadixUsage): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !unreachable(selector, sheet, usage));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const SHEET = /@radix-ui\/themes\/(components|utilities)\.css(?:\?.*)?$/;

export interface RadixThemesCssOptions {
  /** App sources to scan (default: <root>/src). */
  srcDir?: string;
}

/** Vite plugin: trims @radix-ui/themes components.css and utilities.css to what src can reach. */
export function radixThemesCss(options: RadixThemesCssOptions = {}): Plugin {
  let usage: RadixUsage | null = null;
  let root = process.cwd();
  return {
    name: "radix-themes-css",
    enforce: "pre",
    // Builds only: the dev server serves Radix's whole CSS, so a component newly used under `npm start`
    // is styled without a restart (the pruning reads src once, at the start of a build).
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const srcDir = options.srcDir ?? join(root, "src");
      const sources = sourceFiles(srcDir).map((file) => readFileSync(file, "utf8"));
      const componentsDir = join(root, "node_modules/@radix-ui/themes/dist/esm/components");
      const graph = radixComponentGraph(componentsDir);
      const components = usedRadixComponents(sources, graph);
      const radix = radixComponentSources(componentsDir, components);
      const propDefs = (await import("@radix-ui/themes/props")) as Record<string, unknown>;
      const breakpoints = responsiveUsage([...sources, ...radix]);
      const classProps = utilityClassProps(propDefs);
      usage = {
        components,
        known: [...graph.keys()],
        breakpoints,
        ...utilityUsage({ app: sources, radix }, classProps, freeBreakpoints(sources, classProps)),
      };
    },
    transform: {
      // A hook filter: the bundler calls back only for the two sheets, not for every module.
      filter: { id: SHEET },
      handler(code, id) {
        const sheet = SHEET.exec(id.split("?")[0] ?? "")?.[1] as RadixSheet | undefined;
        if (!usage || !sheet) return null;
        return { code: pruneRadixCss(code, sheet, usage), map: null };
      },
    },
  };
}
